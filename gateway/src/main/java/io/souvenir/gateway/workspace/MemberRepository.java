package io.souvenir.gateway.workspace;

import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Workspace members. Every query also names the workspace, and row-level security (bound to the
 * caller's workspace) hides every other workspace's members even if one did not.
 */
@ApplicationScoped
public class MemberRepository {

    private static final String MATCHING = """
            m.key.workspaceId = :workspace
            and (lower(coalesce(m.username, '')) like :search escape '\\' or lower(m.key.userId) like :search escape '\\')""";

    private final EntityManager entityManager;

    MemberRepository(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<WorkspaceMember> find(Tenant member) {
        return Optional.ofNullable(entityManager.find(WorkspaceMember.class, new WorkspaceMember.Key(member.workspaceId(), member.userId())));
    }

    /**
     * Registers {@code member} as active on first sight, else marks them seen now (with the name
     * and role of their token; null keeps what is known). A removed member's row is left as it is.
     * Returns whether the member is active.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean seen(Tenant member, String username, MemberRole role) {
        String wireRole = role == null ? null : role.wireName();
        List<?> active = entityManager.createNativeQuery("""
                        insert into workspace_members as m (workspace_id, user_id, username, role)
                        values (?1, ?2, cast(?3 as text), coalesce(cast(?4 as text), 'member'))
                        on conflict (workspace_id, user_id) do update
                           set last_seen_at = now(), username = coalesce(cast(?3 as text), m.username), role = coalesce(cast(?4 as text), m.role)
                         where m.status = 'active'
                        returning m.user_id""")
                .setParameter(1, member.workspaceId())
                .setParameter(2, member.userId())
                .setParameter(3, username)
                .setParameter(4, wireRole)
                .getResultList();
        return !active.isEmpty();
    }

    /** One page of a workspace's members whose name or id contains {@code search} (any case), active ones first. */
    @Transactional(Transactional.TxType.MANDATORY)
    public List<WorkspaceMember> list(String workspace, String search, int offset, int limit) {
        return entityManager.createQuery("from WorkspaceMember m where " + MATCHING
                        + " order by m.status, lower(coalesce(m.username, m.key.userId)), m.key.userId", WorkspaceMember.class)
                .setParameter("workspace", workspace)
                .setParameter("search", pattern(search))
                .setFirstResult(offset)
                .setMaxResults(limit)
                .getResultList();
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public long count(String workspace, String search) {
        return entityManager.createQuery("select count(m) from WorkspaceMember m where " + MATCHING, Long.class)
                .setParameter("workspace", workspace)
                .setParameter("search", pattern(search))
                .getSingleResult();
    }

    /** "ali" → "%ali%", with the user's own % and _ taken literally. */
    private static String pattern(String search) {
        String literal = (search == null ? "" : search.strip().toLowerCase(Locale.ROOT))
                .replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
        return "%" + literal + "%";
    }
}
