package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.gateway.privacy.Erasure;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;

@Path("/api/v1/me")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class MeResource {

    /** What the wipe erased, per store ({@code service.table}); afterwards every store holds 0 rows for the caller. */
    public record Wiped(Map<String, Long> deleted) {
    }

    private final Erasure erasure;
    private final CallerTenant caller;

    MeResource(Erasure erasure, CallerTenant caller) {
        this.erasure = erasure;
        this.caller = caller;
    }

    /** The GDPR wipe of everything Souvenir holds about the caller, in every service. */
    @DELETE
    @Path("/memory")
    public Wiped wipe() {
        return new Wiped(erasure.eraseEverywhere(caller.tenant()));
    }
}
