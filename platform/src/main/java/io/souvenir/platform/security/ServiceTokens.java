package io.souvenir.platform.security;

import io.smallrye.jwt.build.Jwt;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Tokens a service presents when it calls another on behalf of the user an event names (Kafka
 * consumers have no user token to forward). They carry the user as {@code sub} and the workspace
 * claim, exactly like a user's token, are signed with the services' key
 * ({@code smallrye.jwt.sign.key.location}), live one minute, and are accepted only on the
 * receiving service's {@code /internal/*} paths, never on the public API.
 */
@ApplicationScoped
public class ServiceTokens {

    public static final String ISSUER = "souvenir-services";
    public static final String AUDIENCE = "souvenir-services";
    private static final long LIFETIME_SECONDS = 60;

    public String bearer(Tenant tenant) {
        return "Bearer " + Jwt.issuer(ISSUER).audience(AUDIENCE)
                .subject(tenant.userId())
                .claim(WorkspaceRequired.WORKSPACE_CLAIM, tenant.workspaceId())
                .expiresIn(LIFETIME_SECONDS)
                .sign();
    }
}
