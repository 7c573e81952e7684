package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.lexicon.Verbs;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Puts what the user said the way a memory says it, in the user's own words otherwise: without
 * the subject ("je déteste les huîtres" → "Déteste les huîtres", "I love hiking" → "Loves hiking"),
 * as a thing to do ("que je paie le loyer" → "Payer le loyer") or as a plan ("je déjeune avec
 * Anna" → "Déjeuner avec Anna", "I'm meeting Anna" → "Meeting Anna").
 */
final class Rephrase {

    private static final Pattern FRENCH_SUBJECT = Pattern.compile("^(?:je |j')");
    private static final Pattern FRENCH_REFLEXIVE = Pattern.compile("^(?:me suis |m'|me )");
    private static final Pattern FRENCH_BEFORE_VERB = Pattern.compile("^(?:(?:ne |n')?(?:lui |leur |te |t'|vous "
            + "|le |la |les |l'|en |y )?)");
    private static final Pattern ENGLISH_BE = Pattern.compile("^i(?:'m| am) (?:an? )?");
    private static final Pattern ENGLISH_AUXILIARY = Pattern.compile(
            "^i(?:'ve| have| don't| do not| can't| cannot| won't| will|'ll|'d| would| was| had| did) ");
    private static final Pattern ENGLISH_SUBJECT = Pattern.compile("^i (?:(?:no longer|really|also|just|still|absolutely"
            + "|totally|actually|usually|always|often|never|sometimes"
            // "I finally moved", "I recently joined": an adverb in -ly ("apply", "rely" are verbs)
            + "|\\p{L}{3,}(?<![ep])ly) )?");
    /** How a French plan may start, and whether the verb after it becomes an infinitive. */
    private static final Map<Pattern, Boolean> FRENCH_PLAN = new LinkedHashMap<>();

    static {
        FRENCH_PLAN.put(Pattern.compile("^(?:c'est|il y a|ce sera) "), false);
        FRENCH_PLAN.put(Pattern.compile("^(?:j'ai|nous avons|on a) (?:un |une )?"), false);
        FRENCH_PLAN.put(Pattern.compile("^(?:je|on|nous) (?:vais|va|allons) (?=\\S+(?:er|ir|re|oir)\\b)"), false);
        FRENCH_PLAN.put(Pattern.compile("^(?:je |j'|on |nous )(?:suis|est|sommes) "), false);
        FRENCH_PLAN.put(Pattern.compile("^(?:je |j'|on |nous )"), true);
    }

    /** The pronouns before the verb: "m'y mette", "le fasse", "lui apporte". */
    private static final Pattern REFLEXIVE_OBJECT = Pattern.compile("^(?:(?:me|se|te|nous|vous|le|la|les|lui|leur|y|en) |[mstl]')+");
    /** "I've got a dentist appointment", "we have a wedding", "I'm having lunch": who has it, then what. */
    private static final Pattern ENGLISH_PLAN = Pattern.compile("^(?:it's |it is |there's |there is |(?:i|we)"
            + "(?:(?:'ve|'d| have)? got (?:an? )?|(?:'m|'re| am| are|'ll| will)? (?:(?:have|has) (?:an? )?)?))");
    private static final Pattern FIRST_WORD = Pattern.compile("^([\\p{L}]+)");

    private Rephrase() {
    }

    /** The clause about the user, without the user as subject: "Déteste les huîtres", "Loves hiking". */
    static String withoutSubject(Text clause, boolean french) {
        return Words.capitalise(french ? frenchThirdPerson(clause) : englishThirdPerson(clause));
    }

    private static String frenchThirdPerson(Text clause) {
        Matcher subject = clause.matcher(FRENCH_SUBJECT);
        if (!subject.find()) {
            return clause.original();
        }
        Text rest = clause.from(subject.end());
        Matcher reflexive = rest.matcher(FRENCH_REFLEXIVE);
        if (reflexive.find()) {
            String itself = reflexive.group().equals("me suis ") ? "s'est " : reflexive.group().equals("m'")
                    ? "s'" : "se ";
            // "je me suis mise à mon compte" → "s'est mise à son compte": her own, as the verb is hers
            return itself + rest.originalFrom(reflexive.end()).replaceAll("(?i)\\bmon\\b", "son")
                    .replaceAll("(?i)\\bma\\b", "sa").replaceAll("(?i)\\bmes\\b", "ses");
        }
        Matcher before = rest.matcher(FRENCH_BEFORE_VERB);
        before.find();
        Text verbAndRest = rest.from(before.end());
        Matcher verb = verbAndRest.matcher(FIRST_WORD);
        if (!verb.find()) {
            return rest.original();
        }
        String third = Verbs.frenchThirdPerson(verb.group(1), verbAndRest.original(verb, 1));
        return rest.original(0, before.end()) + third + verbAndRest.originalFrom(verb.end());
    }

    private static String englishThirdPerson(Text clause) {
        Matcher be = clause.matcher(ENGLISH_BE);
        if (be.find()) {
            return clause.originalFrom(be.end());
        }
        Matcher auxiliary = clause.matcher(ENGLISH_AUXILIARY);
        if (auxiliary.find()) {
            return Verbs.englishThirdPerson(auxiliary.group().substring(1).strip()) + " "
                    + clause.originalFrom(auxiliary.end());
        }
        Matcher subject = clause.matcher(ENGLISH_SUBJECT);
        if (!subject.find()) {
            return clause.original();
        }
        Text rest = clause.from(subject.end());
        Matcher verb = rest.matcher(FIRST_WORD);
        if (!verb.find()) {
            return rest.original();
        }
        String adverb = clause.original(subject.start() + 2, subject.end());
        return adverb + Verbs.englishThirdPerson(verb.group(1)) + rest.originalFrom(verb.end());
    }

    /** A French verb phrase in the present or subjunctive, from its first verb on, as an infinitive. */
    static String infinitive(Text phrase) {
        Matcher reflexive = phrase.matcher(REFLEXIVE_OBJECT);
        int start = reflexive.find() ? reflexive.end() : 0;
        Text rest = phrase.from(start);
        Matcher verb = rest.matcher(FIRST_WORD);
        if (!verb.find()) {
            return phrase.original();
        }
        return phrase.original(0, start) + Verbs.frenchInfinitive(verb.group(1), rest.original(verb, 1))
                + rest.originalFrom(verb.end());
    }

    /** A plan as an agenda puts it: "Déjeuner avec ma sœur", "Rendez-vous chez le dentiste", "Meeting Anna". */
    static String asPlan(Text what, boolean french) {
        if (!french) {
            Matcher lead = what.matcher(ENGLISH_PLAN);
            return Words.capitalise(lead.find() ? what.originalFrom(lead.end()) : what.original());
        }
        for (Map.Entry<Pattern, Boolean> lead : FRENCH_PLAN.entrySet()) {
            Matcher said = what.matcher(lead.getKey());
            if (said.find()) {
                Text rest = what.from(said.end());
                return Words.capitalise(lead.getValue() ? infinitive(rest) : rest.original());
            }
        }
        return Words.capitalise(what.original());
    }
}
