package io.souvenir.ledger.actions;

import java.time.OffsetDateTime;
import java.util.Map;
import java.util.UUID;

/**
 * An action as the API and the prompt show it (recall_actions): what, where it was proposed and
 * decided, when, and where it stands. {@code finishedAt}: when it was executed, failed, aborted or
 * expired.
 */
public record ActionView(UUID id, String traceId, String tool, Map<String, String> arguments, String label, String language,
        String status, String reason, String channel, OffsetDateTime proposedAt, OffsetDateTime expiresAt,
        String decidedChannel, OffsetDateTime decidedAt, OffsetDateTime finishedAt, int attempts) {

    static ActionView of(Action action) {
        return new ActionView(action.id, action.traceId, action.tool, action.arguments, action.label, action.language,
                action.status.wireName(), action.reason, action.channel.wireName(), action.proposedAt, action.expiresAt,
                action.decidedChannel == null ? null : action.decidedChannel.wireName(), action.decidedAt, action.finishedAt,
                action.attempts);
    }
}
