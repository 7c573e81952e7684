package io.souvenir.gateway.workspace;

import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import io.souvenir.platform.security.RemovedMembersRefused;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Every authenticated request (bearer token, browser session, the SSE stream) passes through the
 * workspace's membership: the caller is registered on first sight, and a member a workspace admin
 * removed is answered 403 on every API route before anything runs, so nothing is read or written.
 * The check happens while the identity is built (where blocking work is allowed), and the
 * platform's {@link RemovedMembersRefused} answers for it, as in every service.
 */
@ApplicationScoped
public class MembershipCheck implements SecurityIdentityAugmentor {

    private final Membership membership;

    MembershipCheck(Membership membership) {
        this.membership = membership;
    }

    @Override
    public int priority() {
        // after the platform's WorkspaceRequired (priority 0) and its RemovedMembersRefused (-1)
        return -2;
    }

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context) {
        return WorkspaceCaller.of(identity)
                .map(caller -> context.runBlocking(() -> membership.admit(caller) ? identity
                        : QuarkusSecurityIdentity.builder(identity).addAttribute(RemovedMembersRefused.REMOVED_FROM, caller.tenant().workspaceId()).build()))
                .orElseGet(() -> Uni.createFrom().item(identity));
    }
}
