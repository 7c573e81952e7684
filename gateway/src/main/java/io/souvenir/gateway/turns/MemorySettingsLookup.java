package io.souvenir.gateway.turns;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.gateway.downstream.MemoryServiceClient;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import java.util.Arrays;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * Whether the caller's memory is on, off or paused, asked of memory-service with the caller's
 * token when a turn arrives, so the turn is heard accordingly. If memory-service cannot say, the
 * turn is heard as "on": memory-service checks again before it keeps anything, so a paused
 * user's memory still stays untouched.
 */
@ApplicationScoped
public class MemorySettingsLookup {

    private static final Logger LOG = Logger.getLogger(MemorySettingsLookup.class);

    private final MemoryServiceClient memory;
    private final ObjectMapper json;

    MemorySettingsLookup(@RestClient MemoryServiceClient memory, ObjectMapper json) {
        this.memory = memory;
        this.json = json;
    }

    public MemoryState current() {
        try (Response response = memory.settings()) {
            if (response.getStatus() != 200) {
                LOG.warnf("memory-service answered %d for the settings; hearing the turn as memory on", response.getStatus());
                return MemoryState.ON;
            }
            JsonNode settings = json.readTree(response.readEntity(String.class));
            return Arrays.stream(MemoryState.values()).filter(state -> state.wireName().equals(settings.path("memory").asText()))
                    .findFirst().orElse(MemoryState.ON);
        } catch (Exception e) {
            LOG.warnf("memory settings unavailable (%s); hearing the turn as memory on", e.getMessage());
            return MemoryState.ON;
        }
    }
}
