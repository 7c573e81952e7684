package io.souvenir.gateway.downstream;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.annotation.RegisterClientHeaders;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** memory-service's knowledge index, called with the caller's own token; memory-service validates. */
@RegisterRestClient(configKey = "memory-service")
@RegisterClientHeaders(CallerToken.class)
@Path("/api/v1/knowledge")
public interface KnowledgeClient {

    @PUT
    @Path("/sources/{source}")
    @Consumes(MediaType.APPLICATION_JSON)
    Response replace(@PathParam("source") String source, String body);

    @GET
    @Path("/sources")
    Response sources();

    @DELETE
    @Path("/sources/{source}")
    Response delete(@PathParam("source") String source);

    @GET
    @Path("/search")
    Response search(@QueryParam("q") String q, @QueryParam("k") String k, @QueryParam("type") String type,
            @QueryParam("source") String source);

    @GET
    @Path("/documents/{id}")
    Response document(@PathParam("id") String id);

    @POST
    @Path("/notes")
    @Consumes(MediaType.APPLICATION_JSON)
    Response writeNote(String body);

    @GET
    @Path("/notes")
    Response notes();
}
