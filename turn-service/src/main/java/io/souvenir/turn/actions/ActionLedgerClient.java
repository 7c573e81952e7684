package io.souvenir.turn.actions;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.util.List;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** action-ledger's routes for services, called with a service token for the turn's user. */
@RegisterRestClient(configKey = "action-ledger")
@Path("/internal/v1")
public interface ActionLedgerClient {

    record Actions(List<PastAction> actions) {
    }

    @GET
    @Path("/actions")
    Actions recall(@HeaderParam("Authorization") String authorization, @QueryParam("query") String query,
            @QueryParam("status") String status, @QueryParam("days") int days);
}
