package io.souvenir.contracts.notification;

import java.util.Objects;
import java.util.UUID;

/**
 * Something to tell the user outside a reply: a reminder that falls due, an action whose state
 * changed. The gateway delivers it where the user is: the web stream, and the channel the
 * interaction came from (the envelope's channel: Telegram chat, email address).
 * {@code kind}: {@code reminder.due} or {@code action.updated}; {@code text}: ready to show, in the
 * user's language; {@code subjectId}: the reminder or action it is about; {@code status}: the
 * action's state for {@code action.updated} (proposed, confirmed, executed, failed, aborted,
 * expired), else null.
 */
public record Notify(String kind, String text, String language, UUID subjectId, String status) {

    public static final String REMINDER_DUE = "reminder.due";
    public static final String ACTION_UPDATED = "action.updated";

    public Notify {
        Objects.requireNonNull(kind, "kind");
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("text is required");
        }
    }
}
