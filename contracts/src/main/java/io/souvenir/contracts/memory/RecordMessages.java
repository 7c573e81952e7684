package io.souvenir.contracts.memory;

import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.SettingsSeen;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * Command to memory-service: keep these messages of a session (the user's and the assistant's).
 * {@code memory}: the user's memory setting when they said it, as the turn was heard; memory-service
 * keeps nothing unless it is {@code on}. Absent: the producer did not decide, and memory-service
 * decides from the user's settings at the time of the event. {@code settingsSeen}: what an {@code on}
 * was decided on, which memory-service checks against the settings it holds ({@link SettingsSeen});
 * absent, the decision is taken as it is.
 */
public record RecordMessages(UUID turnId, UUID sessionId, List<ConversationMessage> messages, MemoryState memory,
        SettingsSeen settingsSeen) {

    public RecordMessages(UUID turnId, UUID sessionId, List<ConversationMessage> messages, MemoryState memory) {
        this(turnId, sessionId, messages, memory, null);
    }

    public RecordMessages(UUID turnId, UUID sessionId, List<ConversationMessage> messages) {
        this(turnId, sessionId, messages, null);
    }

    public RecordMessages {
        Objects.requireNonNull(sessionId, "sessionId");
        if (messages == null || messages.isEmpty()) {
            throw new IllegalArgumentException("messages must not be empty");
        }
        messages = List.copyOf(messages);
    }
}
