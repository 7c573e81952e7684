package io.souvenir.turn.contexts;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/**
 * memory-service's contexts, for the chat, under a service token for the turn's user. Writes take
 * ids derived from the turn, so a redelivered turn writes nothing twice.
 */
@RegisterRestClient(configKey = "memory-service")
@Path("/internal/v1/contexts")
@Consumes(MediaType.APPLICATION_JSON)
public interface ContextClient {

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Citation(UUID sourceId, String quote) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Item(UUID id, String kind, String text, boolean done, List<Citation> citations) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Counts(int sources, int pendingSources, int notes, int outputs) {
    }

    /** Frame and state: what opening a context puts in a prompt. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Core(UUID id, String name, String mission, String directives, String state, String synthesis, String handoff,
            List<Item> todos, List<Item> decisions, List<Item> contradictions, List<Item> questions, Counts counts) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Summary(UUID id, String name) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Source(UUID id, String kind, String title, String text) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Sources(List<Source> sources) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Note(UUID id, String text, List<Citation> citations) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Notes(List<Note> atomic) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Ingestion(UUID jobId, String status, int sources) {
    }

    record NewContext(String name, String mission) {
    }

    record NewSource(String kind, String text) {
    }

    record NewTodo(String text) {
    }

    record OpenRequest(UUID contextId) {
    }

    @GET
    @Path("/by-name")
    Summary byName(@HeaderParam("Authorization") String authorization, @QueryParam("name") String name);

    @GET
    @Path("/sessions/{sessionId}")
    Core openIn(@HeaderParam("Authorization") String authorization, @PathParam("sessionId") UUID sessionId);

    @PUT
    @Path("/sessions/{sessionId}")
    Core open(@HeaderParam("Authorization") String authorization, @PathParam("sessionId") UUID sessionId, OpenRequest request);

    @GET
    @Path("/{id}")
    Core core(@HeaderParam("Authorization") String authorization, @PathParam("id") UUID id);

    @PUT
    @Path("/{id}")
    Core create(@HeaderParam("Authorization") String authorization, @PathParam("id") UUID id, NewContext context);

    @PUT
    @Path("/{id}/sources/{sourceId}")
    Source persist(@HeaderParam("Authorization") String authorization, @PathParam("id") UUID id, @PathParam("sourceId") UUID sourceId,
            NewSource source);

    @PUT
    @Path("/{id}/todos/{todoId}")
    Item todo(@HeaderParam("Authorization") String authorization, @PathParam("id") UUID id, @PathParam("todoId") UUID todoId,
            NewTodo todo);

    @PUT
    @Path("/{id}/ingest/{jobId}")
    Ingestion ingest(@HeaderParam("Authorization") String authorization, @PathParam("id") UUID id, @PathParam("jobId") UUID jobId);

    @POST
    @Path("/{id}/save")
    Core save(@HeaderParam("Authorization") String authorization, @PathParam("id") UUID id, @QueryParam("lang") String language);

    @GET
    @Path("/{id}/atomic")
    Notes notes(@HeaderParam("Authorization") String authorization, @PathParam("id") UUID id, @QueryParam("q") String q);

    @GET
    @Path("/{id}/sources")
    Sources sources(@HeaderParam("Authorization") String authorization, @PathParam("id") UUID id, @QueryParam("q") String q);
}
