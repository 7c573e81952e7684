package io.souvenir.contracts.memory;

import java.util.Objects;
import java.util.UUID;

/**
 * The owner rewrote a memory ({@code text} is the new text) or forgot it ({@code forgotten},
 * text absent). Whoever keeps a copy or an index of memories outside memory-service follows these.
 */
public record MemoryChanged(UUID memoryId, MemoryKind kind, String text, boolean forgotten) {

    public MemoryChanged {
        Objects.requireNonNull(memoryId, "memoryId");
        Objects.requireNonNull(kind, "kind");
        if (!forgotten && (text == null || text.isBlank())) {
            throw new IllegalArgumentException("a rewritten memory needs its text");
        }
    }
}
