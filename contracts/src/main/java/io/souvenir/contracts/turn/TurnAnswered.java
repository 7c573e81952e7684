package io.souvenir.contracts.turn;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.souvenir.contracts.activity.ActivityRecorded;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * The assistant's answer to a turn, published by turn-service on {@code souvenir.replies}.
 * {@code language} is the BCP 47 tag the reply is written in; {@code memory} says whether the turn
 * could keep anything (off or paused: nothing was kept). {@code activity}: turn-service's lines for
 * the user's activity page, which action-ledger reads from this record (no record of their own on
 * {@code souvenir.activity}); absent in records written before they travelled here.
 */
public record TurnAnswered(UUID turnId, UUID sessionId, String reply, String language, List<Creation> creations,
        MemoryState memory, @JsonInclude(JsonInclude.Include.NON_EMPTY) List<ActivityRecorded> activity) {

    public TurnAnswered {
        memory = memory == null ? MemoryState.ON : memory;
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(reply, "reply");
        creations = creations == null ? List.of() : List.copyOf(creations);
        activity = activity == null ? List.of() : List.copyOf(activity);
    }

    public TurnAnswered(UUID turnId, UUID sessionId, String reply, String language, List<Creation> creations, MemoryState memory) {
        this(turnId, sessionId, reply, language, creations, memory, List.of());
    }

    /** The reply as a client receives it: the activity line is the ledger's to show. */
    public TurnAnswered withoutActivity() {
        return new TurnAnswered(turnId, sessionId, reply, language, creations, memory);
    }
}
