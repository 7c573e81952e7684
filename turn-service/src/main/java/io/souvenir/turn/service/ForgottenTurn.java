package io.souvenir.turn.service;

import io.souvenir.contracts.turn.MemoryState;
import java.util.Locale;

/**
 * The activity line of a turn answered while nothing could be kept, in the language of the reply
 * (the user's): that it was answered, that nothing of it was kept, and why. Never the content.
 */
final class ForgottenTurn {

    private ForgottenTurn() {
    }

    static String summary(MemoryState memory, Locale language) {
        boolean french = "fr".equals(language.getLanguage());
        return switch (memory) {
            case OFF -> french ? "Message répondu, rien n’a été retenu : ta mémoire est coupée."
                    : "Message answered, nothing was kept: your memory is off.";
            case PAUSED -> french ? "Message répondu, rien n’a été retenu : ta mémoire est en pause."
                    : "Message answered, nothing was kept: your memory is paused.";
            default -> french ? "Message répondu, rien n’a été retenu : ton réglage de mémoire n’a pas pu être lu."
                    : "Message answered, nothing was kept: your memory setting could not be read.";
        };
    }
}
