package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.gateway.downstream.ActionLedgerClient;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.inject.RestClient;

@Path("/api/v1/activity")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ActivityResource {

    private final ActionLedgerClient ledger;

    ActivityResource(@RestClient ActionLedgerClient ledger) {
        this.ledger = ledger;
    }

    /** The caller's interactions grouped by trace, newest first ({@code days}: 1 to 90, default 30). */
    @GET
    public Response activity(@QueryParam("days") String days) {
        return Relayed.of(ledger.activity(days));
    }
}
