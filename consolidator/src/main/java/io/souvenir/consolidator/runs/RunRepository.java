package io.souvenir.consolidator.runs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.sql.Date;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Runs and their decisions. Queries carry no tenant filter: the transaction is bound to one user
 * (row-level security), except the scheduler's, which declare themselves first ({@link #asScheduler}).
 */
@ApplicationScoped
public class RunRepository {

    private static final String RUN_COLUMNS =
            "id, user_id, workspace_id, night, trigger, status, trace_id, started_at, apply_at, finished_at, failure";

    private final EntityManager entityManager;
    private final ObjectMapper json;

    RunRepository(EntityManager entityManager, ObjectMapper json) {
        this.entityManager = entityManager;
        this.json = json;
    }

    /** This transaction looks across users: the night's scheduler, and only for due nights and due applies. */
    public void asScheduler() {
        entityManager.createNativeQuery("select set_config('souvenir.night_scheduler', 'on', true)").getSingleResult();
    }

    /** False when this user already has this night's run (another instance, or an earlier pass, took it). */
    public boolean insert(Run run) {
        int inserted = entityManager.createNativeQuery("insert into runs (" + RUN_COLUMNS + ") values (:id, :user, :workspace, :night, "
                        + ":trigger, :status, :trace, :started, :applyAt, null, null) on conflict do nothing")
                .setParameter("id", run.id()).setParameter("user", run.tenant().userId())
                .setParameter("workspace", run.tenant().workspaceId())
                .setParameter("night", run.night() == null ? null : Date.valueOf(run.night()))
                .setParameter("trigger", run.trigger()).setParameter("status", run.status()).setParameter("trace", run.traceId())
                .setParameter("started", run.startedAt()).setParameter("applyAt", run.applyAt())
                .executeUpdate();
        return inserted == 1;
    }

    public void insert(UUID runId, Tenant tenant, Decision decision) {
        entityManager.createNativeQuery("""
                        insert into decisions (run_id, memory_id, user_id, workspace_id, outcome, rule, supersedes, text, kind, domain)
                        values (:run, :memory, :user, :workspace, :outcome, :rule, :supersedes, :text, :kind, :domain)""")
                .setParameter("run", runId).setParameter("memory", decision.memoryId()).setParameter("user", tenant.userId())
                .setParameter("workspace", tenant.workspaceId()).setParameter("outcome", decision.outcome())
                .setParameter("rule", decision.rule()).setParameter("supersedes", decision.supersedes())
                .setParameter("text", decision.text()).setParameter("kind", decision.kind()).setParameter("domain", decision.domain())
                .executeUpdate();
    }

    public Optional<Run> find(UUID id, boolean lock) {
        return runs("select " + RUN_COLUMNS + " from runs where id = :id" + (lock ? " for update" : ""), id).stream().findFirst();
    }

    public List<Run> newestFirst(int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery("select " + RUN_COLUMNS
                        + " from runs order by started_at desc, id desc limit :limit")
                .setParameter("limit", limit).getResultList();
        return rows.stream().map(RunRepository::run).toList();
    }

    /** The caller's latest applied run after {@code run}, if one is still in force: it must be undone first. */
    public Optional<Run> appliedAfter(Run run) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery("select " + RUN_COLUMNS + " from runs where status in ('applied', 'applying', "
                        + "'rolling-back') and id <> :id and started_at > :started order by started_at desc limit 1")
                .setParameter("id", run.id()).setParameter("started", run.startedAt()).getResultList();
        return rows.stream().map(RunRepository::run).findFirst();
    }

    /** Runs of any user whose apply time has come, or whose apply or rollback went unanswered since {@code stale}. */
    public List<Run> due(OffsetDateTime now, OffsetDateTime stale, int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery("select " + RUN_COLUMNS + " from runs where (status = 'classified' "
                        + "and apply_at <= :now) or (status in ('applying', 'rolling-back') and sent_at <= :stale) "
                        + "order by apply_at limit :limit for update skip locked")
                .setParameter("now", now).setParameter("stale", stale).setParameter("limit", limit).getResultList();
        return rows.stream().map(RunRepository::run).toList();
    }

    /** A command for this run left (through the outbox) at {@code at}: the run waits for memory-service's answer. */
    public void sent(UUID id, String status, OffsetDateTime at) {
        entityManager.createNativeQuery("update runs set status = :status, sent_at = :at where id = :id")
                .setParameter("status", status).setParameter("at", at).setParameter("id", id).executeUpdate();
    }

    public void rolledBack(UUID id, OffsetDateTime at) {
        entityManager.createNativeQuery("update runs set status = 'rolled-back', rolled_back_at = :at where id = :id")
                .setParameter("at", at).setParameter("id", id).executeUpdate();
    }

    public void status(UUID id, String status, OffsetDateTime at, String failure) {
        entityManager.createNativeQuery("update runs set status = :status, finished_at = :at, failure = :failure where id = :id")
                .setParameter("status", status).setParameter("at", at).setParameter("failure", failure).setParameter("id", id)
                .executeUpdate();
    }

    public List<Decision> decisions(UUID runId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery("""
                        select memory_id, outcome, rule, supersedes, text, kind, domain, before::text, after::text,
                               replaced_before::text, replaced_after::text
                        from decisions where run_id = :run order by outcome, text""")
                .setParameter("run", runId).getResultList();
        return rows.stream().map(row -> new Decision((UUID) row[0], (String) row[1], (String) row[2], (UUID) row[3], (String) row[4],
                (String) row[5], (String) row[6], tree((String) row[7]), tree((String) row[8]), tree((String) row[9]),
                tree((String) row[10]))).toList();
    }

    public void images(UUID runId, UUID memoryId, JsonNode before, JsonNode after) {
        // the candidate's own row, or the row it replaced
        for (String[] columns : new String[][] {{"before", "after", "memory_id"}, {"replaced_before", "replaced_after", "supersedes"}}) {
            entityManager.createNativeQuery("update decisions set " + columns[0] + " = cast(:before as jsonb), " + columns[1]
                            + " = cast(:after as jsonb) where run_id = :run and " + columns[2] + " = :memory")
                    .setParameter("before", before == null ? null : before.toString())
                    .setParameter("after", after == null ? null : after.toString())
                    .setParameter("run", runId).setParameter("memory", memoryId).executeUpdate();
        }
    }

    private List<Run> runs(String sql, UUID id) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery(sql).setParameter("id", id).getResultList();
        return rows.stream().map(RunRepository::run).toList();
    }

    private static Run run(Object[] row) {
        return new Run((UUID) row[0], new Tenant((String) row[2], (String) row[1]), row[3] == null ? null : localDate(row[3]),
                (String) row[4], (String) row[5], (String) row[6], offset(row[7]), offset(row[8]), offset(row[9]), (String) row[10]);
    }

    private static LocalDate localDate(Object value) {
        return value instanceof LocalDate date ? date : ((Date) value).toLocalDate();
    }

    /** A timestamp column as the JDBC driver hands it, in UTC. */
    public static OffsetDateTime offset(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof OffsetDateTime time) {
            return time.withOffsetSameInstant(ZoneOffset.UTC);
        }
        if (value instanceof Instant instant) {
            return instant.atOffset(ZoneOffset.UTC);
        }
        return ((java.sql.Timestamp) value).toInstant().atOffset(ZoneOffset.UTC);
    }

    private JsonNode tree(String text) {
        if (text == null) {
            return null;
        }
        try {
            return json.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored image is not JSON", e);
        }
    }
}
