package io.souvenir.gateway.workspace;

import io.quarkus.security.identity.CurrentIdentityAssociation;
import io.smallrye.mutiny.Uni;
import io.souvenir.platform.rest.Problem;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/** 403 problem+json for a member a workspace admin removed, on every API route, before the route runs. */
public class RemovedMembersRefused {

    private final CurrentIdentityAssociation identities;

    RemovedMembersRefused(CurrentIdentityAssociation identities) {
        this.identities = identities;
    }

    @ServerRequestFilter
    public Uni<Response> refuseRemovedMembers() {
        return identities.getDeferredIdentity()
                .map(identity -> identity.getAttribute(MembershipCheck.REMOVED_FROM) instanceof String workspace
                        ? Problem.of(Response.Status.FORBIDDEN, WorkspaceAccessDenied.removed(workspace).getMessage()).toResponse() : null)
                // a bad token is the route's own security's to refuse (401), or nothing to a webhook
                .onFailure().recoverWithNull();
    }
}
