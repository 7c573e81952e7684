package io.souvenir.gateway.workspace;

import io.agroal.api.AgroalDataSource;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
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
    private final AgroalDataSource dataSource;
    private final TenantSession tenantSession;

    MemberRepository(EntityManager entityManager, AgroalDataSource dataSource, TenantSession tenantSession) {
        this.entityManager = entityManager;
        this.dataSource = dataSource;
        this.tenantSession = tenantSession;
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<WorkspaceMember> find(Tenant member) {
        return Optional.ofNullable(entityManager.find(WorkspaceMember.class, new WorkspaceMember.Key(member.workspaceId(), member.userId())));
    }

    /**
     * Whether {@code member} is active, in one statement of its own (V1_7 {@code member_admitted}):
     * registered as active on first sight; when {@code markSeen}, marked seen now (with the name and
     * role of their token; null keeps what is known). A removed member's row is left as it is.
     */
    public boolean admitted(Tenant member, String username, MemberRole role, boolean markSeen) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement admitted = connection.prepareStatement("select member_admitted(?, ?, ?, ?, ?)")) {
            admitted.setString(1, member.workspaceId());
            admitted.setString(2, member.userId());
            admitted.setString(3, username);
            admitted.setString(4, role == null ? null : role.wireName());
            admitted.setBoolean(5, markSeen);
            try (ResultSet result = admitted.executeQuery()) {
                result.next();
                tenantSession.boundTo(member);
                return result.getBoolean(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot check the membership of " + member.workspaceId(), e);
        }
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
