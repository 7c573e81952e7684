package io.souvenir.platform.security;

import io.quarkus.security.UnauthorizedException;
import io.quarkus.security.identity.SecurityIdentity;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.RequestScoped;
import java.util.Optional;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * The tenant of the current REST call, taken from the verified token ({@code sub} and the
 * {@code workspace} claim), never from anything else the caller sends.
 */
@RequestScoped
public class CallerTenant {

    private final SecurityIdentity identity;

    CallerTenant(SecurityIdentity identity) {
        this.identity = identity;
    }

    public Tenant tenant() {
        return of(identity).orElseThrow(UnauthorizedException::new);
    }

    /** The tenant a verified identity names; empty for an anonymous one. */
    public static Optional<Tenant> of(SecurityIdentity identity) {
        if (identity.isAnonymous() || !(identity.getPrincipal() instanceof JsonWebToken token)) {
            return Optional.empty();
        }
        return Optional.of(new Tenant(token.getClaim(WorkspaceRequired.WORKSPACE_CLAIM).toString(), token.getSubject()));
    }
}
