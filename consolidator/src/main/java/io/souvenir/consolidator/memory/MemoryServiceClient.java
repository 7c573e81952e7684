package io.souvenir.consolidator.memory;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** memory-service's route for the night, called with a service token for the user whose night it is. */
@RegisterRestClient(configKey = "memory-service")
@Path("/internal/v1/consolidation")
public interface MemoryServiceClient {

    record NightState(List<NightMemory> candidates, List<NightMemory> active) {
    }

    record NightMemory(UUID id, String kind, String facet, String domain, String text, List<NightPerson> persons,
            double confidence, String source, OffsetDateTime recordedAt, OffsetDateTime lastMentioned, List<UUID> contradicts) {
    }

    record NightPerson(String name, String relation) {
    }

    @GET
    @Path("/state")
    NightState state(@HeaderParam("Authorization") String authorization, @QueryParam("limit") int limit);
}
