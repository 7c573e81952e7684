package io.souvenir.ledger.actions;

import io.souvenir.platform.tenancy.Tenant;
import jakarta.persistence.EntityManager;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/** A row that falls due, and whose it is: the scheduler then works on it bound to that tenant. */
public record Due(UUID id, Tenant tenant) {

    private static final int AT_MOST = 100;

    /**
     * Rows of {@code table} matching {@code condition} ({@code ?1} is {@code at}), across users.
     * Reads ids and tenants only, through the tables' {@code due_scan} policy (select only).
     */
    @SuppressWarnings("unchecked")
    public static List<Due> scan(EntityManager em, String table, String condition, OffsetDateTime at) {
        em.createNativeQuery("select set_config('souvenir.scheduler', 'on', true)").getSingleResult();
        List<Object[]> rows = em.createNativeQuery("select id, user_id, workspace_id from " + table + " where " + condition
                + " limit " + AT_MOST).setParameter(1, at).getResultList();
        return rows.stream().map(row -> new Due((UUID) row[0], new Tenant((String) row[2], (String) row[1]))).toList();
    }
}
