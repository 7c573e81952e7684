package io.souvenir.contracts.memory;

import java.util.Objects;
import java.util.UUID;

/** The rows of {@code applyId} are back as they were ({@code restored} rows), or {@code failure} says why not. */
public record ConsolidationRolledBack(UUID applyId, int restored, String failure) {

    public ConsolidationRolledBack {
        Objects.requireNonNull(applyId, "applyId");
    }
}
