package io.souvenir.gateway.workspace;

import io.quarkus.security.identity.SecurityIdentity;
import io.souvenir.platform.tenancy.Tenant;
import java.util.Optional;
import org.eclipse.microprofile.jwt.JsonWebToken;

/** Who calls, as their verified token says: their tenant, their user name and their role in the workspace. */
public record WorkspaceCaller(Tenant tenant, String username, MemberRole role) {

    private static final String WORKSPACE_CLAIM = "workspace";
    private static final String USERNAME_CLAIM = "preferred_username";

    /** Empty for an anonymous caller or a token that names no workspace (refused elsewhere). */
    public static Optional<WorkspaceCaller> of(SecurityIdentity identity) {
        if (identity.isAnonymous() || !(identity.getPrincipal() instanceof JsonWebToken token)
                || token.getSubject() == null || token.getClaim(WORKSPACE_CLAIM) == null
                || token.getClaim(WORKSPACE_CLAIM).toString().isBlank()) {
            return Optional.empty();
        }
        Object username = token.getClaim(USERNAME_CLAIM);
        return Optional.of(new WorkspaceCaller(new Tenant(token.getClaim(WORKSPACE_CLAIM).toString(), token.getSubject()),
                username == null ? null : username.toString(),
                identity.hasRole(MemberRole.ADMIN_ROLE) ? MemberRole.ADMIN : MemberRole.MEMBER));
    }

    public boolean isAdmin() {
        return role == MemberRole.ADMIN;
    }
}
