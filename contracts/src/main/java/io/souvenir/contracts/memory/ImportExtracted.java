package io.souvenir.contracts.memory;

import java.util.Objects;
import java.util.UUID;

/**
 * Command to memory-service: memories were drawn from {@code messages} user messages of an import
 * (their {@link CreateMemories} commands went before this one, on the same partition), so the
 * import's progress can count them as extracted.
 */
public record ImportExtracted(UUID importId, int messages) {

    public ImportExtracted {
        Objects.requireNonNull(importId, "importId");
        if (messages < 1) {
            throw new IllegalArgumentException("messages must be at least 1");
        }
    }
}
