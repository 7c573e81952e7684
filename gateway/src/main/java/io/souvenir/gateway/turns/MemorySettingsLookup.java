package io.souvenir.gateway.turns;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.gateway.downstream.MemoryServiceClient;
import io.souvenir.gateway.downstream.MemoryServiceOnBehalf;
import io.souvenir.platform.security.ServiceTokens;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.function.Supplier;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * Whether a user's memory is on, off or paused when they speak: the one decision of what may be
 * kept of a turn, carried in {@code turn.received} to every service that follows, with the user's
 * time zone and language. Asked of memory-service, then kept here between the user's turns for
 * {@code souvenir.gateway.settings-kept-for}, so that a turn does not wait on a call; a change
 * made through this gateway drops the copy at once, and one made through another instance as soon
 * as memory-service's announcement of it arrives ({@code memory.settings-changed}, heard by every
 * instance: {@link #changed}).
 *
 * <p>A copy may still be outdated in the moment before that announcement arrives. That never
 * keeps what a paused user said: the turn carries the version its decision was made on, and
 * memory-service, which holds the settings, keeps nothing of a turn whose copy a change had
 * outdated before the user spoke ({@code SettingsService.decide}); the reply alone may then say
 * the turn was kept. A copy that says off or paused is not trusted: the settings are asked again,
 * so a user who resumed elsewhere is heard at once. If memory-service cannot say, the answer is
 * {@link MemoryState#UNKNOWN} and nothing of the turn is kept (nor is that answer kept here).
 */
@ApplicationScoped
public class MemorySettingsLookup {

    private static final Logger LOG = Logger.getLogger(MemorySettingsLookup.class);

    private final MemoryServiceClient memory;
    private final MemoryServiceOnBehalf memoryOnBehalf;
    private final ServiceTokens serviceTokens;
    private final ObjectMapper json;
    private final Cache<Tenant, Copy> copies;

    MemorySettingsLookup(@RestClient MemoryServiceClient memory, @RestClient MemoryServiceOnBehalf memoryOnBehalf,
            ServiceTokens serviceTokens, ObjectMapper json, GatewayConfig config) {
        this.memory = memory;
        this.memoryOnBehalf = memoryOnBehalf;
        this.serviceTokens = serviceTokens;
        this.json = json;
        this.copies = Caffeine.newBuilder().expireAfterWrite(config.settingsKeptFor()).maximumSize(100_000).build();
    }

    /** The caller's as they are now, asked with their own token (an import, refused while paused, asks afresh). */
    public SpeakerSettings current() {
        Read read = read(memory::settings);
        return read.speaker();
    }

    /** The caller's, as they speak: the copy kept since their last turn, else asked with their own token. */
    public SpeakerSettings speaking(Tenant caller) {
        return copied(caller, memory::settings);
    }

    /** A channel user's (Telegram, email), as they speak: the copy, else asked with a service token for them. */
    public SpeakerSettings of(Tenant user) {
        return copied(user, () -> memoryOnBehalf.settings(serviceTokens.bearer(user)));
    }

    /**
     * The user changed their settings (through this gateway, or announced by memory-service): the
     * copy goes, so their next turn is decided on the new ones. Called once the change is made, so
     * a copy being read meanwhile (from before the change) is dropped too: the cache waits for that
     * read to finish.
     */
    public void changed(Tenant user) {
        copies.invalidate(user);
    }

    private SpeakerSettings copied(Tenant user, Supplier<Response> settingsCall) {
        Copy kept = copies.getIfPresent(user);
        if (kept != null) {
            SpeakerSettings speaker = kept.at(OffsetDateTime.now(ZoneOffset.UTC));
            if (speaker.memory().keeps()) {
                return speaker;
            }
            // off or paused here: asked again, so a resume made elsewhere keeps this turn (a copy is trusted only to keep)
            copies.invalidate(user);
        }
        Read[] asked = new Read[1];
        Copy copy = copies.get(user, key -> {
            asked[0] = read(settingsCall);
            return asked[0].copy(); // null (not kept) when there is no version to carry
        });
        // read for this very turn: as fresh as a decision gets, nothing for memory-service to check
        return asked[0] != null ? asked[0].speaker() : copy.at(OffsetDateTime.now(ZoneOffset.UTC));
    }

    /** The settings as read, and the copy to keep of them (null when they cannot be kept). */
    private record Read(SpeakerSettings speaker, Copy copy) {

        static final Read UNKNOWN = new Read(SpeakerSettings.UNKNOWN, null);
    }

    /** What decides a turn, as memory-service answered it: a pause that ends while the copy is kept ends for it too. */
    private record Copy(boolean memoryEnabled, OffsetDateTime pausedUntil, String timeZone, String language, long version) {

        /** Decided on this copy: with its version, which memory-service checks where it keeps the turn. */
        SpeakerSettings at(OffsetDateTime now) {
            MemoryState state = !memoryEnabled ? MemoryState.OFF
                    : pausedUntil != null && pausedUntil.isAfter(now) ? MemoryState.PAUSED : MemoryState.ON;
            return new SpeakerSettings(state, timeZone, language, version);
        }
    }

    private Read read(Supplier<Response> settingsCall) {
        try (Response response = settingsCall.get()) {
            if (response.getStatus() != 200) {
                LOG.warnf("memory-service answered %d for the settings; nothing of this turn will be kept", response.getStatus());
                return Read.UNKNOWN;
            }
            JsonNode settings = json.readTree(response.readEntity(String.class));
            String timeZone = text(settings, "timeZone");
            String language = text(settings, "language");
            if (settings.path("version").isIntegralNumber()) {
                Copy copy = new Copy(settings.path("memoryEnabled").asBoolean(true),
                        settings.hasNonNull("pausedUntil") ? OffsetDateTime.parse(settings.path("pausedUntil").asText()) : null,
                        timeZone, language, settings.path("version").asLong());
                SpeakerSettings now = copy.at(OffsetDateTime.now(ZoneOffset.UTC));
                return new Read(new SpeakerSettings(now.memory(), timeZone, language), copy);
            }
            // a memory-service that does not count versions: its word, for this turn only
            MemoryState memory = Arrays.stream(MemoryState.values())
                    .filter(state -> state.wireName().equals(settings.path("memory").asText()))
                    .findFirst().orElse(MemoryState.UNKNOWN);
            return new Read(new SpeakerSettings(memory, timeZone, language), null);
        } catch (Exception e) {
            LOG.warnf("memory settings unavailable (%s); nothing of this turn will be kept", e.getMessage());
            return Read.UNKNOWN;
        }
    }

    private static String text(JsonNode settings, String field) {
        JsonNode value = settings.path(field);
        return value.isTextual() ? value.asText() : null;
    }
}
