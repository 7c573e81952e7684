package io.souvenir.contracts.memory;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * memory-service applied an {@link ApplyConsolidation} (or refused it whole: {@code failure} says
 * why and nothing changed). {@code changes}: each memory row touched, as it was and as it is now
 * (a row is the memory's columns by their database names).
 */
public record ConsolidationApplied(UUID applyId, List<Change> changes, String failure) {

    public ConsolidationApplied {
        Objects.requireNonNull(applyId, "applyId");
        changes = changes == null ? List.of() : List.copyOf(changes);
    }

    public record Change(UUID memoryId, JsonNode before, JsonNode after) {
    }
}
