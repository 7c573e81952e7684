package io.souvenir.gateway.workspace;

import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.workspace.MemberAccessChanged;
import io.souvenir.gateway.turns.GatewayConfig;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.telemetry.TraceIds;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.ClientErrorException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Who belongs to each workspace. Every caller is registered as an active member of their token's
 * workspace on first sight; a workspace admin lists the members and removes or restores one. A
 * removed member is let in nowhere, but nothing of theirs is erased: restoring them gives it all
 * back. Nothing here reads or tells anything of a member's memory.
 */
@ApplicationScoped
public class Membership {

    /** Beyond this many remembered members the memory starts over (each is then written once more). */
    private static final int MAX_REMEMBERED = 100_000;

    private final MemberRepository repository;
    private final TenantSession tenantSession;
    private final GatewayConfig config;
    private final Outbox outbox;
    /** Members this instance marked seen, and when: their row is written again only once that is old enough. */
    private final Map<Tenant, Instant> lastWritten = new ConcurrentHashMap<>();

    Membership(MemberRepository repository, TenantSession tenantSession, GatewayConfig config, Outbox outbox) {
        this.outbox = outbox;
        this.repository = repository;
        this.tenantSession = tenantSession;
        this.config = config;
    }

    /**
     * Whether {@code caller} may come in: registers them on first sight and marks them seen (at most
     * once per {@code souvenir.gateway.workspace.last-seen-every} on this instance); their status is
     * read every time, so a removal holds at once on every instance. One statement, no transaction
     * of its own: it runs for every request.
     */
    public boolean admit(WorkspaceCaller caller) {
        return admit(caller.tenant(), caller.username(), caller.role());
    }

    /**
     * The same for a user a linked Telegram chat or email address speaks for (no token: their name
     * and role stay as last known). A removed member is refused with {@link WorkspaceAccessDenied}.
     */
    public void admitLinked(Tenant user) {
        if (!admit(user, null, null)) {
            throw WorkspaceAccessDenied.removed(user.workspaceId());
        }
    }

    private boolean admit(Tenant tenant, String username, MemberRole role) {
        Instant now = Instant.now();
        Instant written = lastWritten.get(tenant);
        boolean markSeen = written == null || !written.isAfter(now.minus(config.workspace().lastSeenEvery()));
        boolean active = repository.admitted(tenant, username, role, markSeen);
        if (!active) {
            lastWritten.remove(tenant);
        } else if (markSeen) {
            if (lastWritten.size() >= MAX_REMEMBERED) {
                lastWritten.clear();
            }
            lastWritten.put(tenant, now);
        }
        return active;
    }

    /** The members of the admin's own workspace. */
    @Transactional
    public MemberPage members(WorkspaceCaller admin, String search, int offset, int limit) {
        bindAdmin(admin);
        String workspace = admin.tenant().workspaceId();
        return new MemberPage(repository.list(workspace, search, offset, limit), repository.count(workspace, search));
    }

    /** One page of members, and how many match in all. */
    public record MemberPage(List<WorkspaceMember> members, long total) {
    }

    /** Removes a member of the admin's workspace (404 for anyone else, 409 for the admin themselves); already removed stays so. */
    @Transactional
    public void remove(WorkspaceCaller admin, String userId) {
        WorkspaceMember member = memberOf(admin, userId);
        if (userId.equals(admin.tenant().userId())) {
            throw new ClientErrorException("a workspace admin cannot remove themselves", Response.Status.CONFLICT);
        }
        if (member.isActive()) {
            member.status = WorkspaceMember.REMOVED;
            member.removedAt = OffsetDateTime.now(ZoneOffset.UTC);
            member.removedBy = admin.tenant().userId();
            tellEveryService(member, true);
        }
    }

    /** Lets a removed member of the admin's workspace in again, with everything they had. */
    @Transactional
    public void restore(WorkspaceCaller admin, String userId) {
        WorkspaceMember member = memberOf(admin, userId);
        if (!member.isActive()) {
            member.status = WorkspaceMember.ACTIVE;
            member.removedAt = null;
            member.removedBy = null;
            tellEveryService(member, false);
        }
    }

    /** Every service refuses a removed member too (the platform's RemovedMembersRefused), told through the outbox. */
    private void tellEveryService(WorkspaceMember member, boolean removed) {
        // the event is the member's (keyed and tenanted by them): the outbox row is written as theirs,
        // the admin having been checked to manage their workspace
        tenantSession.bind(new Tenant(member.key.workspaceId, member.key.userId));
        outbox.publish(EventHeader.start(TraceIds.current(), member.key.workspaceId, member.key.userId, Channel.WEB),
                Events.MEMBER_ACCESS_CHANGED, new MemberAccessChanged(removed));
    }

    private WorkspaceMember memberOf(WorkspaceCaller admin, String userId) {
        bindAdmin(admin);
        return repository.find(new Tenant(admin.tenant().workspaceId(), userId))
                .orElseThrow(() -> new NotFoundException("no such member in your workspace"));
    }

    private void bindAdmin(WorkspaceCaller caller) {
        if (!caller.isAdmin()) {
            throw WorkspaceAccessDenied.notAdmin();
        }
        tenantSession.bind(caller.tenant());
    }
}
