package io.souvenir.ledger.actions;

import java.time.OffsetDateTime;
import java.util.Map;
import java.util.UUID;

/**
 * An action as the API and the prompt show it (recall_actions): what, where it was proposed and
 * decided, when, and where it stands. {@code finishedAt}: when it was executed, failed, aborted or
 * expired. {@code reason}: why its last try failed, as a sentence in the action's language (the
 * technical reason is the operator's, never shown here); {@code failure}: the kind of failure
 * (unreachable, refused, bad_address, interrupted, unsupported, unexpected); {@code nextAttemptAt}:
 * when the next try is planned; {@code retryable}: a failed action the user may ask again.
 */
public record ActionView(UUID id, String traceId, String tool, Map<String, String> arguments, String label, String language,
        String status, String reason, String channel, OffsetDateTime proposedAt, OffsetDateTime expiresAt,
        String decidedChannel, OffsetDateTime decidedAt, OffsetDateTime finishedAt, int attempts, String failure,
        OffsetDateTime nextAttemptAt, boolean retryable) {

    static ActionView of(Action action) {
        OffsetDateTime now = OffsetDateTime.now();
        return new ActionView(action.id, action.traceId, action.tool, action.arguments, action.label, action.language,
                action.status.wireName(), ActionTexts.failure(action, now), action.channel.wireName(), action.proposedAt,
                action.expiresAt, action.decidedChannel == null ? null : action.decidedChannel.wireName(), action.decidedAt,
                action.finishedAt, action.attempts, action.failure,
                action.status.wireName().equals("confirmed") ? action.nextAttemptAt : null, action.userMayRetry());
    }
}
