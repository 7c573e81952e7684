package io.souvenir.ledger.connectors;

import io.souvenir.contracts.action.ActionProposed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.hibernate.Session;

/**
 * The SMTP connector as the operator watches it: whether its server answers now, and the actions
 * whose last try failed in the last 24 hours, counted by type (unreachable, refused, …) across
 * users. Counts only: never a recipient, a subject or a user.
 */
@ApplicationScoped
public class ConnectorHealth {

    private static final int PROBE_TIMEOUT_MS = 1000;

    public record Failures(String type, long count, OffsetDateTime lastAt) {
    }

    /** {@code status}: UP when the server answers a connection, DOWN when it does not. */
    public record Health(String name, String status, List<Failures> failures) {
    }

    private final EntityManager entityManager;
    private final String smtpHost;
    private final int smtpPort;

    ConnectorHealth(EntityManager entityManager, @ConfigProperty(name = "quarkus.mailer.host") String smtpHost,
            @ConfigProperty(name = "quarkus.mailer.port") int smtpPort) {
        this.entityManager = entityManager;
        this.smtpHost = smtpHost;
        this.smtpPort = smtpPort;
    }

    @Transactional
    public List<Health> all() {
        return List.of(new Health("smtp", answers(smtpHost, smtpPort) ? "UP" : "DOWN", recentFailures(ActionProposed.EMAIL_SEND)));
    }

    /** Across users, through a function that returns counts only (V81), as the scheduler reads what falls due. */
    private List<Failures> recentFailures(String tool) {
        return entityManager.unwrap(Session.class).doReturningWork(connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "select failure, failures, last_at from recent_connector_failures(?, now() - interval '24 hours')")) {
                select.setString(1, tool);
                List<Failures> failures = new ArrayList<>();
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        failures.add(new Failures(rows.getString(1), rows.getLong(2), rows.getObject(3, OffsetDateTime.class)));
                    }
                }
                return failures;
            }
        });
    }

    private static boolean answers(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), PROBE_TIMEOUT_MS);
            return true;
        } catch (IOException unreachable) {
            return false;
        }
    }
}
