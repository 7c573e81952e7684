package io.souvenir.turn.actions;

import java.time.OffsetDateTime;
import java.util.Map;
import java.util.UUID;

/**
 * An action as action-ledger tells it (recall_actions): what, where it was asked for ({@code
 * channel}) and decided, when, and where it stands ({@code status}: proposed, confirmed, executed,
 * failed, aborted, expired); {@code language}: the label's. {@code finishedAt}: when it was executed, failed, aborted or expired.
 */
public record PastAction(UUID id, String tool, Map<String, String> arguments, String label, String language, String status,
        String reason,
        String channel, OffsetDateTime proposedAt, OffsetDateTime expiresAt, String decidedChannel, OffsetDateTime decidedAt,
        OffsetDateTime finishedAt, int attempts) {

    public PastAction {
        arguments = arguments == null ? Map.of() : Map.copyOf(arguments);
    }

    /** Still waiting for the user at {@code now}. */
    public boolean pendingAt(OffsetDateTime now) {
        return "proposed".equals(status) && expiresAt != null && expiresAt.isAfter(now);
    }

    public String argument(String name) {
        return arguments.getOrDefault(name, "");
    }
}
