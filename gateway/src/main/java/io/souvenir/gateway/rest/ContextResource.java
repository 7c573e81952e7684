package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.gateway.downstream.ContextClient;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/** The caller's contexts, served by memory-service under the caller's own token (API.md, "Contexts"). */
@Path(ContextResource.PATH)
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ContextResource {

    static final String PATH = "/api/v1/contexts";

    private final ContextClient contexts;

    ContextResource(@RestClient ContextClient contexts) {
        this.contexts = contexts;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(String body) {
        return Relayed.of(contexts.create(body));
    }

    @GET
    public Response list() {
        return Relayed.of(contexts.list());
    }

    @GET
    @Path("/{id}")
    public Response core(@PathParam("id") String id) {
        return Relayed.of(contexts.core(id));
    }

    @POST
    @Path("/{id}/{part:sources|todos|outputs}")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response add(@PathParam("id") String id, @PathParam("part") String part, String body) {
        return Relayed.of(contexts.add(id, part, body));
    }

    @GET
    @Path("/{id}/{part:sources|atomic|outputs}")
    public Response part(@PathParam("id") String id, @PathParam("part") String part, @QueryParam("q") String q,
            @QueryParam("pending") String pending) {
        return Relayed.of(contexts.part(id, part, q, pending));
    }

    @PATCH
    @Path("/{id}/todos/{todoId}")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response changeTodo(@PathParam("id") String id, @PathParam("todoId") String todoId, String body) {
        return Relayed.of(contexts.changeTodo(id, todoId, body));
    }

    @POST
    @Path("/{id}/ingest")
    public Response ingest(@PathParam("id") String id) {
        return Relayed.of(contexts.ingest(id));
    }

    @GET
    @Path("/{id}/ingest/{jobId}")
    public Response ingestion(@PathParam("id") String id, @PathParam("jobId") String jobId) {
        return Relayed.of(contexts.ingestion(id, jobId));
    }

    @GET
    @Path("/{id}/export.xlsx")
    @Produces({"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", MediaType.APPLICATION_JSON})
    public Response export(@PathParam("id") String id) {
        try (Response sheet = contexts.export(id)) {
            Response.ResponseBuilder relayed = Response.status(sheet.getStatus()).type(sheet.getMediaType())
                    .entity(sheet.hasEntity() ? sheet.readEntity(byte[].class) : null);
            String disposition = sheet.getHeaderString("Content-Disposition");
            return disposition == null ? relayed.build() : relayed.header("Content-Disposition", disposition).build();
        }
    }

    @POST
    @Path("/{id}/import.xlsx")
    @Consumes({"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", MediaType.APPLICATION_OCTET_STREAM})
    public Response importSheet(@PathParam("id") String id, byte[] sheet) {
        return Relayed.of(contexts.importSheet(id, sheet));
    }

    @POST
    @Path("/{id}/save")
    public Response save(@PathParam("id") String id, @QueryParam("lang") String lang, @HeaderParam("Accept-Language") String language) {
        return Relayed.of(contexts.save(id, lang, language));
    }
}
