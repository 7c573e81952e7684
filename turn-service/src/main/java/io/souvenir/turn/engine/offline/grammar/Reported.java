package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.text.Text;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whose the persons of a clause are: a relation word after "ses", "leurs", "his", "her", "their"
 * names someone else's people, not the user's; and a clause that reports what someone else said
 * ("ma collègue m'a dit que…", "my sister told me…") tells of them, not of the user.
 */
final class Reported {

    /** A third person's possessive right before the relation word (maybe with an adjective between). */
    private static final Pattern THIRD_PERSON_POSSESSIVE = Pattern.compile(
            "\\b(son|sa|ses|leur|leurs|his|her|their|its)\\s+(?:[\\p{L}-]+\\s+)?$");
    /** Someone else's words, reported: "m'a dit que", "m'a raconté", "told me", "said that". */
    private static final Pattern SAID = Pattern.compile("\\b(?:m'a (?:dit|raconte|explique|appris)|m'ont (?:dit|raconte)"
            + "|(?:dit|raconte|pretend|affirme) que|told me|tells me|(?:said|says|claims|reckons) (?:that )?"
            + "|was telling)\\b");

    private Reported() {
    }

    /** Whether the relation word at {@code at} is said with a third person's possessive. */
    static boolean someoneElses(Text text, int at) {
        return at > 0 && THIRD_PERSON_POSSESSIVE.matcher(text.folded().substring(0, at)).find();
    }

    /** Whether the clause reports what someone else said. */
    static boolean said(Text text) {
        return SAID.matcher(text.folded()).find();
    }

    /** The relation word as said with its possessive: "ses voisins", "her flatmates". */
    static String possessed(Text text, String phrase, int names) {
        String before = text.folded().substring(0, Math.max(0, Math.min(names, text.length())));
        int at = before.lastIndexOf(Text.fold(phrase));
        Matcher possessive = at < 0 ? null : THIRD_PERSON_POSSESSIVE.matcher(before.substring(0, at));
        return possessive != null && possessive.find()
                ? text.original(possessive.start(1), at) + phrase : phrase;
    }
}
