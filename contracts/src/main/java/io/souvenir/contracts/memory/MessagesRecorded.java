package io.souvenir.contracts.memory;

import java.util.List;
import java.util.UUID;

/** memory-service kept the messages of a turn. */
public record MessagesRecorded(UUID turnId, UUID sessionId, List<UUID> messageIds) {

    public MessagesRecorded {
        messageIds = List.copyOf(messageIds);
    }
}
