package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.memory.settings.MemorySettings;
import io.souvenir.memory.settings.SettingsService;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

@Path("/api/v1/settings")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class SettingsResource {

    /** {@code memory}: what that means right now (on, off, or paused). */
    public record Settings(boolean memoryEnabled, OffsetDateTime pausedUntil, MemoryState memory) {

        static Settings of(MemorySettings settings) {
            return new Settings(settings.memoryEnabled, settings.pausedUntil,
                    settings.stateAt(OffsetDateTime.now(ZoneOffset.UTC)));
        }
    }

    public record Change(@NotNull Boolean memoryEnabled, OffsetDateTime pausedUntil) {
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
        return Settings.of(settings.write(caller.tenant(), change.memoryEnabled(), change.pausedUntil()));
    }
}
