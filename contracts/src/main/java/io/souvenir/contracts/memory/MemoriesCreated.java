package io.souvenir.contracts.memory;

import java.util.List;
import java.util.UUID;

/**
 * memory-service kept new memories. {@code duplicates} are the proposed ids it did not keep:
 * the user already had the same memory, or had switched memory off or paused it.
 */
public record MemoriesCreated(UUID turnId, MemorySource source, List<MemoryDraft> created, List<UUID> duplicates) {

    public MemoriesCreated {
        created = List.copyOf(created);
        duplicates = duplicates == null ? List.of() : List.copyOf(duplicates);
    }
}
