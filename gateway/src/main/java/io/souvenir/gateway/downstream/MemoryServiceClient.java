package io.souvenir.gateway.downstream;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.annotation.RegisterClientHeaders;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** memory-service's API, called with the caller's own token. */
@RegisterRestClient(configKey = "memory-service")
@RegisterClientHeaders(CallerToken.class)
@Path("/api/v1")
public interface MemoryServiceClient {

    @GET
    @Path("/messages")
    Response messages(@QueryParam("sessionId") String sessionId, @QueryParam("limit") String limit);
}
