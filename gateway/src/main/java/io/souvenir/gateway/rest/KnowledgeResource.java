package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.gateway.downstream.KnowledgeClient;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/** The caller's knowledge index, served by memory-service under the caller's own token (API.md, "Knowledge index"). */
@Path(KnowledgeResource.PATH)
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class KnowledgeResource {

    static final String PATH = "/api/v1/knowledge";
    /** A source's replacement carries up to 20,000 documents: its own body limit ({@code souvenir.gateway.knowledge-max-body-size}). */
    static final String SOURCES = PATH + "/sources/";

    private final KnowledgeClient knowledge;

    KnowledgeResource(@RestClient KnowledgeClient knowledge) {
        this.knowledge = knowledge;
    }

    @PUT
    @Path("/sources/{source}")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response replace(@PathParam("source") String source, String body) {
        return Relayed.of(knowledge.replace(source, body));
    }

    @GET
    @Path("/sources")
    public Response sources() {
        return Relayed.of(knowledge.sources());
    }

    @DELETE
    @Path("/sources/{source}")
    public Response delete(@PathParam("source") String source) {
        return Relayed.of(knowledge.delete(source));
    }

    @GET
    @Path("/search")
    public Response search(@QueryParam("q") String q, @QueryParam("k") String k, @QueryParam("type") String type,
            @QueryParam("source") String source) {
        return Relayed.of(knowledge.search(q, k, type, source));
    }

    @GET
    @Path("/documents/{id}")
    public Response document(@PathParam("id") String id) {
        return Relayed.of(knowledge.document(id));
    }

    @POST
    @Path("/notes")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response writeNote(String body) {
        return Relayed.of(knowledge.writeNote(body));
    }

    @GET
    @Path("/notes")
    public Response notes() {
        return Relayed.of(knowledge.notes());
    }
}
