package io.souvenir.turn.recall;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** memory-service's routes for services, called with a service token for the turn's user. */
@RegisterRestClient(configKey = "memory-service")
@Path("/internal/v1")
public interface MemoryServiceClient {

    record Hits(List<Recalled> hits) {
    }

    @GET
    @Path("/narrative")
    Narrative narrative(@HeaderParam("Authorization") String authorization, @QueryParam("sessionId") UUID sessionId);

    @GET
    @Path("/search")
    Hits search(@HeaderParam("Authorization") String authorization, @QueryParam("q") String query,
            @QueryParam("k") int k, @QueryParam("angles") String angles);
}
