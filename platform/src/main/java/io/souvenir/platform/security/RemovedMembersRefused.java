package io.souvenir.platform.security;

import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.CurrentIdentityAssociation;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import io.souvenir.platform.rest.Problem;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * A member a workspace admin removed is refused by every service, not only the gateway: the
 * identity of a removed member (their own token, or a service token on their behalf) is marked
 * {@link #REMOVED_FROM}, and every route answers 403 problem+json before it runs.
 */
@ApplicationScoped
public class RemovedMembersRefused implements SecurityIdentityAugmentor {

    /** Set on the identity of a removed member: the workspace that removed them. */
    public static final String REMOVED_FROM = "souvenir.removed-from-workspace";

    private final MemberAccess access;
    private final CurrentIdentityAssociation identities;

    RemovedMembersRefused(MemberAccess access, CurrentIdentityAssociation identities) {
        this.access = access;
        this.identities = identities;
    }

    /** The message every service gives a removed member. */
    public static String removedFrom(String workspace) {
        return "removed from workspace " + workspace + " by a workspace admin";
    }

    @Override
    public int priority() {
        // after WorkspaceRequired (priority 0): a token without a workspace never gets here
        return -1;
    }

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context) {
        return Uni.createFrom().item(CallerTenant.of(identity).filter(access::isRemoved)
                .<SecurityIdentity>map(removed -> QuarkusSecurityIdentity.builder(identity)
                        .addAttribute(REMOVED_FROM, removed.workspaceId()).build())
                .orElse(identity));
    }

    @ServerRequestFilter
    public Uni<Response> refuseRemovedMembers() {
        return identities.getDeferredIdentity()
                .map(identity -> identity.getAttribute(REMOVED_FROM) instanceof String workspace
                        ? Problem.of(Response.Status.FORBIDDEN, removedFrom(workspace)).toResponse() : null)
                // a bad token is the route's own security's to refuse (401), or nothing to a webhook
                .onFailure().recoverWithNull();
    }
}
