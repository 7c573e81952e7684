package io.souvenir.consolidator.review;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.souvenir.consolidator.runs.Decision;
import io.souvenir.consolidator.runs.Run;
import io.souvenir.consolidator.runs.RunRepository;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.ApplyConsolidation;
import io.souvenir.contracts.memory.ConsolidationApplied;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.telemetry.TraceIds;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.ws.rs.ClientErrorException;
import jakarta.ws.rs.NotFoundException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * What waits for the user's own decision (identity, health, finance, legal, or a contradiction of
 * something that never changes): approve promotes the candidate, reject archives it, each one
 * apply of its own in memory-service, with its receipt.
 */
@ApplicationScoped
public class ReviewQueue {

    /** One item as the API shows it. */
    public record Item(UUID id, UUID memoryId, UUID runId, String text, String domain, String reason, String status,
            OffsetDateTime createdAt, OffsetDateTime decidedAt) {
    }

    private static final String COLUMNS = "id, memory_id, run_id, text, domain, reason, status, created_at, decided_at";

    private final EntityManager entityManager;
    private final TenantSession tenantSession;
    private final Outbox outbox;

    ReviewQueue(EntityManager entityManager, TenantSession tenantSession, Outbox outbox) {
        this.entityManager = entityManager;
        this.tenantSession = tenantSession;
        this.outbox = outbox;
    }

    /** In the run's transaction: each review decision waits for the user, once (a candidate already waiting is not queued twice). */
    public void queue(Run run, List<Decision> decisions, OffsetDateTime at) {
        for (Decision decision : decisions) {
            if (!"review".equals(decision.outcome())) {
                continue;
            }
            entityManager.createNativeQuery("""
                            insert into review_items (id, run_id, memory_id, user_id, workspace_id, text, domain, reason, status, created_at)
                            values (:id, :run, :memory, :user, :workspace, :text, :domain, :reason, 'waiting', :at) on conflict do nothing""")
                    .setParameter("id", UUID.randomUUID()).setParameter("run", run.id()).setParameter("memory", decision.memoryId())
                    .setParameter("user", run.tenant().userId()).setParameter("workspace", run.tenant().workspaceId())
                    .setParameter("text", decision.text()).setParameter("domain", decision.domain())
                    .setParameter("reason", decision.rule()).setParameter("at", at).executeUpdate();
        }
    }

    public List<Item> waiting(Tenant tenant) {
        return QuarkusTransaction.requiringNew().call(() -> {
            tenantSession.bind(tenant);
            return items("select " + COLUMNS + " from review_items where status in ('waiting', 'approving', 'rejecting') "
                    + "order by created_at, id", null);
        });
    }

    /** Approve or reject: 404 for an item that is not the caller's, 409 for one already decided. */
    public Item decide(Tenant tenant, UUID id, boolean approve) {
        return QuarkusTransaction.requiringNew().call(() -> {
            tenantSession.bind(tenant);
            Item item = find(id, true).orElseThrow(() -> new NotFoundException("no review item " + id));
            if (!"waiting".equals(item.status())) {
                throw new ClientErrorException("this item is already " + item.status(), 409);
            }
            outbox.publish(EventHeader.start(TraceIds.current(), tenant.workspaceId(), tenant.userId(), Channel.WEB),
                    Events.APPLY_CONSOLIDATION, new ApplyConsolidation(id, List.of(new ApplyConsolidation.Decision(item.memoryId(),
                            approve ? ApplyConsolidation.Outcome.PROMOTE : ApplyConsolidation.Outcome.ARCHIVE, null))));
            entityManager.createNativeQuery("update review_items set status = :status, decided_at = :at where id = :id")
                    .setParameter("status", approve ? "approving" : "rejecting")
                    .setParameter("at", OffsetDateTime.now(ZoneOffset.UTC)).setParameter("id", id).executeUpdate();
            return find(id, false).orElseThrow();
        });
    }

    public Optional<Item> of(Tenant tenant, UUID id) {
        return QuarkusTransaction.requiringNew().call(() -> {
            tenantSession.bind(tenant);
            return find(id, false);
        });
    }

    /** In the answer's transaction: the decision is applied, or (refused: no longer a candidate) the item is closed as it stands. */
    public boolean applied(ConsolidationApplied applied) {
        Optional<Item> item = find(applied.applyId(), true);
        if (item.isEmpty()) {
            return false;
        }
        String decided = item.get().status().equals("approving") ? "approved" : "rejected";
        entityManager.createNativeQuery("update review_items set status = :status where id = :id")
                .setParameter("status", applied.failure() == null ? decided : "rejected").setParameter("id", applied.applyId())
                .executeUpdate();
        return true;
    }

    private Optional<Item> find(UUID id, boolean lock) {
        return items("select " + COLUMNS + " from review_items where id = :id" + (lock ? " for update" : ""), id).stream().findFirst();
    }

    private List<Item> items(String sql, UUID id) {
        var query = entityManager.createNativeQuery(sql);
        if (id != null) {
            query.setParameter("id", id);
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = query.getResultList();
        return rows.stream().map(row -> new Item((UUID) row[0], (UUID) row[1], (UUID) row[2], (String) row[3], (String) row[4],
                (String) row[5], (String) row[6], RunRepository.offset(row[7]), RunRepository.offset(row[8]))).toList();
    }
}
