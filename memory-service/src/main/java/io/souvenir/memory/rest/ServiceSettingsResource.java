package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.rest.SettingsResource.Settings;
import io.souvenir.memory.settings.SettingsService;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * The user's memory settings, read (never changed) by a service on their behalf: the gateway
 * hearing a Telegram or email message has no token of the user to ask with.
 */
@Path("/internal/v1/settings")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ServiceSettingsResource {

    private final SettingsService settings;
    private final CallerTenant caller;

    ServiceSettingsResource(SettingsService settings, CallerTenant caller) {
        this.settings = settings;
        this.caller = caller;
    }

    @GET
    public Settings read() {
        return Settings.of(settings.read(caller.tenant()));
    }
}
