package io.souvenir.memory.conversation;

import java.time.OffsetDateTime;
import java.util.UUID;

/** A past conversation as a list shows it: titled by the user's first message in it. */
public record SessionSummary(UUID id, String channel, OffsetDateTime startedAt, OffsetDateTime lastMessageAt, String title,
        long messages) {

    /** The same, its title cut to {@code max} characters. */
    SessionSummary shortened(int max) {
        return title == null || title.length() <= max ? this
                : new SessionSummary(id, channel, startedAt, lastMessageAt, title.substring(0, max - 1).strip() + "…", messages);
    }
}
