package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.gateway.downstream.ConsolidatorClient;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/** The caller's nightly consolidation (API.md "Consolidation"), relayed to the consolidator with the caller's token. */
@Path("/api/v1/consolidation")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ConsolidationResource {

    private final ConsolidatorClient consolidator;

    ConsolidationResource(@RestClient ConsolidatorClient consolidator) {
        this.consolidator = consolidator;
    }

    @POST
    @Path("/runs")
    public Response runNow() {
        return Relayed.of(consolidator.runNow());
    }

    @GET
    @Path("/runs")
    public Response runs(@QueryParam("limit") String limit) {
        return Relayed.of(consolidator.runs(limit));
    }

    @GET
    @Path("/runs/{id}")
    public Response run(@PathParam("id") String id) {
        return Relayed.of(consolidator.run(id));
    }

    /** 409 names the later run to roll back first. */
    @POST
    @Path("/runs/{id}/rollback")
    public Response rollback(@PathParam("id") String id) {
        return Relayed.of(consolidator.rollback(id));
    }

    @GET
    @Path("/review")
    public Response review() {
        return Relayed.of(consolidator.review());
    }

    @POST
    @Path("/review/{id}/approve")
    public Response approve(@PathParam("id") String id) {
        return Relayed.of(consolidator.decide(id, "approve"));
    }

    @POST
    @Path("/review/{id}/reject")
    public Response reject(@PathParam("id") String id) {
        return Relayed.of(consolidator.decide(id, "reject"));
    }
}
