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
     * What the scan function {@code function} (db/migration V71: ids and tenants only, across users)
     * returns for {@code at}.
     */
    @SuppressWarnings("unchecked")
    public static List<Due> scan(EntityManager em, String function, OffsetDateTime at) {
        List<Object[]> rows = em.createNativeQuery("select id, user_id, workspace_id from " + function + "(?1, ?2)")
                .setParameter(1, at).setParameter(2, AT_MOST).getResultList();
        return rows.stream().map(row -> new Due((UUID) row[0], new Tenant((String) row[2], (String) row[1]))).toList();
    }
}
