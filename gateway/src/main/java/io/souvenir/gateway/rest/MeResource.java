package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import io.souvenir.gateway.privacy.Erasure;
import io.souvenir.platform.security.CallerTenant;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.jwt.JsonWebToken;

@Path("/api/v1/me")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class MeResource {

    /** The realm roles the web app shows pages for (the server checks them on every call anyway). */
    static final List<String> UI_ROLES = List.of("operator", "workspace-admin");

    /** Who the caller is, from the verified token. */
    public record Me(String userId, String username, String workspace, List<String> roles) {
    }

    /** What the wipe erased, per store ({@code service.table}); afterwards every store holds 0 rows for the caller. */
    public record Wiped(Map<String, Long> deleted) {
    }

    private final Erasure erasure;
    private final CallerTenant caller;
    private final SecurityIdentity identity;

    MeResource(Erasure erasure, CallerTenant caller, SecurityIdentity identity) {
        this.erasure = erasure;
        this.caller = caller;
        this.identity = identity;
    }

    @GET
    public Me me() {
        Tenant tenant = caller.tenant();
        String username = ((JsonWebToken) identity.getPrincipal()).getClaim("preferred_username");
        return new Me(tenant.userId(), username, tenant.workspaceId(), UI_ROLES.stream().filter(identity::hasRole).toList());
    }

    /** The GDPR wipe of everything Souvenir holds about the caller, in every service. */
    @DELETE
    @Path("/memory")
    public Wiped wipe() {
        return new Wiped(erasure.eraseEverywhere(caller.tenant()));
    }
}
