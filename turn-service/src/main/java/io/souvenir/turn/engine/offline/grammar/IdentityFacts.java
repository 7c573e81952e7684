package io.souvenir.turn.engine.offline.grammar;

import static io.souvenir.turn.engine.offline.grammar.FactPattern.label;
import static io.souvenir.turn.engine.offline.grammar.FactPattern.labelled;
import static io.souvenir.turn.engine.offline.grammar.FactPattern.of;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.turn.engine.offline.lexicon.NumberWords;
import io.souvenir.turn.engine.offline.lexicon.Professions;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.stream.Stream;

/** Who the user is: name, job, age, family size, lasting state, where they live and work, languages. */
final class IdentityFacts {

    private static final String NUM = "(" + NumberWords.REGEX + ")";
    /** "I'm a terrible cook", "I'm a big fan": what is said of how one does it is no trade. */
    private static final String NOT_A_TRADE = "terrible|awful|bad|good|great|decent|lousy|rubbish|crap|shit|amazing|big|huge"
            + "|massive|keen|proper|real|total|wannabe|failed|frustrated|natural|born|better|worse|lazy|messy";

    /** A job at a hospital is not a health matter: who the user is carries no sensitive domain. */
    static final List<FactPattern> PATTERNS = Stream.of(
            of("je m ?'? ?appelle|je me nomme|mon prenom (?:est|c'est)|moi,? c'est", Facet.IDENTITY)
                    .phrased(name(Labels.NAME_FR, Labels.NAME_EN)),
            of("mon nom(?: de famille)? (?:est|c'est)", Facet.IDENTITY).phrased(name("Nom", "Surname")),
            // "I'm Omar, by the way": a proper noun, and nothing else, after "I'm" is the user's name
            of("i(?:'m| am) (?=\\p{L})|je suis (?=\\p{L})", Facet.IDENTITY).phrased(name(Labels.NAME_FR, Labels.NAME_EN))
                    .only(IdentityFacts::namedAlone),
            of("my name is|my name's|i'm called|i am called|call me|my first name is", Facet.IDENTITY)
                    .phrased(name(Labels.NAME_FR, Labels.NAME_EN)),
            of("je suis (?:une? )?(" + Professions.JOBS + "\\b.*)$", Facet.IDENTITY)
                    .phrased(labelled(Labels.JOB_FR, Labels.JOB_EN)),
            of("(?:je travaille|je bosse) comme (?:une? )?(.+)$|mon (?:metier|travail|job|boulot) (?:c'est|est)"
                    + " (?:une? )?(.+)$", Facet.IDENTITY).phrased(labelled(Labels.JOB_FR, Labels.JOB_EN)),
            of("i(?:'m| am) an? (?:(?:freelance|self-employed|independent|senior|junior|retired|former|trainee|apprentice"
                    + "|student|head|chief|lead|part-time|full-time|qualified|registered|certified) )?(" + Professions.JOBS
                    + "\\b.*)$|i work as (?:an? )?(.+)$"
                    // "I'm a sous chef", "I'm a dental nurse": a known job with a word of its trade before it
                    + "|i(?:'m| am) an? ((?!(?:" + NOT_A_TRADE + ")\\b)[\\p{L}-]+ (?:" + Professions.JOBS + ")\\b.*)$", Facet.IDENTITY)
                    .phrased(labelled(Labels.JOB_FR, Labels.JOB_EN)),
            of("j'ai " + NUM + " ans$|i(?:'m| am) " + NUM + "(?: years old| years| yo)?$", Facet.IDENTITY)
                    .phrased(IdentityFacts::age).only((m, c) -> IdentityFacts.age(m, c) != null),
            of("(?:j'ai|i have|i've got) " + NUM + " (enfants|fils|filles|petits-enfants|kids|children|sons"
                    + "|daughters|grandchildren|gosses|momes|marmots|loulous|grandkids)\\b", Facet.IDENTITY)
                    .phrased(IdentityFacts::children),
            // home: "I rent a flat near the river", "je loue un appart à Nantes"
            of("je (?:loue|possede|partage|ai achete|viens d'acheter|suis proprietaire d'|suis locataire d') ?(?:un |une |mon "
                    + "|ma |la |le )?(?:appart\\w*|maison|studio|chambre|t\\d|f\\d|pavillon|loft|coloc\\w*|logement)|i (?:rent"
                    + "|own|share|bought|just bought|live in) (?:an? |my |the )(?:\\S+ )?(?:flat|apartment|house|studio|room"
                    + "|condo|place|home|houseboat|cottage)\\b", Facet.IDENTITY),
            // what the user runs: "I run a chess club", "je tiens une librairie"
            of("je (?:tiens|gere|dirige|anime|preside|entraine|coache|ai monte|ai cree|possede) (?:un |une |le |la |mon |ma |l'"
                    + "|notre )|i (?:run|manage|own|coach|lead|host|chair|founded|started) (?:an? |my |the |our )(?!(?:bath"
                    + "|errand|marathon|race|meeting|risk|dishwasher|car|coffee)\\b)", Facet.ONGOING),
            of("je suis (?:" + Professions.STATES + ")\\b|i(?:'m| am|'ve been| have been) (?:" + Professions.STATES
                    + ")\\b|je (?:ne |n')?suis (?:pas|plus|toujours|encore) (?:" + Professions.STATES + ")\\b|i(?:'m| am)"
                    + " (?:not|still) (?:" + Professions.STATES + ")\\b", Facet.IDENTITY),
            // what the user has not: "j'ai pas de voiture", "I don't have kids"
            of("(?:je n'ai|j'ai|i don't have|i do not have|i haven't got|i have no) (?:pas |jamais |aucune? )?(?:de |d'|an? |any )?"
                    + "(?:voiture|permis|enfants?|gosses|animaux|animal|chien|chat|frere|soeur|freres|soeurs|tele|mutuelle"
                    + "|car|kids|children|pets|licen[cs]e|driving licen[cs]e|siblings|brothers?|sisters?|tv|insurance)\\b",
                    Facet.IDENTITY),
            // where the user lived before: "I used to live in Madrid", "avant j'habitais à Toulouse"
            of("(?:avant |a l'epoque )?(?:j'habitais|je vivais|je travaillais|je bossais) (?:a|au|aux|en|dans|chez|pour)\\b"
                    + "|i used to (?:live|work) (?:in|at|for|near)\\b", Facet.IDENTITY),
            of("j'habite\\b|je (?:vis|reside|demeure) (?:a|au|aux|en|dans|pres de)\\b|je suis (?:originaire|natif"
                    + "|native) d|je suis nee? (?:a|en|au|le|(?=\\d))\\b|j'ai grandi (?:a|en|au|aux|dans)\\b", Facet.IDENTITY),
            // Québec: "je reste à Laval" is where one lives, when a named place follows
            of("(?:je reste|on reste|nous restons|jreste) (?:a|au|aux|en|dans|sur) (?=\\S)", Facet.IDENTITY)
                    .only((m, c) -> c.text().capitalAt(m.end())),
            of("je viens (?:de |d'|du |des )|je suis (?:de |d')", Facet.IDENTITY)
                    .only((m, c) -> c.text().capitalAt(m.end())),
            of("je viens (?:de |d'|du |des )", Facet.IDENTITY).only(IdentityFacts::notAVerb).guessed(),
            // "on habite à Nantes", "we live in Leeds": the user's household is the user
            of("(?:on habite|nous habitons|on vit|nous vivons|on demeure) (?:a|au|aux|en|dans|pres de)\\b"
                    + "|(?:on habite|nous habitons) (?=\\S)|we (?:live|are based|'re based) (?:in|at|near|on)\\b",
                    Facet.IDENTITY),
            of("i live (?:in|at|near|on)\\b|i(?:'m| am) (?:from|originally from|based in)\\b|i come from\\b"
                    + "|i was born (?:in|on|(?=\\d))\\b|i grew up in\\b", Facet.IDENTITY),
            // "je suis dev chez Capgemini", "I'm an engineer at Airbus": who they work for, a name
            of("je suis (?:une? )?[\\p{L}-]+(?: [\\p{L}-]+)? (?:chez|pour) (?=\\S)|i(?:'m| am) (?:an? )?[\\p{L}-]+(?: [\\p{L}-]+)?"
                    + " (?:at|for) (?=\\S)", Facet.IDENTITY).only((m, c) -> c.text().capitalAt(m.end())),
            of("je (?:travaille|bosse) (?:(?:de nuit|de jour|en equipe|a mi-temps|a temps partiel|en freelance|comme \\S+) )?"
                    + "(?:chez|a|au|aux|pour|dans|en)\\b|i work (?:(?:nights|night shifts|days|part-time|full-time|shifts"
                    + "|remotely|from home|as an? \\S+) )?(?:at|for|in)\\b|i work (?:nights|night shifts|from home|remotely"
                    + "|part-time|full-time)\\b", Facet.IDENTITY),
            // what the user is to others: "I'm a single dad of two", "je suis maman solo"
            of("i(?:'m| am) (?:an? )?(?:single|stay-at-home|working|divorced|new|first-time) (?:dad|mum|mom|parent|father"
                    + "|mother)\\b|je suis (?:une? )?(?:maman|papa|mere|pere|parent) (?:solo|celibataire|au foyer|isolee?)\\b",
                    Facet.IDENTITY),
            // family and pets counted: "j'ai un chat et deux chiens", "I have a sister and two brothers"
            of("(?:j'ai|i have|i've got|we have|we've got|on a|nous avons) (?:" + NUM + "|un|une|a|an) (?:(?:petite?|grande?"
                    + "|little|big|older|younger) )?(?:" + Relations.REGEX + ")\\b", Facet.IDENTITY).only(IdentityFacts::kin)
                    .phrased(FactPattern.WITHOUT_SUBJECT),
            // working for oneself: "I'm freelancing as a UX designer now", "je suis à mon compte depuis janvier"
            of("i(?:'m| am) (?:now )?(?:freelancing|working freelance|working for myself|self-employed)\\b|i freelance\\b"
                    + "|je (?:suis|me suis mise?|me mets) (?:a|a) mon compte\\b|je suis (?:maintenant )?(?:auto-entrepreneu(?:r|se)"
                    + "|independante?|freelance)\\b", Facet.IDENTITY),
            // a change of job: "j'ai été licencié", "I got promoted to team lead"
            of("(?:je |j')(?:ai ete|viens d'etre|me suis fait) (?:licenciee?|viree?|promue?|embauchee?|recrutee?|titularisee?"
                    + "|mise? a la porte|remerciee?)\\b|i (?:got|was|have been|'ve been|just got) (?:promoted|fired|laid off"
                    + "|hired|made redundant|let go|sacked|a promotion|a new job|a raise)\\b", Facet.IDENTITY),
            of("je parle (?!trop|beaucoup|peu|a |au |avec |de |du |des |souvent)\\S|i speak (?!to |with |about )\\S",
                    Facet.IDENTITY)).map(pattern -> pattern.in(Domain.NONE)).toList();

    private IdentityFacts() {
    }

    private static FactPattern.Phrasing name(String french, String english) {
        return (matcher, clause) -> Names.introduced(clause.text(), matcher.end())
                .map(name -> label(clause, french, english, name.value())).orElse(null);
    }

    /** "j'ai un chat", "I have two sisters": family or pets, not "j'ai un ami qui dit…". */
    private static boolean kin(Matcher matcher, Clause clause) {
        Matcher word = java.util.regex.Pattern.compile("(" + Relations.REGEX + ")\\b").matcher(clause.text().folded());
        if (!word.find()) {
            return false;
        }
        boolean named = clause.text().folded().matches(".*\\b(?:called|named|s'appellen?t?|nommee?s?|qui s'appelle)\\b.*")
                || clause.text().capitalAt(Math.min(word.end() + 1, clause.text().length()));
        return !named && Relations.of(word.group(1)).filter(r -> r.family() || PETS.contains(r.name())).isPresent();
    }

    private static final java.util.Set<String> PETS = java.util.Set.of("dog", "cat", "rabbit", "hamster", "parrot",
            "horse", "tortoise", "fish", "ferret", "snake", "rodent", "bird", "dogs", "cats", "rabbits", "fishs", "hamsters", "horses",
            "birds", "rodents", "tortoises");

    /** "I'm Omar" names the user; "I'm French", "I'm Tired" do not: a proper noun, written so, and the clause ends. */
    private static boolean namedAlone(Matcher matcher, Clause clause) {
        Text text = clause.text();
        return text.capitalAt(matcher.end()) && clause.tokenAt(matcher.end()).filter(t -> t.is("PROPN")).isPresent()
                && Names.written(text, matcher.end()).filter(name -> name.end() == text.length()).isPresent()
                && !text.folded().substring(matcher.end()).matches("(?:" + Professions.STATES + "|"
                        + Professions.JOBS + ")\\b.*");
    }

    private static String age(Matcher matcher, Clause clause) {
        String said = matcher.group(1) != null ? matcher.group(1) : matcher.group(2);
        OptionalInt years = NumberWords.parse(said);
        if (years.isEmpty() || years.getAsInt() < 1 || years.getAsInt() > 120) {
            return null;
        }
        return label(clause, Labels.AGE_FR, Labels.AGE_EN, years.getAsInt() + (clause.french() ? " ans" : ""));
    }

    private static String children(Matcher matcher, Clause clause) {
        OptionalInt count = NumberWords.parse(matcher.group(1));
        String who = clause.text().original(matcher, 2);
        return count.isEmpty() ? null : (clause.french() ? "A " : "Has ") + count.getAsInt() + " " + who;
    }

    /** "Je viens de rouen" may be a place; "je viens de manger" is not. */
    private static boolean notAVerb(Matcher matcher, Clause clause) {
        String next = clause.text().folded().substring(matcher.end()).split("\\s+")[0];
        return !next.isEmpty() && !next.matches(".*(?:er|ir|re|oir)");
    }
}
