package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.gateway.downstream.MemoryServiceClient;
import io.souvenir.gateway.turns.MemorySettingsLookup;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/** The caller's memories, conversations and memory settings, served by memory-service under the caller's own token. */
@Path("/api/v1")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class MemoryResource {

    private final MemoryServiceClient memory;
    private final MemorySettingsLookup settings;
    private final CallerTenant caller;

    MemoryResource(@RestClient MemoryServiceClient memory, MemorySettingsLookup settings, CallerTenant caller) {
        this.memory = memory;
        this.settings = settings;
        this.caller = caller;
    }

    /** The caller's latest messages, newest first, optionally of one session ({@code limit}: 1 to 500). */
    @GET
    @Path("/messages")
    public Response messages(@QueryParam("sessionId") String sessionId, @QueryParam("limit") String limit) {
        return Relayed.of(memory.messages(sessionId, limit));
    }

    /** {@code {"sessions":[{"id","channel","startedAt","lastMessageAt","title","messages"}]}}: the caller's conversations, latest first. */
    @GET
    @Path("/sessions")
    public Response sessions(@QueryParam("limit") String limit) {
        return Relayed.of(memory.sessions(limit));
    }

    /** Every memory of the caller, silent ones included, newest first; {@code next} is the cursor of the next page. */
    @GET
    @Path("/memories")
    public Response memories(@QueryParam("kind") String kind, @QueryParam("status") String status,
            @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        return Relayed.of(memory.memories(kind, status, limit, cursor));
    }

    /** The caller's memories and messages that answer {@code q}, found by person, subject and meaning ({@code k}: 1 to 100). */
    @GET
    @Path("/memories/search")
    public Response search(@QueryParam("q") String q, @QueryParam("k") String k, @QueryParam("angles") String angles) {
        return Relayed.of(memory.search(q, k, angles));
    }

    /** The caller's most recently mentioned memories as nodes and the links between them ({@code limit}: 1 to 2,000). */
    @GET
    @Path("/memories/graph")
    public Response graph(@QueryParam("limit") String limit) {
        return Relayed.of(memory.graph(limit));
    }

    @GET
    @Path("/memories/{id}")
    public Response memory(@PathParam("id") String id) {
        return Relayed.of(memory.memory(id));
    }

    @PATCH
    @Path("/memories/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response rewrite(@PathParam("id") String id, String body) {
        return Relayed.of(memory.rewrite(id, body));
    }

    @DELETE
    @Path("/memories/{id}")
    public Response forget(@PathParam("id") String id) {
        return Relayed.of(memory.forget(id));
    }

    /** {@code {"markdown", "updatedAt"}}: who the caller is, as the assistant knows them (empty markdown while nothing is known). */
    @GET
    @Path("/identity-card")
    public Response identityCard() {
        return Relayed.of(memory.identityCard());
    }

    /** {@code {"memoryEnabled", "pausedUntil", "memory"}}: memory on or off, paused until a time, and what that means now. */
    @GET
    @Path("/settings")
    public Response settings() {
        return Relayed.of(memory.settings());
    }

    @PUT
    @Path("/settings")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response changeSettings(String body) {
        try {
            return Relayed.of(memory.changeSettings(body));
        } finally {
            // whatever memory-service answered: the caller's next turn reads the settings as they now are
            settings.changed(caller.tenant());
        }
    }
}
