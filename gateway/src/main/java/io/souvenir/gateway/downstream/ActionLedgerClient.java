package io.souvenir.gateway.downstream;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.annotation.RegisterClientHeaders;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** action-ledger's API, called with the caller's own token: it sees exactly what the caller may see. */
@RegisterRestClient(configKey = "action-ledger")
@RegisterClientHeaders(CallerToken.class)
@Path("/api/v1")
public interface ActionLedgerClient {

    @GET
    @Path("/activity")
    Response activity(@QueryParam("days") String days);

    @GET
    @Path("/actions")
    Response actions(@QueryParam("query") String query, @QueryParam("status") String status, @QueryParam("days") String days);

    @POST
    @Path("/actions/{id}/{decision}")
    Response decide(@PathParam("id") String id, @PathParam("decision") String decision);
}
