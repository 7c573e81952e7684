package io.souvenir.contracts.memory;

import io.souvenir.contracts.turn.MemoryState;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * Command to memory-service: keep these messages of a session (the user's and the assistant's).
 * {@code memory}: the user's memory setting when they said it, as the turn was heard; memory-service
 * keeps nothing unless it is {@code on}. Absent: the producer did not decide, and memory-service
 * decides from the user's settings at the time of the event.
 */
public record RecordMessages(UUID turnId, UUID sessionId, List<ConversationMessage> messages, MemoryState memory) {

    public RecordMessages(UUID turnId, UUID sessionId, List<ConversationMessage> messages) {
        this(turnId, sessionId, messages, null);
    }

    public RecordMessages {
        Objects.requireNonNull(sessionId, "sessionId");
        if (messages == null || messages.isEmpty()) {
            throw new IllegalArgumentException("messages must not be empty");
        }
        messages = List.copyOf(messages);
    }
}
