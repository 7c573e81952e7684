package io.souvenir.gateway.operator;

import io.souvenir.gateway.turns.GatewayConfig;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;

/** The operator's overview: health and dead letters, read from the services and Kafka, never from a user's data. */
@ApplicationScoped
public class Operations {

    private final HealthChecks health;
    private final DeadLetters deadLetters;
    private final GatewayConfig config;
    private final Connectors connectors;

    Operations(HealthChecks health, DeadLetters deadLetters, GatewayConfig config, Connectors connectors) {
        this.connectors = connectors;
        this.health = health;
        this.deadLetters = deadLetters;
        this.config = config;
    }

    public Overview overview(Tenant operator) {
        Optional<List<DeadLetterQueue>> depths = deadLetters.depths();
        return new Overview(health.check(), connectors.health(operator), depths.isPresent() ? "UP" : "UNREACHABLE", depths.orElse(null),
                config.zipkinUiUrl().filter(url -> !url.isBlank()).orElse(null));
    }
}
