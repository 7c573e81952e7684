package io.souvenir.platform.security;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.smallrye.jwt.build.Jwt;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;

/**
 * Tokens a service presents when it calls another on behalf of the user an event names (Kafka
 * consumers have no user token to forward). They carry the user as {@code sub} and the workspace
 * claim, exactly like a user's token, are signed with the services' key
 * ({@code smallrye.jwt.sign.key.location}), live one minute, and are accepted only on the
 * receiving service's {@code /internal/*} paths, never on the public API.
 *
 * <p>A token is handed out again for the first half of its life: a turn calls memory-service and
 * action-ledger three to six times for one user, and RSA signing was the most sampled frame of
 * turn-service's profile. Every token handed out still has at least half a minute to live, so a
 * call never fails on one about to expire.
 */
@ApplicationScoped
public class ServiceTokens {

    public static final String ISSUER = "souvenir-services";
    public static final String AUDIENCE = "souvenir-services";
    private static final long LIFETIME_SECONDS = 60;
    private static final Duration REUSED_FOR = Duration.ofSeconds(LIFETIME_SECONDS / 2);

    private final Cache<Tenant, String> signed = Caffeine.newBuilder().expireAfterWrite(REUSED_FOR).maximumSize(10_000).build();

    public String bearer(Tenant tenant) {
        return signed.get(tenant, ServiceTokens::sign);
    }

    private static String sign(Tenant tenant) {
        return "Bearer " + Jwt.issuer(ISSUER).audience(AUDIENCE)
                .subject(tenant.userId())
                .claim(WorkspaceRequired.WORKSPACE_CLAIM, tenant.workspaceId())
                .expiresIn(LIFETIME_SECONDS)
                .sign();
    }
}
