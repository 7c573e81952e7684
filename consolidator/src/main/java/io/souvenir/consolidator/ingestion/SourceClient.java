package io.souvenir.consolidator.ingestion;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** memory-service's contexts, read under a service token for the job's user: the sources to read and the notes already established. */
@RegisterRestClient(configKey = "memory-service")
@Path("/internal/v1/contexts")
public interface SourceClient {

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Turn(String speaker, String at, String text) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Source(UUID id, String kind, String title, String text, List<String> speakers, List<Turn> turns, OffsetDateTime recordedAt,
            OffsetDateTime createdAt) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Sources(List<Source> sources) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Citation(UUID sourceId, String quote) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Note(UUID id, String text, List<Citation> citations) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Notes(List<Note> atomic) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Core(UUID id, String name, String mission, String synthesis) {
    }

    @GET
    @Path("/{id}/sources")
    Sources pending(@HeaderParam("Authorization") String authorization, @PathParam("id") UUID contextId,
            @QueryParam("pending") boolean pending);

    @GET
    @Path("/{id}/atomic")
    Notes notes(@HeaderParam("Authorization") String authorization, @PathParam("id") UUID contextId);

    @GET
    @Path("/{id}")
    Core core(@HeaderParam("Authorization") String authorization, @PathParam("id") UUID contextId);
}
