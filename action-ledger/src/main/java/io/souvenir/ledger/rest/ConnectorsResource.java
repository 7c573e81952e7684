package io.souvenir.ledger.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.ledger.connectors.ConnectorHealth;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

/** The connectors' health for the gateway's operator page (service tokens only): counts, never content. */
@Path("/internal/v1/connectors")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ConnectorsResource {

    public record Connectors(List<ConnectorHealth.Health> connectors) {
    }

    private final ConnectorHealth health;

    ConnectorsResource(ConnectorHealth health) {
        this.health = health;
    }

    @GET
    public Connectors connectors() {
        return new Connectors(health.all());
    }
}
