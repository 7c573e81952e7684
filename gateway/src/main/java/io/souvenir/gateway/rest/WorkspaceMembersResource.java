package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.quarkus.security.UnauthorizedException;
import io.quarkus.security.identity.SecurityIdentity;
import io.souvenir.gateway.workspace.Membership;
import io.souvenir.gateway.workspace.WorkspaceCaller;
import io.souvenir.gateway.workspace.WorkspaceMember;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
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

    /** {@code total}: how many members match the search; {@code next}: the offset of the next page, absent on the last. */
    public record Members(List<Member> members, long total, Integer next) {
    }

    private final Membership membership;
    private final SecurityIdentity identity;

    WorkspaceMembersResource(Membership membership, SecurityIdentity identity) {
        this.membership = membership;
        this.identity = identity;
    }

    /** The members whose name contains {@code q}, active first, by name, a page at a time. */
    @GET
    public Members list(@QueryParam("q") @Size(max = 100) String q, @QueryParam("offset") @DefaultValue("0") @Min(0) int offset,
            @QueryParam("limit") @DefaultValue("50") @Min(1) @Max(200) int limit) {
        Membership.MemberPage page = membership.members(caller(), q, offset, limit);
        int after = offset + page.members().size();
        return new Members(page.members().stream().map(Member::of).toList(), page.total(), after < page.total() ? after : null);
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
