package io.souvenir.gateway.workspace;

import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Every authenticated request (bearer token, browser session, the SSE stream) passes through the
 * workspace's membership: the caller is registered on first sight, and a member a workspace admin
 * removed is answered 403 on every API route before anything runs, so nothing is read or written.
 * The check happens while the identity is built (where blocking work is allowed), and
 * {@link RemovedMembersRefused} answers for it.
 */
@ApplicationScoped
public class MembershipCheck implements SecurityIdentityAugmentor {

    /** Set on the identity of a removed member: the workspace that removed them. */
    public static final String REMOVED_FROM = "souvenir.removed-from-workspace";

    private final Membership membership;

    MembershipCheck(Membership membership) {
        this.membership = membership;
    }

    @Override
    public int priority() {
        // after the platform's WorkspaceRequired (priority 0): a token without a workspace never gets here
        return -1;
    }

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context) {
        return WorkspaceCaller.of(identity)
                .map(caller -> context.runBlocking(() -> membership.admit(caller) ? identity
                        : QuarkusSecurityIdentity.builder(identity).addAttribute(REMOVED_FROM, caller.tenant().workspaceId()).build()))
                .orElseGet(() -> Uni.createFrom().item(identity));
    }
}
