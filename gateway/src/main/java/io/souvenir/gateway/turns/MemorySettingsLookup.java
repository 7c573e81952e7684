package io.souvenir.gateway.turns;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.gateway.downstream.MemoryServiceClient;
import io.souvenir.gateway.downstream.MemoryServiceOnBehalf;
import io.souvenir.platform.security.ServiceTokens;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import java.util.Arrays;
import java.util.function.Supplier;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * Whether the caller's memory is on, off or paused, asked of memory-service with the caller's
 * token when a turn (or an import) arrives: the one decision of what may be kept of it, carried in
 * {@code turn.received} to every service that follows, with the user's time zone and language. If
 * memory-service cannot say, the answer is {@link MemoryState#UNKNOWN} and nothing of the turn is
 * kept: no later consumer reads the settings again, so guessing "on" here could keep what a paused
 * user said.
 */
@ApplicationScoped
public class MemorySettingsLookup {

    private static final Logger LOG = Logger.getLogger(MemorySettingsLookup.class);

    private final MemoryServiceClient memory;
    private final MemoryServiceOnBehalf memoryOnBehalf;
    private final ServiceTokens serviceTokens;
    private final ObjectMapper json;

    MemorySettingsLookup(@RestClient MemoryServiceClient memory, @RestClient MemoryServiceOnBehalf memoryOnBehalf,
            ServiceTokens serviceTokens, ObjectMapper json) {
        this.memory = memory;
        this.memoryOnBehalf = memoryOnBehalf;
        this.serviceTokens = serviceTokens;
        this.json = json;
    }

    /** The caller's, asked with their own token. */
    public SpeakerSettings current() {
        return read(memory::settings);
    }

    /** A channel user's (Telegram, email), asked with a service token for them. */
    public SpeakerSettings of(Tenant user) {
        return read(() -> memoryOnBehalf.settings(serviceTokens.bearer(user)));
    }

    private SpeakerSettings read(Supplier<Response> settingsCall) {
        try (Response response = settingsCall.get()) {
            if (response.getStatus() != 200) {
                LOG.warnf("memory-service answered %d for the settings; nothing of this turn will be kept", response.getStatus());
                return SpeakerSettings.UNKNOWN;
            }
            JsonNode settings = json.readTree(response.readEntity(String.class));
            MemoryState memory = Arrays.stream(MemoryState.values())
                    .filter(state -> state.wireName().equals(settings.path("memory").asText()))
                    .findFirst().orElse(MemoryState.UNKNOWN);
            return new SpeakerSettings(memory, text(settings, "timeZone"), text(settings, "language"));
        } catch (Exception e) {
            LOG.warnf("memory settings unavailable (%s); nothing of this turn will be kept", e.getMessage());
            return SpeakerSettings.UNKNOWN;
        }
    }

    private static String text(JsonNode settings, String field) {
        JsonNode value = settings.path(field);
        return value.isTextual() ? value.asText() : null;
    }
}
