package io.souvenir.gateway.downstream;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.annotation.RegisterClientHeaders;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** memory-service's contexts, called with the caller's own token; memory-service validates. */
@RegisterRestClient(configKey = "memory-service")
@RegisterClientHeaders(CallerToken.class)
@Path("/api/v1/contexts")
public interface ContextClient {

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    Response create(String body);

    @GET
    Response list();

    @GET
    @Path("/{id}")
    Response core(@PathParam("id") String id);

    @POST
    @Path("/{id}/{part}")
    @Consumes(MediaType.APPLICATION_JSON)
    Response add(@PathParam("id") String id, @PathParam("part") String part, String body);

    @GET
    @Path("/{id}/{part}")
    Response part(@PathParam("id") String id, @PathParam("part") String part, @QueryParam("q") String q,
            @QueryParam("pending") String pending);

    @PATCH
    @Path("/{id}/todos/{todoId}")
    @Consumes(MediaType.APPLICATION_JSON)
    Response changeTodo(@PathParam("id") String id, @PathParam("todoId") String todoId, String body);

    @POST
    @Path("/{id}/ingest")
    Response ingest(@PathParam("id") String id);

    @GET
    @Path("/{id}/ingest/{jobId}")
    Response ingestion(@PathParam("id") String id, @PathParam("jobId") String jobId);

    @GET
    @Path("/{id}/export.xlsx")
    Response export(@PathParam("id") String id);

    @POST
    @Path("/{id}/import.xlsx")
    @Consumes(MediaType.APPLICATION_OCTET_STREAM)
    Response importSheet(@PathParam("id") String id, byte[] sheet);

    @POST
    @Path("/{id}/save")
    Response save(@PathParam("id") String id, @QueryParam("lang") String lang, @HeaderParam("Accept-Language") String language);
}
