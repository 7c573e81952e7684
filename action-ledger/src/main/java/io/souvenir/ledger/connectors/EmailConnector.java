package io.souvenir.ledger.connectors;

import io.quarkus.mailer.Mail;
import io.quarkus.mailer.Mailer;
import io.souvenir.contracts.action.ActionProposed;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.channels.ClosedChannelException;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;

/**
 * {@code email_send} through the configured SMTP server ({@code quarkus.mailer.*}). Every mail
 * carries its action id in {@code X-Souvenir-Action}, so a mail can be traced back to the action
 * the user confirmed.
 */
@ApplicationScoped
public class EmailConnector implements Connector {

    public static final String ACTION_HEADER = "X-Souvenir-Action";
    /** An SMTP reply code that refuses (4xx, 5xx), as mail clients quote it: "550 5.1.1 …". */
    private static final Pattern SMTP_REFUSAL = Pattern.compile("(^|\\D)[45]\\d\\d[ -]");
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
            throw new ConnectorFailure(ConnectorFailure.Why.BAD_ADDRESS, "'" + to + "' is not an email address", false, null);
        }
        try {
            mailer.send(Mail.withText(to, arguments.getOrDefault("subject", ""), arguments.getOrDefault("body", ""))
                    .addHeader(ACTION_HEADER, actionId.toString()));
        } catch (RuntimeException e) {
            throw failure(e);
        }
    }

    /**
     * What the user is told comes from the kind of failure; the exception's own words (a class name,
     * a host and port) are the technical reason, for the operator only.
     */
    static ConnectorFailure failure(Throwable e) {
        String technical = e.getClass().getName() + ": " + e.getMessage();
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConnectException || cause instanceof UnknownHostException || cause instanceof NoRouteToHostException
                    || cause instanceof SocketTimeoutException || cause instanceof TimeoutException
                    || cause instanceof ClosedChannelException) {
                return new ConnectorFailure(ConnectorFailure.Why.UNREACHABLE, technical, true, e);
            }
            String message = cause.getMessage() == null ? "" : cause.getMessage();
            if (SMTP_REFUSAL.matcher(message).find()) {
                return new ConnectorFailure(ConnectorFailure.Why.REFUSED, technical, true, e);
            }
            if (message.contains("Connection refused") || message.contains("timed out") || message.contains("Connection reset")) {
                return new ConnectorFailure(ConnectorFailure.Why.UNREACHABLE, technical, true, e);
            }
        }
        return new ConnectorFailure(ConnectorFailure.Why.UNEXPECTED, technical, true, e);
    }
}
