package io.souvenir.contracts.memory;

import java.util.Objects;
import java.util.Optional;

/**
 * Command to memory-service: keep what one turn left, its two messages and, when it proposed any,
 * its memories, in one transaction (one record and one commit for the turn instead of a
 * {@link RecordMessages} and a {@link CreateMemories}). Each part is applied and answered as its
 * own command would be ({@link MessagesRecorded}, {@link MemoriesCreated}), each under its own
 * {@code memory} decision.
 */
public record RecordTurn(RecordMessages messages, CreateMemories memories) {

    public RecordTurn {
        Objects.requireNonNull(messages, "messages");
        if (memories != null && !Objects.equals(memories.turnId(), messages.turnId())) {
            throw new IllegalArgumentException("memories must come from the turn of the messages");
        }
    }

    /** Absent when the turn proposed no memory. */
    public Optional<CreateMemories> proposed() {
        return Optional.ofNullable(memories);
    }
}
