package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.text.Text;

/**
 * The words around a relation that say which kind it is ("a rescue greyhound", "notre lapin nain"),
 * as the language library tags them.
 */
final class KindWords {

    private KindWords() {
    }

    /**
     * Whether the lower-case word at a folded index says which kind of relation it is, as the
     * language library tags it (an adjective, or a noun before the relation): not a name, not a verb.
     */
    static boolean modifies(Clause clause, int folded, String... tags) {
        Text text = clause.text();
        int start = folded;
        while (start < text.length() && text.folded().charAt(start) == ' ') {
            start++;
        }
        if (start >= text.length() || !Character.isLetter(text.folded().charAt(start)) || text.capitalAt(start)
                || Relations.of(text.folded().substring(start, wordEnd(text, start))).isPresent()) {
            return false;
        }
        return clause.tokenAt(start).filter(token -> token.is(tags)).isPresent();
    }

    /** The folded index where the word at or after an index ends. */
    static int wordEnd(Text text, int folded) {
        int at = folded;
        while (at < text.length() && text.folded().charAt(at) == ' ') {
            at++;
        }
        while (at < text.length() && (Character.isLetter(text.folded().charAt(at)) || text.folded().charAt(at) == '-')) {
            at++;
        }
        return at;
    }
}
