package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The last reading of a clause no other way of saying things fitted: a statement the user makes
 * of their own life, read on its structure rather than on its words. A first-person subject ("je",
 * "j'", "on", "nous", "I", "we"), a finite verb within a few words of it (past negation, clitics
 * and adverbs), and a complement that carries content: "je joue du violoncelle", "we're Buddhists",
 * "ça fait six ans que je fais de l'aviron", "I've been settled in Oslo since 2015", "(je suis
 * gauchère)". The subject may open the clause or follow a boundary (a comma, a parenthesis, a
 * coordination, "parce que", a duration: "ça fait … que", "depuis que").
 *
 * <p>What is of the moment keeps nothing: a hypothesis or a conditional, a plan or a wish (a modal
 * or "aller" + infinitive), what one thinks, says or sees, a mood or a sensation ("je suis
 * crevée", "I'm starving"), a place one is at right now, words to the assistant, anything said
 * with "today", "ce soir", "right now", and a past act with nothing that lasts (a duration, a
 * habit, "no longer", "now").
 */
final class OwnStatement implements Rule {

    /** Words after which a new statement may start inside a clause. */
    private static final Set<String> OPENERS = words("et", "and", "mais", "but", "car", "because", "parce", "bref",
            "anyway", "enfin", "sinon", "donc", "so", "btw", "puis", "pis", "plus", "also", "aussi", "moi", "honnêtement",
            "honestly", "franchement", "perso", "ouais", "yeah", "oui", "yes", "well", "bon", "alors", "tbh", "ngl",
            "actually", "basically", "en", "fait", "au");
    /** Words that end a statement: what follows is another one, a reason, a contrast, a condition. */
    private static final Set<String> CLOSERS = words("so", "donc", "mais", "but", "because", "parce", "car", "alors",
            "if", "si", "s'", "quand", "when", "lorsque", "whereas", "tandis", "though", "although", "tho", "même",
            "puisque", "vu", "unless", "sauf", "until", "jusqu'à", "which", "who", "qui", "where", "où");
    /** Pronouns a verb may carry before it: "je m'y suis mise", "on ne le voit plus". */
    private static final Set<String> BEFORE_VERB = words("ne", "n'", "me", "m'", "se", "s'", "y", "en", "le", "la",
            "l'", "les", "lui", "leur", "nous", "vous", "te", "t'");
    /**
     * Verbs that say what one thinks, wants, can, sees, says or is about to do: talk of the moment,
     * or a plan the rules for plans keep.
     */
    private static final Set<String> OF_THE_MOMENT = words("aller", "venir", "vouloir", "pouvoir", "devoir", "falloir",
            "penser", "croire", "savoir", "trouver", "espérer", "esperer", "souhaiter", "dire", "demander", "comprendre",
            "voir", "regarder", "écouter", "ecouter", "attendre", "chercher", "sentir", "imaginer", "rappeler", "souvenir",
            "oublier", "remercier", "galérer", "galerer", "tromper", "hésiter", "hesiter", "essayer", "demander", "préférer", "prier", "excuser", "répondre",
            "repondre", "envoyer", "appeler", "think", "know", "guess", "hope", "wish", "wonder", "want", "need", "can", "could", "should", "must", "would",
            "will", "shall", "may", "might", "say", "tell", "ask", "mean", "feel", "go", "see", "understand", "look",
            "try", "forget", "remember", "suppose", "reckon", "bet", "agree", "believe", "thank", "get", "let", "send",
            "call", "answer", "gonna", "wanna", "gotta", "'ll", "'d", "ll", "d");
    /** What one is doing or where one goes: of the moment, unless said with what lasts ("je mange plus de viande"). */
    private static final Set<String> ACTIVITIES = words("manger", "dormir", "regarder", "écouter", "ecouter", "attendre",
            "chercher", "arriver", "partir", "rentrer", "sortir", "revenir", "eat", "sleep", "watch", "listen", "wait",
            "look", "come", "leave", "arrive");
    /** "je suis allée", "on est partis": a move made, told in the past, not a state. */
    private static final Set<String> MOVES = words("aller", "partir", "venir", "arriver", "rentrer", "sortir", "passer",
            "tomber", "monter", "descendre", "rester", "revenir", "retourner", "naître", "naitre", "mourir", "devenir");
    /** How one feels, where one is, whether one is ready: said of the moment, not of a life. */
    private static final Set<String> MOODS = words("fatigué", "fatigue", "fatiguée", "crevé", "crevée", "creve",
            "claqué", "claque", "épuisé", "epuise", "épuisée", "naze", "content", "contente", "heureux", "heureuse", "triste",
            "énervé", "enerve", "énervée", "stressé", "stresse", "stressée", "malade", "désolé", "desole", "désolée", "prêt",
            "pret", "prête", "sûr", "sur", "sûre", "accord", "ok", "okay", "dispo", "occupé", "occupee", "occupée", "retard",
            "avance", "pressé", "pressée", "bourre", "perdu", "perdue", "choqué", "surpris", "surprise", "ravi", "ravie",
            "déçu", "deçu", "decu", "déçue", "saoulé", "soulé", "vener", "partant", "partante", "motivé", "motivée",
            "impatient", "impatiente", "rassuré", "rassurée", "inquiet", "inquiète", "nerveux", "nerveuse", "fier", "fière",
            "bourré", "bourrée", "ko", "hs", "enrhumé", "enrhumée", "forme", "bien", "mal", "là", "la", "dehors", "rentré",
            "rentrée", "arrivé", "arrivée", "parti", "partie", "sorti", "sortie", "levé", "levée", "réveillé", "réveillée",
            "couché", "couchée", "debout", "mort", "morte", "dégoûté", "degoute", "dégoûtée", "vexé", "vexée", "soulagé",
            "soulagée", "rincé", "rincée", "rince", "mdr", "tired", "exhausted", "knackered", "shattered", "happy", "sad", "glad", "sorry", "upset",
            "angry", "mad", "annoyed", "stressed", "nervous", "worried", "excited", "bored", "hungry", "thirsty", "sleepy",
            "sick", "ill", "cold", "hot", "late", "early", "ready", "done", "sure", "fine", "good", "great", "well", "better",
            "worse", "busy", "free", "back", "home", "here", "there", "off", "out", "in", "up", "awake", "drunk",
            "hungover", "confused", "lost", "scared", "afraid", "proud", "thrilled", "gutted", "chuffed", "buzzing",
            "starving", "dying", "dead", "sorted", "pumped", "jealous", "curious", "grateful", "thankful", "relieved",
            "disappointed", "surprised", "shocked", "one", "celui", "celle", "okay", "ok", "alright", "right", "wrong", "sore", "full", "stuck",
            "lucky", "serious", "kidding", "joking", "way", "afk", "brb", "around", "away", "trop", "grave", "chaud",
            "chaude", "hyper", "so", "very", "really", "pretty", "quite", "super", "vraiment", "tellement", "très", "tres",
            "un", "peu", "bit", "little", "a", "si", "assez", "complètement", "completement", "totally", "completely");
    private static final Set<String> MOODS_INTENSIFIERS = words("so", "very", "really", "pretty", "quite", "super",
            "vraiment", "tellement", "très", "tres", "trop", "hyper", "grave", "un", "peu", "a", "bit", "little", "si",
            "assez", "complètement", "completement", "totally", "completely", "just", "all", "tout", "toute", "kinda",
            "sooo", "soooo", "too", "mega", "absolutely", "carrément", "carrement");
    /** Said of the moment: today, tonight, right now, in a minute. */
    private static final Pattern MOMENT = Pattern.compile("\\b(?:aujourd'hui|ce soir|ce matin|cet aprem|cet apres-midi"
            + "|cette nuit|tout a l'heure|tout de suite|en ce moment|maintenant meme|la tout de suite|hier|demain|today|tonight"
            + "|right now|rn|atm|at the moment|this morning|this afternoon|this evening|just now|yesterday|tomorrow"
            + "|en train de|in a (?:minute|sec|bit)|dans (?:5|cinq|10|dix) min)\\b");
    /** A hypothesis, a wish or a conditional: nothing said as true. */
    private static final Pattern HYPOTHETICAL = Pattern.compile("\\b(?:si|s'il|if|imagine|suppose|supposing|maybe|perhaps"
            + "|peut-etre|wish|would|could|might|j'aimerais|je voudrais|i'd|we'd|on pourrait|au cas ou|in case"
            + "|\\p{L}+(?:rais|rait|rions|riez|raient))\\b");
    /** What lasts: a duration, a habit, a change, a state since. */
    private static final Pattern LASTING = Pattern.compile("\\b(?:depuis|since|ca fait|cela fait|voila \\S+ (?:ans|mois)"
            + "|for (?:\\S+ )?(?:years|months|ages|decades|a while|a long time|donkey's years)|toujours|always|jamais|never"
            + "|chaque|tous les|toutes les|every|each|usually|d'habitude|generalement|souvent|often|le matin|le soir|les matins"
            + "|le week-end|le weekend|on weekends|weekends|no longer|anymore|any more|nowadays|desormais"
            + "|these days|de naissance|since birth|years|ans|mois|months)\\b");
    /** How long it has lasted: "depuis 2019", "since uni", "for six years", "ça fait". */
    private static final Pattern DURATION = Pattern.compile("\\b(?:depuis|since|ca fait|cela fait|de naissance"
            + "|for (?:\\S+ )?(?:years|months|decades|ages|a while|a long time|donkey's years))\\b");
    /** Verbs of taste, which the rules for tastes read; what they leave is not a taste. */
    private static final Set<String> TASTES = words("aimer", "adorer", "détester", "detester", "kiffer", "préférer",
            "love", "like", "hate", "adore", "prefer", "enjoy");
    /** Pronouns that stand for something said before: "je le vois", "j'en ai", "I keep it". */
    private static final Set<String> ANAPHORIC = words("le", "la", "l'", "les", "lui", "leur", "en", "y");
    /** A bond with someone, which their card says: "we've been together", "on est ensemble". */
    private static final Set<String> BOND = words("together", "ensemble", "pacsés", "pacses", "pacsé", "mariés", "maries");
    /** Coming and going: of the moment, even denied ("on part pas à Lyon"), unless said with what lasts. */
    private static final Set<String> GOINGS = words("partir", "arriver", "rentrer", "sortir", "revenir", "come", "leave",
            "arrive", "go");
    /** The forms of coming and going, as typed (the tagger's lemmas of them are unsure): "rentre", "repars", "heading". */
    private static final Pattern GOING = Pattern.compile("(?:re)?(?:(?:rentr|arriv|vien|retourn)\\p{L}*|(?:part|sort)(?:s|ir"
            + "|ons|ez|ent|i|ie|is|ies)?|pars|sors)|vais|vas|va|allons|(?:leav|go|head|com)(?:e|es|ing|s)?");
    /** "ce", "this": what is pointed at is at hand, of the moment. */
    private static final Set<String> POINTED = words("ce", "cet", "cette", "ces", "ça", "ca", "this", "that", "these",
            "those");
    /** "ça fait trois ans que", "depuis que", "since": what lasts, said before the statement. */
    private static final Pattern DURATION_LEAD = Pattern.compile("(?:^|\\s)(?:ca fait|cela fait|voila|il y a|depuis|since)"
            + "(?:\\s+\\S+){0,4}\\s+(?:que|qu'|)$|(?:^|\\s)(?:ca fait|cela fait|voila|il y a)(?:\\s+\\S+){0,4}\\s+que\\s*$");
    /** Words to the assistant. */
    private static final Pattern ADDRESSED = Pattern.compile("\\b(?:tu|t'|te|toi|vous|you|your|u|ur)\\b");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        List<Token> tokens = clause.analysis().tokens();
        String folded = clause.text().folded();
        if (MOMENT.matcher(folded).find()) {
            return List.of();
        }
        MemoryDraft unsaid = withoutSubject(clause, tokens);
        if (unsaid != null) {
            return List.of(unsaid);
        }
        if (NOT_MEANT.matcher(clause.text().original()).find()) {
            // "mdr je suis mariée à mon boulot 😂": said laughing or rolling one's eyes, not meant to the letter
            return List.of();
        }
        for (int i = 0; i < tokens.size(); i++) {
            if (!subject(tokens, i) || !opens(tokens, i) || quoted(clause.text().original(), tokens.get(i).start())) {
                continue;
            }
            MemoryDraft fact = statement(clause, tokens, i);
            if (fact != null) {
                return List.of(fact);
            }
        }
        return List.of();
    }

    /** What of the user's is named first: "my hometown is…", "mon taf c'est…", "ma religion, c'est…". */
    private static final Set<String> OWN_ATTRIBUTES = words("job", "work", "boulot", "travail", "taf", "métier", "metier",
            "profession", "passion", "hobby", "hobbies", "sport", "religion", "langue", "language", "hometown", "town", "city",
            "ville", "village", "quartier", "neighbourhood", "neighborhood", "pays", "country", "origine", "origines",
            "place", "régime", "regime", "diet", "routine", "emploi", "poste", "position", "role", "rôle", "team", "équipe",
            "equipe", "club", "paroisse", "parish", "church", "église", "eglise", "mosquée", "mosque", "school", "école",
            "ecole", "fac", "uni", "university", "études", "etudes", "studies", "major", "degree", "diplôme", "diplome",
            "salaire", "salary", "loyer", "rent", "mortgage", "weight", "poids", "taille", "height", "pointure", "signe",
            "sign", "groupe", "blood", "allergie", "allergy", "maladie", "condition", "traitement", "treatment", "sexualité",
            "nationalité", "nationality", "accent", "dialect", "dialecte", "lycée", "lycee", "collège", "college");

    /**
     * "my hometown is Kochi", "mon taf c'est surtout de la compta", "been on insulin since May",
     * "still paying off the van": the user as the owner of what is said first, or the subject dropped.
     */
    private static MemoryDraft withoutSubject(Clause clause, List<Token> tokens) {
        if (tokens.size() < 3) {
            return null;
        }
        String first = lower(tokens.get(0));
        int verb = -1;
        if (first.matches("my|mon|ma|mes")) {
            int noun = 1;
            while (noun < tokens.size() - 1 && noun < 3 && tokens.get(noun).is("ADJ")) {
                noun++;
            }
            if (!OWN_ATTRIBUTES.contains(lower(tokens.get(noun))) && !OWN_ATTRIBUTES.contains(tokens.get(noun).lemma())) {
                return null;
            }
            int be = noun + 1;
            if (be < tokens.size() && lower(tokens.get(be)).matches(",|c'|c")) {
                be++;
            }
            if (be < tokens.size() && lower(tokens.get(be)).equals("c'")) {
                be++;
            }
            if (be >= tokens.size() || !lower(tokens.get(be)).matches("is|est|'s|was|c'est|:|=|sont|are")) {
                return null;
            }
            verb = be;
        } else if (clause.french()) {
            return null;
        } else if (first.equals("been") && DURATION.matcher(clause.text().folded()).find()) {
            verb = 0;
        } else if (first.equals("still") && tokens.get(1).text().endsWith("ing") && tokens.get(1).is("VERB")) {
            verb = 1;
        } else {
            return null;
        }
        int end = verb + 1;
        while (end < tokens.size() && !closes(tokens, end)) {
            end++;
        }
        List<Token> complement = tokens.subList(verb + 1, end);
        String typed = clause.text().original();
        String span = typed.substring(tokens.get(0).start(), tokens.get(end - 1).end());
        String folded = Text.fold(span);
        if (HYPOTHETICAL.matcher(folded).find() || ADDRESSED.matcher(folded).find() || complement.stream()
                .noneMatch(t -> t.is("NOUN", "PROPN", "NUM", "ADJ", "X") && !MOODS.contains(lower(t)))) {
            return null;
        }
        return Drafts.fact(clause, Facet.IDENTITY, null, span.strip(), List.of(), null, Drafts.GUESS);
    }

    private static boolean subject(List<Token> tokens, int i) {
        String word = lower(tokens.get(i));
        if (word.equals("nous")) {
            // "nous" as a subject, its verb agreeing ("nous habitons"), not as an object ("le notaire nous reçoit")
            return i + 1 < tokens.size() && lower(tokens.get(i + 1)).matches("\\p{L}+ons|sommes");
        }
        return Set.of("je", "j'", "j", "on", "i", "we").contains(word);
    }

    /** Whether a statement may start at this subject: first in the clause, or after a boundary. */
    private static boolean opens(List<Token> tokens, int i) {
        if (i == 0) {
            return true;
        }
        Token before = tokens.get(i - 1);
        String word = lower(before);
        if (before.is("PUNCT") || before.is("INTJ") || OPENERS.contains(word)) {
            return true;
        }
        if (word.equals("que") || word.equals("qu'")) {
            // "parce que je…", "vu que je…" give a reason; "ça fait 3 ans que je…" a duration
            String lead = lower(tokens.subList(Math.max(0, i - 7), i));
            return lead.matches(".*\\b(?:parce|vu|puisque|étant donné|sachant) que?'?$") || leadsDuration(lead);
        }
        if (sinceFirst(tokens, i) >= 0) {
            return true;
        }
        return word.equals("since") && i >= 2 && lower(tokens.get(i - 2)).matches("[,(]|ever") || i <= 2
                && tokens.subList(0, i).stream().allMatch(t -> t.is("ADV", "INTJ", "PUNCT") || OPENERS.contains(lower(t)));
    }

    /** "depuis lundi", "since March": when what follows began, said right before its subject. */
    private static final Pattern SINCE_FIRST = Pattern.compile("^(?:depuis|since)(?: [^ ,;()]+){1,3}$");

    /** The token that opens a start said right before the subject ("depuis lundi je…"), or -1. */
    private static int sinceFirst(List<Token> tokens, int subject) {
        for (int i = Math.max(0, subject - 4); i < subject; i++) {
            if ((i == 0 || tokens.get(i - 1).is("PUNCT")) && SINCE_FIRST.matcher(Text.fold(lower(tokens.subList(i, subject))))
                    .matches()) {
                return i;
            }
        }
        return -1;
    }

    private static boolean leadsDuration(String before) {
        return DURATION_LEAD.matcher(Text.fold(before)).find();
    }

    private static MemoryDraft statement(Clause clause, List<Token> tokens, int subject) {
        int verb = subject + 1;
        while (verb < tokens.size() && verb <= subject + 4 && (BEFORE_VERB.contains(lower(tokens.get(verb)))
                || tokens.get(verb).is("ADV") && !contraction(tokens.get(verb)))) {
            verb++;
        }
        if (verb >= tokens.size() || !(tokens.get(verb).is("VERB", "AUX") || contraction(tokens.get(verb)))) {
            return null;
        }
        Token said = tokens.get(verb);
        String lemma = contraction(said) ? contracted(said) : said.lemma().toLowerCase(Locale.ROOT);
        if (OF_THE_MOMENT.contains(lemma) || OF_THE_MOMENT.contains(lower(said)) || lower(said).startsWith("souvien")) {
            return null;
        }
        boolean negated = tokens.subList(subject, Math.min(tokens.size(), verb + 3)).stream()
                .anyMatch(t -> lower(t).matches("ne|n'|pas|plus|jamais|don't|dont|not|never|n't"));
        if (ACTIVITIES.contains(lemma) && !negated && !LASTING.matcher(clause.text().folded()).find()
                || (GOINGS.contains(lemma) || GOING.matcher(Text.fold(lower(said))).matches())
                && !DURATION.matcher(clause.text().folded()).find()
                || TASTES.contains(lemma) || tokens.subList(subject + 1, verb).stream().anyMatch(t -> ANAPHORIC.contains(lower(t)))) {
            return null;
        }
        int end = verb + 1;
        while (end < tokens.size() && !closes(tokens, end)) {
            end++;
        }
        end = withApposed(tokens, end);
        List<Token> complement = tokens.subList(verb + 1, end);
        int start = subject;
        String before = lower(tokens.subList(0, subject));
        boolean durationFirst = leadsDuration(before);
        int since = sinceFirst(tokens, subject);
        if (durationFirst) {
            start = 0;
        } else if (since >= 0) {
            // "…, depuis lundi je suis chez Lidl": the statement from its start on
            durationFirst = true;
            start = since;
        }
        String typed = clause.text().original();
        String span = typed.substring(tokens.get(start).start(), tokens.get(end - 1).end());
        String spanFolded = Text.fold(span);
        if (HYPOTHETICAL.matcher(spanFolded).find() || HYPOTHETICAL.matcher(Text.fold(before)).find()
                || ADDRESSED.matcher(Text.fold(typed.substring(tokens.get(subject).start(), tokens.get(end - 1).end()))).find()) {
            return null;
        }
        List<Token> content = complement.stream().filter(t -> t.is("NOUN", "PROPN", "NUM", "ADJ", "VERB", "X")
                && !MOODS.contains(lower(t))).toList();
        if (content.isEmpty()) {
            return null;
        }
        boolean lasting = durationFirst || LASTING.matcher(spanFolded).find();
        boolean household = lower(tokens.get(subject)).matches("we|nous") && DURATION.matcher(spanFolded).find();
        if (together(tokens.get(subject)) && !groupStatement(complement, lemma) && !household) {
            // "on partage le bureau", "we play every Thursday": the user with others, doing something together
            return null;
        }
        if (complement.stream().anyMatch(t -> THEIRS.contains(lower(t)))) {
            // "we check his levels", "je fais ses courses": what is done is about someone else
            return null;
        }
        if (complement.stream().anyMatch(t -> POINTED.contains(lower(t)))
                || clause.when().isPresent() && !lasting) {
            // "I love this song", "on pend la crémaillère samedi": what is at hand, or planned for a day
            return null;
        }
        boolean lasted = durationFirst || DURATION.matcher(spanFolded).find();
        if (reciprocal(tokens, subject) || (lemma.equals("avoir") || lemma.equals("have")) && !lasted
                || complement.stream().anyMatch(t -> BOND.contains(lower(t)))) {
            // "on se voit", "we text each other": a bond with someone; "j'ai un souci": what one has right now
            return null;
        }
        boolean be = lemma.equals("être") || lemma.equals("etre") || lemma.equals("be");
        Token participle = participle(complement);
        // "j'ai vu", "I've moved", "je suis allée": a past; "je suis mariée", "I'm settled": a state
        boolean compound = participle != null && (lemma.equals("avoir") || lemma.equals("have")
                || be && clause.french() && MOVES.contains(participle.lemma().toLowerCase(Locale.ROOT)));
        if (compound || Tense.isPast(Text.of(span))) {
            // a past act ("j'ai vu un film", "we went to Rome") is an event or nothing; what lasts from it is a fact
            if (!lasted) {
                return null;
            }
        }
        if (be && !compound) {
            Token first = complement.stream().filter(t -> !t.is("ADV") && !MOODS_INTENSIFIERS.contains(lower(t)))
                    .findFirst().orElse(null);
            if (first == null || MOODS.contains(lower(first))) {
                return null;
            }
            boolean progressive = !clause.french() && lower(first).endsWith("ing");
            boolean where = first.is("ADP");
            // "je suis au boulot", "I'm at the gym", "I'm cooking": where one is, what one does, right now
            if ((progressive || where) && !lasting) {
                return null;
            }
        }
        if (!be && !negated && !lasting && clause.french() && !complement.isEmpty()
                && lower(complement.get(0)).matches("le|la|l'|les|un|une|mon|ma|mes|son|sa|ses")) {
            // "je prépare le dîner", "je lis un bouquin": what one is doing; "je joue du cor", "je bosse à Metz" last
            return null;
        }
        if (!be && !lasting && !complement.isEmpty() && lower(complement.get(0)).matches("with|avec")) {
            // "I play with my kids", "je joue avec ma fille": time spent with someone, not who one is
            return null;
        }
        if (!clause.french() && complement.stream().limit(2).anyMatch(t -> lower(t).endsWith("ing"))) {
            // "I keep forgetting", "we're still getting": doing now
            return null;
        }
        Token head = complement.stream().filter(t -> !t.is("ADV")).findFirst().orElse(null);
        if (!be && !lasting && !negated && (head == null || !head.is("ADP"))) {
            // "je prépare un gâteau", "I fix bikes": a verb and its object say what one does, now or always; unsure, kept for
            // the verifier. Where one does it ("je bosse à Metz"), since when, how often, or that one no longer does: lasting
            return null;
        }
        String text = span.startsWith("(") ? span.substring(1) : span;
        Text said2 = Text.of(text);
        String phrased = durationFirst ? text : Rephrase.withoutSubject(said2, clause.french());
        return Drafts.fact(clause, Facet.IDENTITY, null, phrased.strip(), List.of(), null, Drafts.GUESS);
    }

    private static Token participle(List<Token> complement) {
        return complement.stream().filter(t -> !t.is("ADV")).findFirst().filter(t -> t.is("VERB")).orElse(null);
    }

    /** "on se voit", "nous nous connaissons": the subject and someone else, each to the other. */
    private static boolean reciprocal(List<Token> tokens, int subject) {
        String word = lower(tokens.get(subject));
        return (word.equals("on") || word.equals("nous")) && subject + 1 < tokens.size()
                && lower(tokens.get(subject + 1)).matches("se|s'|nous")
                || word.equals("we") && lower(tokens.subList(subject, tokens.size())).contains("each other");
    }

    /** "his", "son": what belongs to someone else. */
    private static final Set<String> THEIRS = words("his", "her", "their", "son", "sa", "ses", "leur", "leurs");

    private static boolean together(Token subject) {
        return lower(subject).matches("on|nous|we");
    }

    /**
     * What a household says of itself: what it is ("we're Quakers", "on est végétariens") or where
     * it lives, goes or moves in ("we live in…", "on roule en…"); not a count or a pastime shared.
     */
    private static boolean groupStatement(List<Token> complement, String lemma) {
        Token first = complement.stream().filter(t -> !t.is("ADV")).findFirst().orElse(null);
        if (first == null) {
            return false;
        }
        boolean be = lemma.equals("être") || lemma.equals("etre") || lemma.equals("be");
        return be ? first.is("NOUN", "ADJ", "PROPN", "DET") : first.is("ADP");
    }

    /** Laughter, an eye-roll, a joke owned up to. */
    private static final Pattern NOT_MEANT = Pattern.compile("[\uD83D\uDE02\uD83E\uDD23\uD83D\uDE44\uD83D\uDE1C"
            + "\uD83D\uDE1D]|(?i)\\b(?:jk|just kidding|je rigole|je plaisante|je d[eé]conne|kidding)\\b");

    /** Whether a character stands between quotation marks: words quoted are not the user's statement. */
    private static boolean quoted(String typed, int at) {
        int marks = 0;
        for (int i = 0; i < at; i++) {
            char c = typed.charAt(i);
            if (c == '«' || c == '“') {
                marks++;
            } else if (c == '»' || c == '”') {
                marks--;
            } else if (c == '"') {
                marks += marks > 0 ? -1 : 1;
            }
        }
        return marks > 0;
    }

    /**
     * "je taffe dans la restau, serveur à Lille": what follows a comma with no verb nor pronoun of its
     * own, and names something, is still said of the user; the statement runs on to it.
     */
    private static int withApposed(List<Token> tokens, int end) {
        if (end >= tokens.size() || !lower(tokens.get(end)).equals(",")) {
            return end;
        }
        int next = end + 1;
        while (next < tokens.size() && !closes(tokens, next)) {
            next++;
        }
        List<Token> part = tokens.subList(end + 1, next);
        boolean verbless = part.stream().noneMatch(t -> t.is("VERB", "AUX", "PRON") || contraction(t));
        boolean names = part.stream().anyMatch(t -> t.is("NOUN", "PROPN") && !MOODS.contains(lower(t)));
        return verbless && names && part.size() <= 6 ? next : end;
    }

    private static boolean closes(List<Token> tokens, int i) {
        Token token = tokens.get(i);
        String word = lower(token);
        if (token.is("PUNCT") && !contraction(token) && !word.equals("-") && !word.equals("'")) {
            return true;
        }
        if (CLOSERS.contains(word)) {
            return true;
        }
        // "…et je…", "…and we…": a new statement with its own subject
        return (word.equals("et") || word.equals("and")) && i + 1 < tokens.size() && subject(tokens, i + 1);
    }

    /** "'m", "'re", "'ve", "'s": English contractions the tagger may read as punctuation. */
    private static boolean contraction(Token token) {
        return lower(token).matches("['’](?:m|re|ve|s|d|ll)");
    }

    private static String contracted(Token token) {
        return switch (lower(token).substring(1)) {
            case "m", "re", "s" -> "be";
            case "ve" -> "have";
            case "d" -> "'d";
            default -> "'ll";
        };
    }

    /** A set of words, each once however often it is listed. */
    private static Set<String> words(String... listed) {
        return Set.copyOf(java.util.Arrays.asList(listed));
    }

    private static String lower(Token token) {
        return token.text().toLowerCase(Locale.ROOT);
    }

    private static String lower(List<Token> tokens) {
        StringBuilder said = new StringBuilder();
        for (Token token : tokens) {
            if (!said.isEmpty() && !said.toString().endsWith("'")) {
                said.append(' ');
            }
            said.append(lower(token));
        }
        return said.toString();
    }
}
