package io.souvenir.gateway.downstream;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.annotation.RegisterClientHeaders;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** memory-service's API, called with the caller's own token. Parameters pass through unchecked: memory-service validates. */
@RegisterRestClient(configKey = "memory-service")
@RegisterClientHeaders(CallerToken.class)
@Path("/api/v1")
public interface MemoryServiceClient {

    @GET
    @Path("/messages")
    Response messages(@QueryParam("sessionId") String sessionId, @QueryParam("limit") String limit);

    @GET
    @Path("/sessions")
    Response sessions(@QueryParam("limit") String limit);

    @GET
    @Path("/memories")
    Response memories(@QueryParam("kind") String kind, @QueryParam("status") String status,
            @QueryParam("limit") String limit, @QueryParam("cursor") String cursor);

    @GET
    @Path("/memories/search")
    Response search(@QueryParam("q") String q, @QueryParam("k") String k, @QueryParam("angles") String angles);

    @GET
    @Path("/memories/graph")
    Response graph(@QueryParam("limit") String limit);

    @GET
    @Path("/memories/{id}")
    Response memory(@PathParam("id") String id);

    @PATCH
    @Path("/memories/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    Response rewrite(@PathParam("id") String id, String body);

    @DELETE
    @Path("/memories/{id}")
    Response forget(@PathParam("id") String id);

    @GET
    @Path("/identity-card")
    Response identityCard();

    @GET
    @Path("/settings")
    Response settings();

    @GET
    @Path("/imports/{id}")
    Response importProgress(@PathParam("id") String id);

    @PUT
    @Path("/settings")
    @Consumes(MediaType.APPLICATION_JSON)
    Response changeSettings(String body);
}
