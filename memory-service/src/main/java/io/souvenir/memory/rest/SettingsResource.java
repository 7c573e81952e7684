package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.memory.settings.MemorySettings;
import io.souvenir.memory.settings.SettingsService;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;

@Path("/api/v1/settings")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class SettingsResource {

    /**
     * {@code memory}: what that means right now (on, off, or paused); {@code timeZone} (IANA) and
     * {@code language} ({@code fr}, {@code en}): null until the browser told them. {@code version}:
     * of the memory switches, one more for every change of them (what a turn decided on a copy of
     * these settings carries: {@code SettingsSeen}).
     */
    public record Settings(boolean memoryEnabled, OffsetDateTime pausedUntil, MemoryState memory, String timeZone,
            String language, long version) {

        static Settings of(MemorySettings settings) {
            return new Settings(settings.memoryEnabled, settings.pausedUntil,
                    settings.stateAt(OffsetDateTime.now(ZoneOffset.UTC)), settings.timeZone, settings.language,
                    settings.memoryVersion);
        }
    }

    /** {@code timeZone}, {@code language}: absent leaves them as they are. */
    public record Change(@NotNull Boolean memoryEnabled, OffsetDateTime pausedUntil,
            String timeZone, @Pattern(regexp = "fr|en", message = "must be fr or en") String language) {
    }

    private final SettingsService settings;
    private final CallerTenant caller;

    SettingsResource(SettingsService settings, CallerTenant caller) {
        this.settings = settings;
        this.caller = caller;
    }

    @GET
    public Settings read() {
        return Settings.of(settings.read(caller.tenant()));
    }

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    public Settings write(@Valid @NotNull Change change) {
        return Settings.of(settings.write(caller.tenant(), change.memoryEnabled(), change.pausedUntil(),
                zone(change.timeZone()), change.language()));
    }

    /** A zone id the JDK knows by name ("America/New_York"); an offset or an unknown name is refused. */
    private static String zone(String timeZone) {
        if (timeZone == null) {
            return null;
        }
        if (ZoneId.getAvailableZoneIds().contains(timeZone)) {
            return timeZone;
        }
        throw new InvalidRequestException("timeZone", "must be an IANA time zone such as Europe/Paris");
    }
}
