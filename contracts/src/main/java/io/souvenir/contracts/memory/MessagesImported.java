package io.souvenir.contracts.memory;

import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * memory-service kept these imported user messages of an import that asked for extraction, and
 * asks that memories be drawn from them (turn-service does, with {@code source = import} and the
 * message as provenance). Not published while the user's memory is off or paused.
 */
public record MessagesImported(UUID importId, UUID sessionId, List<ConversationMessage> userMessages) {

    public MessagesImported {
        Objects.requireNonNull(importId, "importId");
        if (userMessages == null || userMessages.isEmpty()) {
            throw new IllegalArgumentException("userMessages must not be empty");
        }
        userMessages = List.copyOf(userMessages);
    }
}
