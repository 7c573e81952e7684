package io.souvenir.contracts.memory;

import java.util.Objects;
import java.util.UUID;

/**
 * Command to memory-service: put back the before-image of {@code applyId} (memories, links and
 * identity card exactly as they were), in one transaction. Answered by
 * {@link ConsolidationRolledBack}.
 */
public record RollbackConsolidation(UUID applyId) {

    public RollbackConsolidation {
        Objects.requireNonNull(applyId, "applyId");
    }
}
