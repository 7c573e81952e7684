package io.souvenir.contracts.memory;

import io.souvenir.contracts.turn.MemoryState;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * Command to memory-service: keep one chunk of an import. An import of up to 10,000 messages
 * travels as several chunks (records stay far below Kafka's 1 MB); {@code messageCount} is the
 * size of the whole import, so memory-service knows when it has all of it. With {@code extract},
 * memories are drawn from the user's messages once they are kept. {@code memory}: the user's memory
 * setting when the import was accepted (the gateway accepts none while it is off or paused);
 * nothing is kept unless it is {@code on}. Absent: memory-service decides from the user's settings
 * at the time of the event.
 */
public record ImportMessages(UUID importId, String conversationId, boolean extract, int messageCount,
        List<ImportedMessage> messages, MemoryState memory) {

    public ImportMessages(UUID importId, String conversationId, boolean extract, int messageCount,
            List<ImportedMessage> messages) {
        this(importId, conversationId, extract, messageCount, messages, null);
    }

    public ImportMessages {
        Objects.requireNonNull(importId, "importId");
        Objects.requireNonNull(conversationId, "conversationId");
        if (messages == null || messages.isEmpty()) {
            throw new IllegalArgumentException("messages must not be empty");
        }
        if (messageCount < messages.size()) {
            throw new IllegalArgumentException("messageCount is smaller than the chunk");
        }
        messages = List.copyOf(messages);
    }
}
