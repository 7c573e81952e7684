package io.souvenir.ledger.actions;

import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.MalformedEventException;
import io.souvenir.contracts.action.ActionDecided;
import io.souvenir.contracts.action.ActionProposed;
import io.souvenir.contracts.action.ActionStatus;
import io.souvenir.contracts.notification.Notify;
import io.souvenir.ledger.activity.ActivityService;
import io.souvenir.ledger.connectors.ConnectorFailure;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.NotFoundException;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import org.jboss.logging.Logger;

/**
 * The confirmation gate. An action is proposed by a turn, waits for the user, and is carried out
 * by its connector only once confirmed, at most once. Every transition writes, in its own
 * transaction, the new state, an entry of the activity (under the proposing turn's trace, with
 * the channel where the step happened) and a {@link Notify} {@code action.updated} to the outbox.
 */
@ApplicationScoped
public class ActionService {

    static final String CONSUMER = "action-ledger.actions";
    static final String SERVICE = "action-ledger";
    private static final Logger LOG = Logger.getLogger(ActionService.class);

    /** What a connector needs for one try, read in the transaction that claimed it. */
    public record Attempt(Due due, String tool, Map<String, String> arguments) {
    }

    private final ActionRepository actions;
    private final ActivityService activity;
    private final IncomingEvents incoming;
    private final TenantSession tenantSession;
    private final Outbox outbox;
    private final EventCodec codec;
    private final ActionsConfig config;
    private final Clock clock = Clock.systemUTC();

    ActionService(ActionRepository actions, ActivityService activity, IncomingEvents incoming, TenantSession tenantSession,
            Outbox outbox, EventCodec codec, ActionsConfig config) {
        this.actions = actions;
        this.activity = activity;
        this.incoming = incoming;
        this.tenantSession = tenantSession;
        this.outbox = outbox;
        this.codec = codec;
        this.config = config;
    }

    /** {@code action.proposed} and {@code action.decided} from turn-service. */
    @Transactional
    public void handle(EventEnvelope event) {
        if (Events.ACTION_PROPOSED.name().equals(event.type())) {
            proposed(event, codec.payload(event, Events.ACTION_PROPOSED));
        } else if (Events.ACTION_DECIDED.name().equals(event.type())) {
            decided(event, codec.payload(event, Events.ACTION_DECIDED));
        } else {
            throw new MalformedEventException("action-ledger does not handle " + event.type() + " on souvenir.actions");
        }
    }

    private void proposed(EventEnvelope event, ActionProposed proposal) {
        if (!incoming.claim(CONSUMER, event) || actions.findByIdOptional(proposal.actionId()).isPresent()) {
            return;
        }
        Action action = new Action();
        action.id = proposal.actionId();
        action.userId = event.userId();
        action.workspaceId = event.workspaceId();
        action.traceId = event.traceId();
        action.turnId = proposal.turnId();
        action.channel = event.channel();
        action.tool = proposal.tool();
        action.arguments = proposal.arguments();
        action.label = proposal.label();
        action.language = proposal.language() == null ? "en" : proposal.language();
        action.status = ActionStatus.PROPOSED;
        action.proposedAt = event.occurredAt();
        OffsetDateTime latest = event.occurredAt().plus(config.expiry());
        action.expiresAt = proposal.expiresAt().isBefore(latest) ? proposal.expiresAt() : latest;
        actions.persist(action);
        changed(action, event.channel());
        actions.takeParked(action.id).ifPresent(parked -> {
            LOG.infof("action %s: the decision heard before its proposal applies now", action.id);
            decideIfStillOpen(action, parked.decision(), parked.channel());
        });
    }

    /**
     * "oui" in a conversation; too late, the answer changes nothing. One that overtook its proposal
     * (two relays, a restart) is parked until the proposal arrives.
     */
    private void decided(EventEnvelope event, ActionDecided decision) {
        if (!incoming.claim(CONSUMER, event)) {
            return;
        }
        Optional<Action> action = actions.locked(decision.actionId());
        if (action.isEmpty()) {
            LOG.infof("decision on action %s parked until its proposal arrives", decision.actionId());
            actions.park(decision.actionId(), event.userId(), event.workspaceId(), decision.decision(), event.channel());
            return;
        }
        decideIfStillOpen(action.get(), decision.decision(), event.channel());
    }

    private void decideIfStillOpen(Action action, ActionDecided.Decision decision, Channel where) {
        try {
            decide(action, decision, where);
        } catch (ActionConflictException e) {
            LOG.infof("decision on action %s ignored: %s", action.id, e.getMessage());
        }
    }

    /** The user decides from the web ({@code POST /api/v1/actions/{id}/confirm|abort}). */
    @Transactional
    public ActionView decide(Tenant caller, UUID id, ActionDecided.Decision decision) {
        tenantSession.bind(caller);
        Action action = actions.locked(id).orElseThrow(() -> new NotFoundException("no such action"));
        decide(action, decision, Channel.WEB);
        return ActionView.of(action);
    }

    private void decide(Action action, ActionDecided.Decision decision, Channel where) {
        OffsetDateTime now = OffsetDateTime.now(clock);
        if (decision == ActionDecided.Decision.CONFIRM) {
            action.confirm(where, now);
        } else {
            action.abort(where, now);
        }
        changed(action, where);
    }

    /** recall_actions: read-only, in a transaction PostgreSQL itself keeps from writing. */
    @Transactional
    public List<ActionView> recall(Tenant caller, String query, ActionStatus status, int days) {
        actions.readOnly();
        tenantSession.bind(caller);
        String wanted = query == null || query.isBlank() ? null : query.strip();
        return actions.recall(wanted, status, OffsetDateTime.now(clock).minusDays(days)).stream().map(ActionView::of).toList();
    }

    @Transactional
    public List<Due> expiring() {
        return actions.expiring(OffsetDateTime.now(clock));
    }

    @Transactional
    public List<Due> runnable() {
        return actions.runnable(OffsetDateTime.now(clock));
    }

    @Transactional
    public List<Due> interrupted() {
        return actions.interrupted(OffsetDateTime.now(clock).minus(config.interruptedAfter()));
    }

    @Transactional
    public void expire(Due due) {
        OffsetDateTime now = OffsetDateTime.now(clock);
        tenantSession.bind(due.tenant());
        actions.locked(due.id()).filter(action -> action.status == ActionStatus.PROPOSED && !action.expiresAt.isAfter(now))
                .ifPresent(action -> {
                    action.expire(now);
                    changed(action, action.channel);
                });
    }

    /**
     * Claims one try, committed before the connector runs: a second scheduler, or this one after
     * a crash, finds it taken and never runs it again.
     */
    @Transactional
    public Optional<Attempt> startAttempt(Due due) {
        OffsetDateTime now = OffsetDateTime.now(clock);
        tenantSession.bind(due.tenant());
        return actions.locked(due.id()).filter(action -> action.mayRun(now)).map(action -> {
            action.startAttempt(now);
            return new Attempt(due, action.tool, Map.copyOf(action.arguments));
        });
    }

    @Transactional
    public void succeeded(Attempt attempt) {
        withAction(attempt.due(), action -> {
            action.executed(OffsetDateTime.now(clock));
            changed(action, action.lastChannel());
        });
    }

    @Transactional
    public void failed(Attempt attempt, ConnectorFailure failure) {
        withAction(attempt.due(), action -> attemptFailed(action, failure.why(), failure.getMessage(), failure.retryable()));
    }

    /** A try that never reported back may have sent: the action fails rather than risk a second send. */
    @Transactional
    public void interrupt(Due due) {
        withAction(due, action -> {
            if (action.status == ActionStatus.CONFIRMED && action.sendingSince != null) {
                attemptFailed(action, ConnectorFailure.Why.INTERRUPTED,
                        "interrupted while running; not tried again so that it never runs twice", false);
            }
        });
    }

    /**
     * The user asks again for a failed action that certainly did not leave ({@code retryable} in its
     * view): confirmed anew on {@code where}, its tries counted from zero. 409 for any other action.
     */
    @Transactional
    public ActionView retry(Tenant caller, UUID id) {
        tenantSession.bind(caller);
        Action action = actions.locked(id).orElseThrow(() -> new NotFoundException("no such action"));
        action.retry(Channel.WEB, OffsetDateTime.now(clock));
        changed(action, Channel.WEB);
        return ActionView.of(action);
    }

    /** The technical reason goes to the log, for the operator; the user is told a sentence made from {@code why}. */
    private void attemptFailed(Action action, ConnectorFailure.Why why, String technicalReason, boolean retryable) {
        OffsetDateTime now = OffsetDateTime.now(clock);
        boolean finished = action.attemptFailed(why, technicalReason, retryable, config.maxAttempts(), config.retryBackoff(), now);
        LOG.warnf("action %s (%s) try %d failed (%s%s): %s", action.id, action.tool, action.attempts, why.wireName(),
                finished ? ", given up" : ", will try again at " + action.nextAttemptAt, technicalReason);
        if (finished) {
            changed(action, action.lastChannel());
        } else {
            String text = ActionTexts.retrying(action, now);
            EventHeader header = header(action, action.lastChannel());
            activity.note(header, "action.retrying", text, SERVICE);
            // the user's card says the try failed and when the next one is, as it happens
            outbox.publish(header.next(), Events.NOTIFY,
                    new Notify(Notify.ACTION_UPDATED, text, action.language, action.id, action.status.wireName()));
        }
    }

    private void withAction(Due due, Consumer<Action> change) {
        tenantSession.bind(due.tenant());
        actions.locked(due.id()).ifPresent(change);
    }

    private void changed(Action action, Channel where) {
        String text = ActionTexts.of(action, OffsetDateTime.now(clock));
        EventHeader header = header(action, where);
        activity.note(header, ActionTexts.type(action.status), text, SERVICE);
        outbox.publish(header.next(), Events.NOTIFY,
                new Notify(Notify.ACTION_UPDATED, text, action.language, action.id, action.status.wireName()));
    }

    private EventHeader header(Action action, Channel where) {
        return new EventHeader(UUID.randomUUID(), OffsetDateTime.now(clock), action.traceId, action.workspaceId, action.userId,
                where);
    }
}
