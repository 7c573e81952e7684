package io.souvenir.contracts.context;

import java.util.Objects;
import java.util.UUID;

/** Where a piece of a context's knowledge comes from: one of its sources, and the words quoted from it. */
public record Citation(UUID sourceId, String quote) {

    public Citation {
        Objects.requireNonNull(sourceId, "sourceId");
        if (quote == null || quote.isBlank()) {
            throw new IllegalArgumentException("quote must not be blank");
        }
    }
}
