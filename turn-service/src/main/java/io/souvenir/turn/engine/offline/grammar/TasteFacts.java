package io.souvenir.turn.engine.offline.grammar;

import static io.souvenir.turn.engine.offline.grammar.FactPattern.of;

import io.souvenir.contracts.memory.Facet;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the user likes and dislikes, and what they are working at over time. What they are doing
 * right now ("je prépare le dîner", "je suis en train de manger") is not a project.
 */
final class TasteFacts {

    private static final Pattern PRONOUN_AT_END = Pattern.compile("\\b(?:ca|cela|ceci|tout|rien|toi|vous|it|that"
            + "|this|you|them|him|her|everything|nothing|so much|a lot)$");
    private static final Pattern IN_FRONT = Pattern.compile("(?:this|that|these|those|ce|cet|cette|ces)\\s+\\S+$");
    private static final Pattern MEAL = Pattern.compile("^\\s*(?:(?:le|la|les|un|une|du|des|mon|ma|mes|the|an?"
            + "|my|some) )?(?:diner|dejeuner|repas|petit-dejeuner|cafe|the|gouter|apero|valise|sac|affaires|dinner"
            + "|lunch|breakfast|meal|coffee|tea|bag|suitcase|food)\\b");
    private static final String MOMENTARY = "(?:manger|diner|dejeuner|boire|regarder|dormir|cuisiner|conduire"
            + "|marcher|me reposer|attendre|parler|lire|jouer|travailler$|faire (?:la|le|les|du|de la|des) "
            + "(?:cuisine|menage|vaisselle|courses)|prendre|ecouter|me doucher|me laver|me preparer|m'habiller"
            + "|rentrer|partir|sortir|courir|ranger|chercher)\\b";

    /** "tous les samedis", "le mardi", "every Sunday", "twice a week": a recurring time says a habit. */
    private static final Pattern RECURRING = Pattern.compile("\\b(?:tous les|toutes les|chaque|le (?:lundi|mardi"
            + "|mercredi|jeudi|vendredi|samedi|dimanche|matin|soir|week-end)|les (?:lundis|mardis|mercredis|jeudis"
            + "|vendredis|samedis|dimanches|week-ends)|(?:une|deux|trois|\\d) fois par|every|each|on (?:mondays"
            + "|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|(?:once|twice|\\w+ times) a"
            + "|regulierement|souvent|regularly|often)\\b");
    /** What one does for a living or by habit, not an activity: "je fais du bruit", "I play a role". */
    private static final Pattern NOT_A_PASTIME = Pattern.compile("^\\s*(?:(?:du|de la|de l'|des|le|la|les|l'|the"
            + "|an?|some|my) )?(?:bruit|mal|peur|attention|expres|menage|vaisselle|courses|cuisine|lessive|sieste"
            + "|role|part|trick|joke|noise|dishes|laundry|shopping|cooking|game with|with|along|fair|it|that|this"
            + "|ca|cela|rien|nothing)\\b");

    static final List<FactPattern> PATTERNS = List.of(
            // what the user never eats or drinks: "je ne mange pas de porc", "I don't eat gluten"
            of("je ne (?:mange|bois|fume|consomme|prends) (?:pas|jamais|rien)\\b|je (?:mange|bois) (?:pas|jamais) (?:de |d')"
                    + "|i (?:don't|do not|never|can't|cannot) (?:eat|drink|smoke|have|touch)\\b(?! (?:it|that|this|much|a lot"
                    + "|anything)\\b)", Facet.PREFERENCE).only(TasteFacts::namesSomething),
            of("j'(?:adore|aime|apprecie|kiffe)\\b|je (?:deteste|hais|prefere|raffole|kiffe|n'aime pas|ne supporte"
                    + " pas|suis (?:fan|fou|folle|dingue|passionnee?|accro))\\b|j'ai horreur\\b", Facet.PREFERENCE)
                    .only(TasteFacts::namesSomething),
            of("i (?:really |absolutely |just |also |totally )?(?:love|like|enjoy|adore|hate|prefer|dislike"
                    + "|can't stand|don't like|do not like|don't enjoy)\\b|i(?:'m| am) (?:an? )?(?:(?:big|huge"
                    + "|great) )?fan of\\b|i(?:'m| am) (?:really )?into\\b|i(?:'m| am) crazy about\\b",
                    Facet.PREFERENCE).only(TasteFacts::namesSomething),
            of("(?:je |j')(?:prepare|me prepare (?:pour|a)|m'entraine|apprends|etudie|renove|construis|ecris"
                    + "|redige|organise|planifie|travaille sur|cherche (?:une?|du|de la|des|d')|economise|fais une?"
                    + " (?:regime|formation|these|master|licence|doctorat|stage|reconversion|bilan)|suis en"
                    + " (?:formation|reconversion|master|licence|these|stage|convalescence|reeducation)|me suis"
                    + " mise? (?:a|au))\\b", Facet.ONGOING).only(TasteFacts::lasts),
            of("je suis en train d(?:e |')(?!" + MOMENTARY + ")|j'ai (?:commence|repris|attaque) (?:le |la |les |l'"
                    + "|une? |a |au |l'apprentissage)|i(?:'ve| have)? (?:started|taken up|took up|picked up) "
                    + "(?!to\\b|the (?:car|dishes|laundry)\\b)", Facet.ONGOING),
            of("i(?:'m| am) (?:currently |still |slowly )?(?:learning|preparing for|preparing|training for|studying"
                    + "|renovating|building|writing (?:an?|my)|working on|planning|organi[sz]ing|looking for"
                    + " (?:an?|some|new)|taking an? (?:class|course)|doing an? (?:course|degree|master's|phd"
                    + "|internship))\\b|i(?:'ve| have) (?:started|been) (?:learning|training|studying"
                    + "|working on)\\b", Facet.ONGOING).only(TasteFacts::lasts),
            // a pastime the user keeps up is who they are, whatever the day it happens on
            of("je (?:fais|pratique) (?:du |de la |de l'|des )|je joue (?:du |de la |de l'|des |au |aux )"
                    + "|i (?:play|practi[sc]e) |i do (?:yoga|pilates|karate|judo|sport|sports|crossfit|ballet"
                    + "|gymnastics|martial arts|pottery|archery|climbing|fencing)\\b|i go (?:running|swimming|climbing"
                    + "|cycling|hiking|skiing|surfing|dancing|jogging|bouldering|sailing|riding)\\b",
                    Facet.PREFERENCE).only(TasteFacts::pastime),
            // any other verb the user says in the present with a recurring time, or one that says what they keep
            // doing: "I do the crossword every morning", "I teach ESL to adults", "je roule en vieux combi"
            of("(?:je |j'|i )(?:me |m')?(?=\\S)", Facet.PREFERENCE).only(TasteFacts::habit));

    /** Verbs that say what someone keeps doing, whatever the day: a trade, a pastime, a loyalty. */
    private static final Pattern LASTING = Pattern.compile("^(?:teach|enseigne|support|soutiens|knit|tricote|roule|drive"
            + "|conduis|collectionne|collect|volunteer|coach|entraine|chante|sing|peins|paint|dessine|draw|brew|garden"
            + "|jardine|speak|parle|run|cours|swim|nage|cycle|ride|monte|bake|cook for|elev|breed|grow|cultive|restore"
            + "|restaure|build|bricole|write|ecris|blog|stream|foster|volunteer|mentor|tutor|donne des cours|sew|couds|brode"
            + "|crochet|fish|peche|hunt|chasse|meditate|medite|pray|prie|fast|jeune|lift|train|m'entraine)\\w*");
    private static final Pattern NOT_HABIT = Pattern.compile("^(?:pense|crois|sais|veux|vais|voudrais|aimerais|hesite|peux"
            + "|dois|viens|suis|ai|think|guess|know|want|need|wonder|hope|wish|feel|am|have|can|could|will|would|should"
            + "|must|mean|suppose|reckon|believe|doubt|prepare|attends|wait|cherche|look|regarde|watch|mange|eat|bois"
            + "|drink|dors|sleep|rentre|go home|arrive|pars|leave)\\b");

    /**
     * A verb in the present tense right after "je"/"I", with a recurring time ("tous les jours",
     * "every morning") or one that says what the user keeps doing: a habit, kept as said. Not a
     * plan, a wish, an opinion or what they are doing right now.
     */
    private static boolean habit(Matcher matcher, Clause clause) {
        String folded = clause.text().folded();
        String rest = folded.substring(matcher.end());
        if (NOT_HABIT.matcher(rest).find() || NOT_A_PASTIME.matcher(rest.replaceFirst("^\\S+\\s*", "")).find()
                || clause.ahead().filter(when -> !when.past()).isPresent() && !RECURRING.matcher(folded).find()
                || Tense.isPast(clause.text()) || folded.matches(".*\\b(?:si|if|would|could|maybe|peut-etre)\\b.*")
                || rest.split("\\s+").length < 2 && !LASTING.matcher(rest).find()) {
            return false;
        }
        List<io.souvenir.turn.engine.offline.nlp.Token> tokens = clause.analysis().tokens().stream()
                .filter(io.souvenir.turn.engine.offline.nlp.Token::word).toList();
        int verb = clause.french() && folded.matches("^(?:je |j')(?:me |m').*") ? 2 : 1;
        if (tokens.size() <= verb || !tokens.get(verb).is("VERB")) {
            return false;
        }
        return RECURRING.matcher(folded).find() || LASTING.matcher(rest.replaceFirst("^(?:me |m')", "")).find();
    }

    private TasteFacts() {
    }

    /** "J'adore le jazz" names what; "j'adore ça" does not. */
    private static boolean namesSomething(Matcher matcher, Clause clause) {
        String rest = clause.text().folded().substring(matcher.end()).strip();
        // "I love this song", "j'adore cette chanson": the thing in front of the user, not a taste
        return !rest.isEmpty() && !PRONOUN_AT_END.matcher(rest).find() && !IN_FRONT.matcher(rest).lookingAt()
                && !theirOwnPeople(rest);
    }

    private static final Pattern POSSESSIVE_THEN_WORD = Pattern.compile("^(?:mes|mon|ma|nos|notre|my|our) (\\S+)");

    /** "j'adore mes petits", "I love my kids": loving one's own people is not a taste. */
    private static boolean theirOwnPeople(String rest) {
        Matcher possessed = POSSESSIVE_THEN_WORD.matcher(rest);
        return possessed.lookingAt() && Relations.of(possessed.group(1)).isPresent();
    }

    /**
     * "je fais du yoga le mardi", "I play the guitar": a pastime in the present, said without a
     * day ahead or with a recurring one. "je fais du vélo demain" is a plan, left to the event.
     */
    private static boolean pastime(Matcher matcher, Clause clause) {
        String folded = clause.text().folded();
        String rest = folded.substring(matcher.end());
        // the meal words are French ones too: "the" is "thé" only in French
        if (NOT_A_PASTIME.matcher(rest).find() || clause.french() && MEAL.matcher(rest).find()) {
            return false;
        }
        return RECURRING.matcher(folded).find() || clause.ahead().isEmpty() && !Tense.isPast(clause.text());
    }

    private static boolean lasts(Matcher matcher, Clause clause) {
        String rest = clause.text().folded().substring(matcher.end());
        return !rest.isBlank() && !MEAL.matcher(rest).find();
    }
}
