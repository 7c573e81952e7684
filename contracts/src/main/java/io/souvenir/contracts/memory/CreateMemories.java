package io.souvenir.contracts.memory;

import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * Command to memory-service: keep these memories, drawn from one message. memory-service skips
 * what the user already has (same normalised content) and answers with {@link MemoriesCreated}.
 */
public record CreateMemories(UUID turnId, UUID sourceMessageId, MemorySource source, List<MemoryDraft> memories) {

    public CreateMemories {
        Objects.requireNonNull(source, "source");
        if (memories == null || memories.isEmpty()) {
            throw new IllegalArgumentException("memories must not be empty");
        }
        if (memories.stream().anyMatch(memory -> memory.id() == null)) {
            throw new IllegalArgumentException("every memory needs an id");
        }
        memories = List.copyOf(memories);
    }
}
