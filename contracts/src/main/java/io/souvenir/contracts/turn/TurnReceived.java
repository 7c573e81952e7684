package io.souvenir.contracts.turn;

import java.util.Objects;
import java.util.UUID;

/**
 * A user said something, on any channel. Published by the gateway on {@code souvenir.turns}.
 * {@code memory}: the user's memory setting when they said it (absent means on).
 */
public record TurnReceived(UUID turnId, UUID sessionId, String text, MemoryState memory) {

    public TurnReceived {
        memory = memory == null ? MemoryState.ON : memory;
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(sessionId, "sessionId");
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("text is required");
        }
    }
}
