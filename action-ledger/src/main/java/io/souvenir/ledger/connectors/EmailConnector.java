package io.souvenir.ledger.connectors;

import io.quarkus.mailer.Mail;
import io.quarkus.mailer.Mailer;
import io.souvenir.contracts.action.ActionProposed;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * {@code email_send} through the configured SMTP server ({@code quarkus.mailer.*}). Every mail
 * carries its action id in {@code X-Souvenir-Action}, so a mail can be traced back to the action
 * the user confirmed.
 */
@ApplicationScoped
public class EmailConnector implements Connector {

    public static final String ACTION_HEADER = "X-Souvenir-Action";
    private static final Pattern ADDRESS = Pattern.compile("[^@\\s<>,;]+@[^@\\s<>,;]+\\.[^@\\s<>,;]+");

    private final Mailer mailer;

    EmailConnector(Mailer mailer) {
        this.mailer = mailer;
    }

    @Override
    public String tool() {
        return ActionProposed.EMAIL_SEND;
    }

    @Override
    public void execute(UUID actionId, Map<String, String> arguments) {
        String to = arguments.getOrDefault("to", "").strip();
        if (!ADDRESS.matcher(to).matches()) {
            throw new ConnectorFailure("'" + to + "' is not an email address", false, null);
        }
        try {
            mailer.send(Mail.withText(to, arguments.getOrDefault("subject", ""), arguments.getOrDefault("body", ""))
                    .addHeader(ACTION_HEADER, actionId.toString()));
        } catch (RuntimeException e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            throw new ConnectorFailure("the SMTP server refused or could not be reached: " + why, true, e);
        }
    }
}
