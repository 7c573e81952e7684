package io.souvenir.turn.engine;

import io.souvenir.contracts.action.ActionProposed;
import java.util.Locale;
import java.util.Map;

/** An action an engine proposes; it waits for the user's confirmation. {@code label}: in the user's language. */
public record Proposal(String tool, Map<String, String> arguments, String label) {

    public Proposal {
        arguments = Map.copyOf(arguments);
    }

    public static Proposal email(String to, String subject, String body, Locale language) {
        boolean french = language.getLanguage().equals(Locale.FRENCH.getLanguage());
        return new Proposal(ActionProposed.EMAIL_SEND, Map.of("to", to, "subject", subject, "body", body),
                (french ? "Envoyer un mail à " + to + " : " : "Send an email to " + to + ": ") + subject);
    }
}
