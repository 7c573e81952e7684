package io.souvenir.bench.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * A generated French/English retrieval set: conversations in which a user tells facts among
 * small talk, and questions about those facts that a word-matching search finds hard: asked with
 * other words, in the other language, with typos, or about a person by what they are to the user.
 * Each question is labelled with the external id of the message that answers it.
 */
final class RetrievalSet {

    record Message(String externalId, String role, String text) {
    }

    /** A person the extraction would have kept from the message (person memory, source message). */
    record Person(String name, String relation, String sourceExternalId) {
    }

    /** {@code heldOut}: about a fact written after the search's lexicon was last changed. */
    record Question(String text, String kind, String evidenceExternalId, boolean heldOut) {
    }

    record Conversation(String id, List<List<Message>> sessions, List<Person> persons, List<Question> questions) {
    }

    private record Slots(String woman, String man, String girl, String boy, String city, String country, String pet,
            String number, String author) {
    }

    /** A fact as the user says it (French, English) and questions about it: [kind, text]. */
    private record Template(String french, String english, String personName, String relation, String[][] questions) {
    }

    private static final String[] WOMEN = {"Claire", "Sophie", "Camille", "Emma", "Julie", "Sarah", "Laura", "Chloé", "Inès", "Manon"};
    private static final String[] MEN = {"Julien", "Thomas", "Nicolas", "Hugo", "Lucas", "Antoine", "Karim", "Mathieu", "David", "Pierre"};
    private static final String[] GIRLS = {"Léa", "Zoé", "Alice", "Jade", "Lina", "Rose", "Anna", "Louise", "Mila", "Nina"};
    private static final String[] BOYS = {"Tom", "Noah", "Léo", "Gabriel", "Louis", "Arthur", "Jules", "Adam", "Paul", "Sacha"};
    private static final String[] CITIES = {"Montréal", "Lyon", "Berlin", "Lisbonne", "Bordeaux", "Toronto", "Nantes", "Genève", "Madrid", "Bruxelles"};
    private static final String[] COUNTRIES = {"Japon", "Portugal", "Grèce", "Mexique", "Norvège", "Vietnam", "Islande", "Maroc", "Pérou", "Écosse"};
    private static final String[] PETS = {"Rex", "Filou", "Oscar", "Pixel", "Biscuit", "Moka", "Caramel", "Gizmo", "Nala", "Pepper"};
    private static final String[] AUTHORS = {"Zola", "Camus", "Austen", "Murakami", "Hugo", "Duras", "Orwell", "Tolstoï", "Proust", "Atwood"};

    private static List<Template> templates(Slots s) {
        return List.of(
                new Template("Ma femme s'appelle " + s.woman() + ", on s'est rencontrés à la fac.",
                        "My wife is called " + s.woman() + ", we met at university.", s.woman(), "wife", new String[][] {
                        {"person", "comment s'appelle mon épouse ?"}, {"other-language", "what's my spouse's name?"},
                        {"typo", "comment s'apelle ma fame ?"}, {"person", "who did I marry?"}}),
                new Template("Ma fille " + s.girl() + " vient d'avoir " + s.number() + " ans.",
                        "My daughter " + s.girl() + " just turned " + s.number() + ".", s.girl(), "daughter", new String[][] {
                        {"person", "how old is my girl?"}, {"other-language", "quel âge a ma fille ?"},
                        {"typo", "how old is my dauhgter?"}, {"paraphrase", "when was my daughter's last birthday party, what age?"}}),
                new Template("Mon fils " + s.boy() + " joue au foot tous les mercredis.",
                        "My son " + s.boy() + " plays football every Wednesday.", s.boy(), "son", new String[][] {
                        {"paraphrase", "which sport does my boy practise?"}, {"other-language", "quel sport fait mon fils ?"},
                        {"typo", "what sprot does my sonn play?"}, {"person", "what does " + s.boy() + " do on Wednesdays?"}}),
                new Template("Mon frère " + s.man() + " habite à " + s.city() + " depuis deux ans.",
                        "My brother " + s.man() + " has been living in " + s.city() + " for two years.", s.man(), "brother", new String[][] {
                        {"other-language", "where does my brother live?"}, {"paraphrase", "dans quelle ville vit mon frangin ?"},
                        {"typo", "where dos my brothr live?"}, {"person", "where is " + s.man() + " based?"}}),
                new Template("Je travaille comme infirmière de nuit à l'hôpital.",
                        "I work night shifts as a nurse at the hospital.", null, null, new String[][] {
                        {"paraphrase", "what do I do for a living?"}, {"other-language", "what is my job?"},
                        {"typo", "quel est mon metier ?"}, {"paraphrase", "quelle est ma profession ?"}}),
                new Template("Je suis allergique aux arachides, même une trace me rend malade.",
                        "I'm allergic to peanuts, even a trace makes me sick.", null, null, new String[][] {
                        {"paraphrase", "which food must I avoid?"}, {"other-language", "do I have a peanut allergy?"},
                        {"typo", "what am I alergic to?"}, {"paraphrase", "qu'est-ce que je ne peux pas manger ?"}}),
                new Template("On a adopté un beagle qui s'appelle " + s.pet() + ".",
                        "We adopted a beagle called " + s.pet() + ".", null, null, new String[][] {
                        {"paraphrase", "what is our dog's name?"}, {"other-language", "comment s'appelle notre chien ?"},
                        {"typo", "what breed is our pupy?"}, {"paraphrase", "do we have a pet?"}}),
                new Template("J'apprends le violoncelle depuis deux ans.",
                        "I've been learning the cello for two years.", null, null, new String[][] {
                        {"paraphrase", "which musical instrument am I studying?"}, {"other-language", "de quel instrument je joue ?"},
                        {"typo", "how long have I been learnig the chello?"}, {"paraphrase", "do I play any music?"}}),
                new Template("J'ai acheté une voiture électrique le mois dernier.",
                        "I bought an electric car last month.", null, null, new String[][] {
                        {"other-language", "what car did I buy?"}, {"paraphrase", "what kind of vehicle do I drive now?"},
                        {"typo", "quelle voture j'ai achetée ?"}, {"paraphrase", "est-ce que mon auto roule à l'essence ?"}}),
                new Template("L'anniversaire de ma mère, c'est le 12 mars.",
                        "My mother's birthday is on March 12.", null, null, new String[][] {
                        {"other-language", "when is my mom's birthday?"}, {"paraphrase", "quand est-ce que maman fête ses années ?"},
                        {"typo", "when is my mothers birtday?"}, {"other-language", "quelle est la date d'anniversaire de ma maman ?"}}),
                new Template("Cet été on part trois semaines au " + s.country() + ".",
                        "This summer we're going to " + s.country() + " for three weeks.", null, null, new String[][] {
                        {"paraphrase", "where are we going on holiday?"}, {"other-language", "where do we travel this summer?"},
                        {"typo", "where is our sumer trip?"}, {"paraphrase", "quelle est notre destination de vacances ?"}}),
                new Template("Je m'entraîne pour un semi-marathon en octobre.",
                        "I'm training for a half marathon in October.", null, null, new String[][] {
                        {"paraphrase", "what race am I preparing for?"}, {"other-language", "pour quelle course je m'entraîne ?"},
                        {"typo", "when is my half maraton?"}, {"paraphrase", "do I do any running?"}}),
                new Template("Mon collègue " + s.man() + " apporte des croissants tous les vendredis.",
                        "My colleague " + s.man() + " brings croissants every Friday.", s.man(), "colleague", new String[][] {
                        {"paraphrase", "who brings pastries to the office?"}, {"other-language", "which coworker brings croissants?"},
                        {"typo", "what does my colegue bring on fridays?"}, {"person", "what does " + s.man() + " bring?"}}),
                new Template("Le code du portail est le " + s.number() + "482.",
                        "The gate code is " + s.number() + "482.", null, null, new String[][] {
                        {"other-language", "what's the code for the gate?"}, {"paraphrase", "how do I open the front gate?"},
                        {"typo", "what is the gait code?"}, {"other-language", "quel est le code du portail ?"}}),
                new Template("Je prends des cours d'espagnol le mardi soir.",
                        "I take Spanish lessons on Tuesday evenings.", null, null, new String[][] {
                        {"other-language", "which language am I learning?"}, {"paraphrase", "quelle langue j'étudie ?"},
                        {"typo", "when are my spanich classes?"}, {"paraphrase", "what do I do on Tuesday nights?"}}),
                new Template("Mon meilleur ami " + s.man() + " se marie en juin.",
                        "My best friend " + s.man() + " is getting married in June.", s.man(), "best friend", new String[][] {
                        {"paraphrase", "when is my best friend's wedding?"}, {"other-language", "quand se marie mon meilleur pote ?"},
                        {"typo", "when is my best freind getting maried?"}, {"person", "when does " + s.man() + " get married?"}}),
                new Template("Notre voisine " + s.woman() + " arrose les plantes quand on est absents.",
                        "Our neighbour " + s.woman() + " waters the plants when we're away.", s.woman(), "neighbour", new String[][] {
                        {"paraphrase", "who looks after the plants when we travel?"}, {"other-language", "what does our neighbor do for us?"},
                        {"typo", "who waters the plnts?"}, {"person", "what does " + s.woman() + " do for us?"}}),
                new Template("Je lis en ce moment un roman de " + s.author() + ".",
                        "I'm currently reading a novel by " + s.author() + ".", null, null, new String[][] {
                        {"paraphrase", "which book am I reading?"}, {"other-language", "quel livre je lis en ce moment ?"},
                        {"typo", "what novle am I reading?"}, {"paraphrase", "which writer am I into lately?"}}),
                new Template("Je suis végétarienne depuis cinq ans.",
                        "I've been vegetarian for five years.", null, null, new String[][] {
                        {"paraphrase", "do I eat meat?"}, {"other-language", "am I vegetarian?"},
                        {"typo", "since when am I vegeterian?"}, {"paraphrase", "est-ce que je mange de la viande ?"}}),
                new Template("Mon médecin m'a prescrit de la vitamine D pour l'hiver.",
                        "My doctor prescribed vitamin D for the winter.", null, null, new String[][] {
                        {"other-language", "what did my doctor prescribe?"}, {"paraphrase", "quel complément je dois prendre cet hiver ?"},
                        {"typo", "what did my docter prescibe?"}, {"paraphrase", "which supplement do I take?"}}));
    }

    /** Written after the lexicon was frozen: how search does on words nobody tuned it for. */
    private static List<Template> heldOut() {
        return List.of(
                new Template("Ma grand-mère vit dans une maison de retraite à Dijon.",
                        "My grandmother lives in a care home in Dijon.", null, null, new String[][] {
                        {"person", "where does my granny live?"}, {"other-language", "where is my grandma staying?"},
                        {"typo", "where dose my grandmothr live?"}, {"paraphrase", "dans quel établissement est mamie ?"}}),
                new Template("Je joue aux échecs en ligne tous les soirs.",
                        "I play chess online every evening.", null, null, new String[][] {
                        {"paraphrase", "what board game do I enjoy?"}, {"other-language", "quel jeu je pratique le soir ?"},
                        {"typo", "when do I play chesss?"}, {"paraphrase", "do I have a hobby at night?"}}),
                new Template("Mon appartement est au cinquième étage sans ascenseur.",
                        "My flat is on the fifth floor with no lift.", null, null, new String[][] {
                        {"paraphrase", "is there an elevator in my building?"}, {"other-language", "à quel étage j'habite ?"},
                        {"typo", "which flor is my apartment on?"}, {"other-language", "what floor do I live on?"}}),
                new Template("J'ai peur de l'avion depuis un vol très agité.",
                        "I've been scared of flying since a very bumpy flight.", null, null, new String[][] {
                        {"paraphrase", "what phobia do I have?"}, {"other-language", "est-ce que j'ai peur de prendre l'avion ?"},
                        {"typo", "am I afraid of fliying?"}, {"paraphrase", "why do I avoid planes?"}}),
                new Template("Ma banque m'a accordé un prêt pour la cuisine.",
                        "My bank approved a loan for the kitchen.", null, null, new String[][] {
                        {"paraphrase", "how am I paying for the kitchen renovation?"}, {"other-language", "qui m'a prêté de l'argent ?"},
                        {"typo", "did I get a lone from the bank?"}, {"paraphrase", "what credit did I get?"}}),
                new Template("Mon neveu Ethan commence l'université en septembre.",
                        "My nephew Ethan starts university in September.", "Ethan", "nephew", new String[][] {
                        {"person", "when does my nephew start college?"}, {"other-language", "quand mon neveu entre-t-il à la fac ?"},
                        {"typo", "when does my nefew start uni?"}, {"person", "what is Ethan doing in September?"}}));
    }

    private static final String[] SMALL_TALK = {
            "Salut, ça va ?", "Hi there, how are you today?", "Quelle journée, je suis crevée.", "Long day at work, I'm exhausted.",
            "Il pleut encore, c'est déprimant.", "The weather is awful again.", "On a mangé des pâtes ce soir.",
            "We had pizza for dinner.", "J'ai vu un film génial hier soir.", "I watched a great series last night.",
            "Mon patron veut le rapport pour vendredi.", "My boss wants the report by Friday.",
            "Il faut que j'appelle la banque demain.", "I need to call the bank tomorrow.", "Ma sœur m'a appelée hier.",
            "My sister called me yesterday.", "Je dois encore faire les courses.", "I still have to do the groceries.",
            "Le train était en retard ce matin.", "The train was late this morning.", "Tu connais une bonne recette de soupe ?",
            "Do you know a good soup recipe?", "J'ai mal dormi cette nuit.", "I slept badly last night.",
            "On a repeint la cuisine ce week-end.", "We painted the kitchen this weekend.", "Je cherche un cadeau pour un ami.",
            "I'm looking for a gift for a friend.", "Mes parents viennent dîner dimanche.", "My parents are coming for dinner on Sunday.",
            "J'ai oublié mon parapluie au bureau.", "I left my umbrella at the office.", "Le chat du voisin est encore dans le jardin.",
            "The neighbour's cat is in our garden again.", "J'ai commencé un puzzle de mille pièces.", "I started a thousand-piece puzzle.",
            "Il faut que je renouvelle mon passeport.", "I have to renew my passport.", "On a un mariage à préparer cet automne.",
            "Work has been crazy this month."};

    private static final String[] REPLIES = {"C'est noté.", "Noted!", "D'accord, je retiens.", "Got it.", "Ah, intéressant !",
            "Thanks for telling me.", "Je m'en souviendrai.", "I'll remember that.", "Oh, je vois.", "Sounds good."};

    static List<Conversation> generate(int conversations, int factsEach, int heldOutEach, long seed) {
        Random random = new Random(seed);
        List<Conversation> all = new ArrayList<>();
        for (int c = 0; c < conversations; c++) {
            Slots slots = new Slots(WOMEN[c % WOMEN.length], MEN[c % MEN.length], GIRLS[c % GIRLS.length], BOYS[c % BOYS.length],
                    CITIES[c % CITIES.length], COUNTRIES[c % COUNTRIES.length], PETS[c % PETS.length],
                    String.valueOf(5 + random.nextInt(12)), AUTHORS[c % AUTHORS.length]);
            List<Template> templates = new ArrayList<>(templates(slots));
            Collections.shuffle(templates, random);
            List<Template> heldOut = new ArrayList<>(heldOut());
            Collections.shuffle(heldOut, random);
            List<Template> told = new ArrayList<>(templates.subList(0, Math.min(factsEach, templates.size())));
            told.addAll(heldOut.subList(0, heldOutEach));
            List<String> talk = new ArrayList<>(List.of(SMALL_TALK));
            Collections.shuffle(talk, random);
            List<Object> said = new ArrayList<>(told);
            said.addAll(talk.subList(0, 2 * told.size()));
            Collections.shuffle(said, random);

            String id = "c" + c;
            List<List<Message>> sessions = new ArrayList<>();
            List<Person> persons = new ArrayList<>();
            List<Question> questions = new ArrayList<>();
            List<Message> session = new ArrayList<>();
            for (int i = 0; i < said.size(); i++) {
                if (i % 8 == 0) {
                    session = new ArrayList<>();
                    sessions.add(session);
                }
                String externalId = id + "-m" + i;
                Object line = said.get(i);
                if (line instanceof Template fact) {
                    session.add(new Message(externalId, "user", random.nextBoolean() ? fact.french() : fact.english()));
                    if (fact.personName() != null) {
                        persons.add(new Person(fact.personName(), fact.relation(), externalId));
                    }
                    String[] asked = fact.questions()[(c + told.indexOf(fact)) % fact.questions().length];
                    questions.add(new Question(asked[1], asked[0], externalId, heldOut.contains(fact)));
                } else {
                    session.add(new Message(externalId, "user", (String) line));
                }
                session.add(new Message(externalId + "r", "assistant", REPLIES[random.nextInt(REPLIES.length)]));
            }
            all.add(new Conversation(id, sessions, persons, questions));
        }
        return all;
    }
}
