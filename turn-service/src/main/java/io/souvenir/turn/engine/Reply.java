package io.souvenir.turn.engine;

import java.util.Locale;

/**
 * What the assistant says back, and in which language. {@code setPhrases}: the text is only the
 * engine's own set phrases (an acknowledgement, a word of sympathy, an invitation to go on), none of
 * the user's words: memory-service keeps it without a sentence vector, since a search by meaning has
 * nothing to find in it (its words are still searched).
 */
public record Reply(String text, Locale language, boolean setPhrases) {

    public Reply(String text, Locale language) {
        this(text, language, false);
    }
}
