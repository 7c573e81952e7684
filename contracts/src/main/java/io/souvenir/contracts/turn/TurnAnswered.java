package io.souvenir.contracts.turn;

import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * The assistant's answer to a turn, published by turn-service on {@code souvenir.replies}.
 * {@code language} is the BCP 47 tag the reply is written in; {@code memory} says whether the turn
 * could keep anything (off or paused: nothing was kept).
 */
public record TurnAnswered(UUID turnId, UUID sessionId, String reply, String language, List<Creation> creations,
        MemoryState memory) {

    public TurnAnswered {
        memory = memory == null ? MemoryState.ON : memory;
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(reply, "reply");
        creations = creations == null ? List.of() : List.copyOf(creations);
    }
}
