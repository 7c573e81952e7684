package io.souvenir.gateway.downstream;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/**
 * memory-service's routes for services, called with a service token for a user (platform
 * ServiceTokens): for messages that come from a channel, where no token of the user exists.
 */
@RegisterRestClient(configKey = "memory-service")
@Path("/internal/v1")
public interface MemoryServiceOnBehalf {

    @GET
    @Path("/settings")
    Response settings(@HeaderParam("Authorization") String serviceToken);
}
