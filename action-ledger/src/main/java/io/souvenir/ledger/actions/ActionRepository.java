package io.souvenir.ledger.actions;

import io.souvenir.contracts.Channel;
import io.souvenir.contracts.action.ActionDecided;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.souvenir.contracts.action.ActionStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Query;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;

/** No tenant filter in the user queries: the transaction is bound to one tenant and RLS does the rest. */
@ApplicationScoped
public class ActionRepository implements PanacheRepositoryBase<Action, UUID> {

    private static final int RECALLED_AT_MOST = 50;

    public Optional<Action> locked(UUID id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }

    /** recall_actions: newest first; {@code query} matches the tool, the label and the arguments. */
    @SuppressWarnings("unchecked")
    public List<Action> recall(String query, ActionStatus status, OffsetDateTime since) {
        StringBuilder sql = new StringBuilder("select * from actions where proposed_at >= :since");
        if (status != null) {
            sql.append(" and status = :status");
        }
        if (query != null) {
            sql.append(" and (tool || ' ' || label || ' ' || arguments::text) ilike :query escape '\\'");
        }
        Query select = getEntityManager().createNativeQuery(sql.append(" order by proposed_at desc limit ")
                .append(RECALLED_AT_MOST).toString(), Action.class).setParameter("since", since);
        if (status != null) {
            select.setParameter("status", status.wireName());
        }
        if (query != null) {
            select.setParameter("query", "%" + query.toLowerCase(Locale.ROOT).replaceAll("([\\\\%_])", "\\\\$1") + "%");
        }
        return select.getResultList();
    }

    /** A decision heard before its proposal; the first one heard for an action is kept. */
    public void park(UUID actionId, String userId, String workspaceId, ActionDecided.Decision decision, Channel channel) {
        getEntityManager().createNativeQuery("""
                insert into parked_decisions (action_id, user_id, workspace_id, decision, channel)
                values (?1, ?2, ?3, ?4, ?5) on conflict (action_id) do nothing""")
                .setParameter(1, actionId).setParameter(2, userId).setParameter(3, workspaceId)
                .setParameter(4, decision.wireName()).setParameter(5, channel.wireName()).executeUpdate();
    }

    /** The decision parked for this action, removed as it is taken. */
    @SuppressWarnings("unchecked")
    public Optional<ParkedDecision> takeParked(UUID actionId) {
        List<Object[]> rows = getEntityManager().createNativeQuery(
                "delete from parked_decisions where action_id = ?1 returning decision, channel")
                .setParameter(1, actionId).getResultList();
        return rows.stream().findFirst().map(row -> new ParkedDecision(
                ActionDecided.Decision.valueOf(((String) row[0]).toUpperCase(Locale.ROOT)), Channel.fromWire((String) row[1])));
    }

    public record ParkedDecision(ActionDecided.Decision decision, Channel channel) {
    }

    /** Nothing this transaction does after this may write: PostgreSQL refuses it. */
    public void readOnly() {
        getEntityManager().createNativeQuery("set transaction read only").executeUpdate();
    }

    public List<Due> expiring(OffsetDateTime now) {
        return Due.scan(getEntityManager(), "due_expiring_actions", now);
    }

    public List<Due> runnable(OffsetDateTime now) {
        return Due.scan(getEntityManager(), "due_runnable_actions", now);
    }

    public List<Due> interrupted(OffsetDateTime startedBefore) {
        return Due.scan(getEntityManager(), "due_interrupted_actions", startedBefore);
    }
}
