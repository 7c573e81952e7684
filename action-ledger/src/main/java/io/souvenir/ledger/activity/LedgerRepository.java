package io.souvenir.ledger.activity;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/** No tenant filter in the queries: the transaction is bound to one tenant and RLS does the rest. */
@ApplicationScoped
public class LedgerRepository implements PanacheRepositoryBase<LedgerEvent, UUID> {

    public List<LedgerEvent> since(OffsetDateTime from) {
        return list("occurredAt >= ?1", Sort.ascending("occurredAt", "id"), from);
    }
}
