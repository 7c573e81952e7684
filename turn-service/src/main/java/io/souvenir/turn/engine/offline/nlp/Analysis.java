package io.souvenir.turn.engine.offline.nlp;

import java.util.List;
import java.util.Optional;

/**
 * A text as the language library read it, token by token. {@code cut}: the text was longer than
 * the token budget and only its beginning was analysed.
 */
public record Analysis(String text, List<Token> tokens, boolean cut) {

    public static final Analysis NONE = new Analysis("", List.of(), false);

    public Analysis {
        tokens = List.copyOf(tokens);
    }

    /** The token that covers a character of the text, if a token does. */
    public Optional<Token> at(int index) {
        for (Token token : tokens) {
            if (token.start() <= index && index < token.end()) {
                return Optional.of(token);
            }
            if (token.start() > index) {
                break;
            }
        }
        return Optional.empty();
    }

    /** The index of the first token that starts at or after a character, or the token count. */
    public int indexFrom(int index) {
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).end() > index) {
                return i;
            }
        }
        return tokens.size();
    }
}
