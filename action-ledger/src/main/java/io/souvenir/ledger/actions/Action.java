package io.souvenir.ledger.actions;

import io.souvenir.contracts.Channel;
import io.souvenir.contracts.action.ActionStatus;
import io.souvenir.ledger.connectors.ConnectorFailure;
import io.souvenir.platform.tenancy.UserOwned;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.Map;
import java.util.UUID;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** A proposed action and where it stands. The transitions are the only way its status changes. */
@Entity
@Table(name = "actions")
public class Action extends UserOwned {

    @Id
    public UUID id;
    @Column(name = "trace_id", nullable = false)
    public String traceId;
    @Column(name = "turn_id")
    public UUID turnId;
    @Convert(converter = Channels.class)
    @Column(nullable = false)
    public Channel channel;
    @Column(nullable = false)
    public String tool;
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(nullable = false, columnDefinition = "jsonb")
    public Map<String, String> arguments;
    @Column(nullable = false)
    public String label;
    @Column(nullable = false)
    public String language;
    @Convert(converter = Statuses.class)
    @Column(nullable = false)
    public ActionStatus status;
    /** The technical reason of the last failed try, for the operator (never shown to the user). */
    public String reason;
    /** Why the last try failed, as the user is told ({@link ConnectorFailure.Why}'s wire name). */
    public String failure;
    @Column(name = "proposed_at", nullable = false)
    public OffsetDateTime proposedAt;
    @Column(name = "expires_at", nullable = false)
    public OffsetDateTime expiresAt;
    @Column(name = "decided_at")
    public OffsetDateTime decidedAt;
    @Convert(converter = Channels.class)
    @Column(name = "decided_channel")
    public Channel decidedChannel;
    @Column(nullable = false)
    public int attempts;
    @Column(name = "next_attempt_at")
    public OffsetDateTime nextAttemptAt;
    @Column(name = "sending_since")
    public OffsetDateTime sendingSince;
    @Column(name = "finished_at")
    public OffsetDateTime finishedAt;

    /** Why the user may not decide on it any more, or null while it waits for them. */
    String notPendingReason(OffsetDateTime now) {
        return switch (status) {
            case PROPOSED -> now.isBefore(expiresAt) ? null : "the proposal expired at " + expiresAt;
            case CONFIRMED -> "the action is already confirmed";
            case EXECUTED -> "the action was already carried out";
            case FAILED -> "the action already failed";
            case ABORTED -> "the action was aborted";
            case EXPIRED -> "the proposal expired at " + expiresAt;
        };
    }

    void confirm(Channel where, OffsetDateTime now) {
        decide(ActionStatus.CONFIRMED, where, now);
        nextAttemptAt = now;
    }

    void abort(Channel where, OffsetDateTime now) {
        decide(ActionStatus.ABORTED, where, now);
        finishedAt = now;
    }

    private void decide(ActionStatus decision, Channel where, OffsetDateTime now) {
        String refused = notPendingReason(now);
        if (refused != null) {
            throw new ActionConflictException(refused);
        }
        status = decision;
        decidedAt = now;
        decidedChannel = where;
    }

    void expire(OffsetDateTime now) {
        status = ActionStatus.EXPIRED;
        finishedAt = now;
    }

    /** A connector may run: it is confirmed, not already running, and its next try is due. */
    boolean mayRun(OffsetDateTime now) {
        return status == ActionStatus.CONFIRMED && sendingSince == null && (nextAttemptAt == null || !nextAttemptAt.isAfter(now));
    }

    void startAttempt(OffsetDateTime now) {
        sendingSince = now;
        attempts++;
    }

    void executed(OffsetDateTime now) {
        status = ActionStatus.EXECUTED;
        sendingSince = null;
        reason = null;
        failure = null;
        finishedAt = now;
    }

    /** Why the last try failed, as the user is told; null when none failed. */
    ConnectorFailure.Why why() {
        return failure == null ? null : Arrays.stream(ConnectorFailure.Why.values())
                .filter(why -> why.wireName().equals(failure)).findFirst().orElse(ConnectorFailure.Why.UNEXPECTED);
    }

    /** The user may ask again for a failed action that certainly did not leave and that another try may carry out. */
    boolean userMayRetry() {
        return status == ActionStatus.FAILED && why() != null && why().userMayRetry();
    }

    /** The user asks again: confirmed anew, tries counted from zero, the first one at once. */
    void retry(Channel where, OffsetDateTime now) {
        if (!userMayRetry()) {
            throw new ActionConflictException(status == ActionStatus.FAILED ? "this action cannot be tried again"
                    : "only a failed action can be tried again");
        }
        status = ActionStatus.CONFIRMED;
        decidedAt = now;
        decidedChannel = where;
        attempts = 0;
        nextAttemptAt = now;
        reason = null;
        failure = null;
        finishedAt = null;
    }

    /** A try failed: another one after {@code backoff} doubled per try made, or the action fails for good. */
    boolean attemptFailed(ConnectorFailure.Why kind, String why, boolean retryable, int maxAttempts, Duration backoff,
            OffsetDateTime now) {
        sendingSince = null;
        reason = why;
        failure = kind.wireName();
        if (retryable && attempts < maxAttempts) {
            nextAttemptAt = now.plus(backoff.multipliedBy(1L << Math.min(attempts - 1, 20)));
            return false;
        }
        status = ActionStatus.FAILED;
        finishedAt = now;
        return true;
    }

    /** The channel where the user last dealt with it: their confirmation, else the proposal. */
    Channel lastChannel() {
        return decidedChannel != null ? decidedChannel : channel;
    }
}
