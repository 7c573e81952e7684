package io.souvenir.contracts.memory;

import java.time.OffsetDateTime;
import java.util.Objects;
import java.util.UUID;

/**
 * One message of a conversation, as said. {@code role} is user, assistant or other.
 * {@code setPhrases}: true when the text is only an engine's set phrases ("I see.", "It's in your
 * notes."), with nothing of the user's in it: memory-service computes no sentence vector for it.
 * Absent (null) otherwise, and then not written, so that a reader built before it still reads the message.
 */
public record ConversationMessage(UUID id, String role, String text, OffsetDateTime at, Boolean setPhrases) {

    public ConversationMessage {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(at, "at");
        setPhrases = Boolean.TRUE.equals(setPhrases) ? Boolean.TRUE : null;
    }

    public ConversationMessage(UUID id, String role, String text, OffsetDateTime at) {
        this(id, role, text, at, null);
    }

    public ConversationMessage(UUID id, String role, String text, OffsetDateTime at, boolean setPhrases) {
        this(id, role, text, at, setPhrases ? Boolean.TRUE : null);
    }

    /** Whether a search by meaning has anything to find in it. */
    public boolean meaningful() {
        return setPhrases == null;
    }
}
