package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.contexts.ContextService;
import io.souvenir.memory.contexts.Contexts.Core;
import io.souvenir.memory.contexts.Contexts.Ingestion;
import io.souvenir.memory.contexts.Contexts.Item;
import io.souvenir.memory.contexts.Contexts.NewContext;
import io.souvenir.memory.contexts.Contexts.NewSource;
import io.souvenir.memory.contexts.Contexts.NewTodo;
import io.souvenir.memory.contexts.Contexts.Source;
import io.souvenir.memory.contexts.Contexts.Summary;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.UUID;

/**
 * The same contexts for services acting for a user under a service token (the chat in
 * turn-service, the consolidator's ingestion), plus what only they need: finding a context by
 * name, the session's open context, and writes whose ids the caller derives from the event that
 * caused them, so a redelivered event writes nothing twice.
 */
@Path("/internal/v1/contexts")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ServiceContextResource extends ContextResource {

    public record OpenRequest(UUID contextId) {
    }

    ServiceContextResource(ContextService contexts, CallerTenant caller) {
        super(contexts, caller);
    }

    @GET
    @Path("/by-name")
    public Summary byName(@QueryParam("name") String name) {
        if (name == null || name.isBlank()) {
            throw new NotFoundException();
        }
        return contexts.byName(caller.tenant(), name).orElseThrow(NotFoundException::new);
    }

    @GET
    @Path("/sessions/{sessionId}")
    public Core openIn(@PathParam("sessionId") String sessionId) {
        return contexts.openIn(caller.tenant(), uuid(sessionId)).orElseThrow(NotFoundException::new);
    }

    @PUT
    @Path("/sessions/{sessionId}")
    @Consumes(MediaType.APPLICATION_JSON)
    public Core open(@PathParam("sessionId") String sessionId, OpenRequest request) {
        if (request == null || request.contextId() == null) {
            throw new io.souvenir.platform.rest.InvalidRequestException("contextId", "is required");
        }
        return contexts.open(caller.tenant(), uuid(sessionId), request.contextId());
    }

    @PUT
    @Path("/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    public Core createWithId(@PathParam("id") String id, NewContext input) {
        return contexts.create(caller.tenant(), uuid(id), input);
    }

    @PUT
    @Path("/{id}/sources/{sourceId}")
    @Consumes(MediaType.APPLICATION_JSON)
    public Source addSourceWithId(@PathParam("id") String id, @PathParam("sourceId") String sourceId, NewSource input) {
        return contexts.addSource(caller.tenant(), uuid(id), uuid(sourceId), input);
    }

    @PUT
    @Path("/{id}/todos/{todoId}")
    @Consumes(MediaType.APPLICATION_JSON)
    public Item addTodoWithId(@PathParam("id") String id, @PathParam("todoId") String todoId, NewTodo input) {
        return contexts.addTodo(caller.tenant(), uuid(id), uuid(todoId), input == null ? null : input.text());
    }

    @PUT
    @Path("/{id}/ingest/{jobId}")
    public Ingestion ingestWithId(@PathParam("id") String id, @PathParam("jobId") String jobId) {
        return contexts.requestIngestion(caller.tenant(), uuid(id), uuid(jobId));
    }
}
