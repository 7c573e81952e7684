package io.souvenir.contracts.memory;

import java.util.List;
import java.util.Objects;
import java.util.UUID;

/** Command to memory-service: keep these messages of a session (the user's and the assistant's). */
public record RecordMessages(UUID turnId, UUID sessionId, List<ConversationMessage> messages) {

    public RecordMessages {
        Objects.requireNonNull(sessionId, "sessionId");
        if (messages == null || messages.isEmpty()) {
            throw new IllegalArgumentException("messages must not be empty");
        }
        messages = List.copyOf(messages);
    }
}
