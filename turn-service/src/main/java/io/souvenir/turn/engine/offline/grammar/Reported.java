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

    /** "dont ils parlaient", "who they interviewed", "that everyone on TV talks about": someone others speak of. */
    private static final Pattern SPOKEN_OF = Pattern.compile("^\\s*,?\\s*(?:dont|qu'|que|who|whom|that) ?(?:ils|elles|on|they"
            + "|people|everyone|everybody|tout le monde|les gens)\\b([^,]*)");
    private static final Pattern FIRST_PERSON = Pattern.compile("\\b(?:je|j'|me|m'|moi|mon|ma|mes|nous|i|me|my|we|us|our)\\b");

    private Reported() {
    }

    /**
     * Whether the one named is someone others speak of, the user only hearing of them: "le Dr Mercier
     * dont ils parlaient au reportage", "Dr Fox, who they interviewed on the radio". Not "dont on m'a
     * parlé" (told to the user, they may well become the user's) nor "ma voisine Léa, que tout le monde adore".
     */
    static boolean heardOf(Text clause, String name) {
        int at = clause.original().indexOf(name);
        // "ma voisine Léa, que tout le monde adore": the user's own, whoever else speaks of her
        if (at < 0 || FIRST_PERSON.matcher(clause.folded().substring(0, clause.foldedIndex(at))).find()) {
            return false;
        }
        Matcher spoken = SPOKEN_OF.matcher(clause.folded()).region(clause.foldedIndex(at + name.length()), clause.length());
        return spoken.lookingAt() && !FIRST_PERSON.matcher(spoken.group(1)).find();
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
