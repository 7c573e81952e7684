package io.souvenir.platform.security;

import io.quarkus.security.UnauthorizedException;
import io.quarkus.security.identity.SecurityIdentity;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.RequestScoped;
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
        if (identity.isAnonymous() || !(identity.getPrincipal() instanceof JsonWebToken token)) {
            throw new UnauthorizedException();
        }
        return new Tenant(token.getClaim(WorkspaceRequired.WORKSPACE_CLAIM).toString(), token.getSubject());
    }
}
