package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.gateway.downstream.ActionLedgerClient;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/** The caller's actions (recall_actions) and their confirmation gate, relayed to action-ledger with the caller's token. */
@Path("/api/v1/actions")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ActionsResource {

    private final ActionLedgerClient ledger;

    ActionsResource(@RestClient ActionLedgerClient ledger) {
        this.ledger = ledger;
    }

    /** Newest first; {@code query} looks in tool, label and arguments; {@code days}: 1 to 90, default 30. */
    @GET
    public Response actions(@QueryParam("query") String query, @QueryParam("status") String status,
            @QueryParam("days") String days) {
        return Relayed.of(ledger.actions(query, status, days));
    }

    /** 404 for an action that is not the caller's, 409 with the reason when it no longer waits for a decision. */
    @POST
    @Path("/{id}/confirm")
    public Response confirm(@PathParam("id") String id) {
        return Relayed.of(ledger.decide(id, "confirm"));
    }

    @POST
    @Path("/{id}/abort")
    public Response abort(@PathParam("id") String id) {
        return Relayed.of(ledger.decide(id, "abort"));
    }

    /** A failed action that certainly did not leave, tried again; 409 for any other. */
    @POST
    @Path("/{id}/retry")
    public Response retry(@PathParam("id") String id) {
        return Relayed.of(ledger.decide(id, "retry"));
    }
}
