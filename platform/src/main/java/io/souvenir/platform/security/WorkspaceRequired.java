package io.souvenir.platform.security;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.jwt.JsonWebToken;

/** A verified token that names no workspace belongs to nobody here: it is refused like a bad one. */
@ApplicationScoped
public class WorkspaceRequired implements SecurityIdentityAugmentor {

    static final String WORKSPACE_CLAIM = "workspace";

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context) {
        if (identity.isAnonymous()) {
            return Uni.createFrom().item(identity);
        }
        if (identity.getPrincipal() instanceof JsonWebToken token
                && token.getSubject() != null && hasText(token.getClaim(WORKSPACE_CLAIM))) {
            return Uni.createFrom().item(identity);
        }
        return Uni.createFrom().failure(new AuthenticationFailedException("the token names no workspace"));
    }

    private static boolean hasText(Object claim) {
        return claim != null && !claim.toString().isBlank();
    }
}
