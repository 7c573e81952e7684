package io.souvenir.gateway.downstream;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.annotation.RegisterClientHeaders;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** The consolidator's API, called with the caller's own token: it sees exactly what the caller may see. */
@RegisterRestClient(configKey = "consolidator")
@RegisterClientHeaders(CallerToken.class)
@Path("/api/v1/consolidation")
public interface ConsolidatorClient {

    @POST
    @Path("/runs")
    Response runNow();

    @GET
    @Path("/runs")
    Response runs(@QueryParam("limit") String limit);

    @GET
    @Path("/runs/{id}")
    Response run(@PathParam("id") String id);

    @POST
    @Path("/runs/{id}/rollback")
    Response rollback(@PathParam("id") String id);

    @GET
    @Path("/review")
    Response review();

    @POST
    @Path("/review/{id}/{decision}")
    Response decide(@PathParam("id") String id, @PathParam("decision") String decision);
}
