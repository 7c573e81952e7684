package io.souvenir.consolidator.runs;

import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.List;

/** The users the night looks after, and when each one's next classification is due. */
@ApplicationScoped
public class Sleepers {

    /** A user whose night is due, in their time zone. */
    public record Sleeper(Tenant tenant, ZoneId timeZone) {
    }

    private final EntityManager entityManager;

    Sleepers(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /** Within the user's own transaction: the night looks after them from now on (a known user is left as is). */
    public void lookAfter(Tenant tenant, ZoneId timeZone, OffsetDateTime nextClassifyAt) {
        insert(tenant, timeZone, nextClassifyAt, "do nothing");
    }

    /** Within the user's own transaction: their nights follow {@code timeZone} from now on (looked after if not yet). */
    public void moveTo(Tenant tenant, ZoneId timeZone, OffsetDateTime nextClassifyAt) {
        insert(tenant, timeZone, nextClassifyAt,
                "(user_id, workspace_id) do update set time_zone = excluded.time_zone, next_classify_at = excluded.next_classify_at");
    }

    private void insert(Tenant tenant, ZoneId timeZone, OffsetDateTime nextClassifyAt, String onConflict) {
        entityManager.createNativeQuery("""
                        insert into sleepers (user_id, workspace_id, time_zone, next_classify_at) values (:user, :workspace, :zone, :next)
                        on conflict""" + " " + onConflict)
                .setParameter("user", tenant.userId()).setParameter("workspace", tenant.workspaceId())
                .setParameter("zone", timeZone.getId()).setParameter("next", nextClassifyAt).executeUpdate();
    }

    /** In the scheduler's transaction: whose night is due, locked so another instance passes them by. */
    public List<Sleeper> due(OffsetDateTime now, int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery("""
                        select user_id, workspace_id, time_zone from sleepers where next_classify_at <= :now
                        order by next_classify_at limit :limit for update skip locked""")
                .setParameter("now", now).setParameter("limit", limit).getResultList();
        return rows.stream().map(row -> new Sleeper(new Tenant((String) row[1], (String) row[0]), ZoneId.of((String) row[2]))).toList();
    }

    public void next(Tenant tenant, OffsetDateTime nextClassifyAt) {
        entityManager.createNativeQuery("update sleepers set next_classify_at = :next where user_id = :user and workspace_id = :workspace")
                .setParameter("next", nextClassifyAt).setParameter("user", tenant.userId())
                .setParameter("workspace", tenant.workspaceId()).executeUpdate();
    }
}
