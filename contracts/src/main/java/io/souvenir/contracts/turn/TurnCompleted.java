package io.souvenir.contracts.turn;

import io.souvenir.contracts.memory.MemoryDraft;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * A turn is over: the user's sentence as typed, and every memory the turn created, silent ones
 * included. The verifier re-reads the sentence against it. Published on
 * {@code souvenir.turns.completed}.
 */
public record TurnCompleted(UUID turnId, UUID sessionId, UUID messageId, String userText, String language,
        boolean extractionEnabled, List<MemoryDraft> creations) {

    public TurnCompleted {
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(userText, "userText");
        creations = creations == null ? List.of() : List.copyOf(creations);
    }
}
