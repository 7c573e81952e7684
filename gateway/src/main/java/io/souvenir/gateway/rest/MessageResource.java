package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.gateway.downstream.MemoryServiceClient;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.inject.RestClient;

@Path("/api/v1/messages")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class MessageResource {

    private final MemoryServiceClient memory;

    MessageResource(@RestClient MemoryServiceClient memory) {
        this.memory = memory;
    }

    /** The caller's latest messages, newest first, optionally of one session ({@code limit}: 1 to 500). */
    @GET
    public Response messages(@QueryParam("sessionId") String sessionId, @QueryParam("limit") String limit) {
        return Relayed.of(memory.messages(sessionId, limit));
    }
}
