package io.souvenir.turn.engine;

import io.souvenir.contracts.action.ActionProposed;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/** An action an engine proposes; it waits for the user's confirmation. {@code label}: in the user's language. */
public record Proposal(String tool, Map<String, String> arguments, String label) {

    private static final Pattern ADDRESS = Pattern.compile("[^@\\s<>,;]+@[^@\\s<>,;]+\\.[^@\\s<>,;]+");

    public Proposal {
        arguments = Map.copyOf(arguments);
    }

    /** Something an email can be sent to: one address, nothing around it. */
    public static boolean isEmailAddress(String text) {
        return text != null && ADDRESS.matcher(text).matches();
    }

    public static Proposal email(String to, String subject, String body, Locale language) {
        boolean french = language.getLanguage().equals(Locale.FRENCH.getLanguage());
        return new Proposal(ActionProposed.EMAIL_SEND, Map.of("to", to, "subject", subject, "body", body),
                (french ? "Envoyer un mail à " + to + " : " : "Send an email to " + to + ": ") + subject);
    }
}
