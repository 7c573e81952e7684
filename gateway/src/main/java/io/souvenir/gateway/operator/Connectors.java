package io.souvenir.gateway.operator;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.contracts.Channel;
import io.souvenir.gateway.channels.DeliveryHealth;
import io.souvenir.gateway.downstream.ActionLedgerForServices;
import io.souvenir.gateway.turns.GatewayConfig;
import io.souvenir.platform.security.ServiceTokens;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * The connectors that carry things out of Souvenir, for the operator: SMTP (mails the user asked
 * for, sent by action-ledger; replies by email, sent here) and Telegram (replies, sent here). The
 * worst status wins; the failures of both senders of a connector are counted together, by type.
 */
@ApplicationScoped
public class Connectors {

    private static final Logger LOG = Logger.getLogger(Connectors.class);
    private static final List<String> WORST_FIRST = List.of("DOWN", "UNKNOWN", "UP", "OFF");

    private record Remote(List<ConnectorHealth> connectors) {
    }

    private final ActionLedgerForServices ledger;
    private final ServiceTokens serviceTokens;
    private final DeliveryHealth deliveries;
    private final GatewayConfig config;
    private final ObjectMapper json;

    Connectors(@RestClient ActionLedgerForServices ledger, ServiceTokens serviceTokens, DeliveryHealth deliveries,
            GatewayConfig config, ObjectMapper json) {
        this.ledger = ledger;
        this.serviceTokens = serviceTokens;
        this.deliveries = deliveries;
        this.config = config;
        this.json = json;
    }

    /** {@code operator}: who asks (the service token is minted for them; it reads no user's data). */
    public List<ConnectorHealth> health(Tenant operator) {
        ConnectorHealth ledgerSmtp = ledgerSmtp(operator);
        ConnectorHealth replySmtp = deliveries.of("smtp", Channel.EMAIL, true);
        ConnectorHealth telegram = deliveries.of("telegram", Channel.TELEGRAM,
                config.telegram().botToken().filter(token -> !token.isBlank()).isPresent());
        return List.of(merged("smtp", ledgerSmtp, replySmtp), telegram);
    }

    private ConnectorHealth ledgerSmtp(Tenant operator) {
        try (Response response = ledger.connectors(serviceTokens.bearer(operator))) {
            if (response.getStatus() == 200) {
                Remote remote = json.readValue(response.readEntity(String.class), new TypeReference<>() { });
                return remote.connectors().stream().filter(connector -> "smtp".equals(connector.name())).findFirst()
                        .orElse(new ConnectorHealth("smtp", "UNKNOWN", List.of()));
            }
            LOG.warnf("action-ledger answered %d for its connectors", response.getStatus());
        } catch (Exception e) {
            LOG.warnf("action-ledger's connectors unavailable: %s", e.getMessage());
        }
        return new ConnectorHealth("smtp", "UNKNOWN", List.of());
    }

    private static ConnectorHealth merged(String name, ConnectorHealth... parts) {
        String status = Stream.of(parts).map(ConnectorHealth::status)
                .min(Comparator.comparingInt(WORST_FIRST::indexOf)).orElse("UNKNOWN");
        Map<String, List<ConnectorHealth.Failures>> byType = Stream.of(parts)
                .flatMap(part -> part.failures() == null ? Stream.empty() : part.failures().stream())
                .collect(Collectors.groupingBy(ConnectorHealth.Failures::type));
        List<ConnectorHealth.Failures> failures = new ArrayList<>();
        byType.forEach((type, all) -> failures.add(new ConnectorHealth.Failures(type,
                all.stream().mapToLong(ConnectorHealth.Failures::count).sum(),
                all.stream().map(ConnectorHealth.Failures::lastAt).filter(at -> at != null).max(Comparator.naturalOrder()).orElse(null))));
        failures.sort(Comparator.comparingLong(ConnectorHealth.Failures::count).reversed());
        return new ConnectorHealth(name, status, failures);
    }
}
