package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.quarkus.security.UnauthorizedException;
import io.quarkus.security.identity.SecurityIdentity;
import io.souvenir.gateway.workspace.Membership;
import io.souvenir.gateway.workspace.WorkspaceCaller;
import io.souvenir.gateway.workspace.WorkspaceMember;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.OffsetDateTime;
import java.util.List;

/** A workspace admin (realm role workspace-admin) manages who belongs to their workspace; 403 for anyone else. */
@Path("/api/v1/workspace/members")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class WorkspaceMembersResource {

    /** Who a member is to the workspace; nothing of their memory. */
    public record Member(String userId, String username, String role, String status, OffsetDateTime joinedAt,
            OffsetDateTime lastSeenAt) {

        static Member of(WorkspaceMember member) {
            return new Member(member.key.userId, member.username, member.role, member.status, member.joinedAt, member.lastSeenAt);
        }
    }

    public record Members(List<Member> members) {
    }

    private final Membership membership;
    private final SecurityIdentity identity;

    WorkspaceMembersResource(Membership membership, SecurityIdentity identity) {
        this.membership = membership;
        this.identity = identity;
    }

    @GET
    public Members list() {
        return new Members(membership.members(caller()).stream().map(Member::of).toList());
    }

    @POST
    @Path("/{userId}/remove")
    public void remove(@PathParam("userId") String userId) {
        membership.remove(caller(), userId);
    }

    @POST
    @Path("/{userId}/restore")
    public void restore(@PathParam("userId") String userId) {
        membership.restore(caller(), userId);
    }

    private WorkspaceCaller caller() {
        return WorkspaceCaller.of(identity).orElseThrow(UnauthorizedException::new);
    }
}
