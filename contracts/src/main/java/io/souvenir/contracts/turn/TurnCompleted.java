package io.souvenir.contracts.turn;

import io.souvenir.contracts.memory.MemoryDraft;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * A turn is over: the user's sentence as typed, and every memory the turn created, silent ones
 * included. The verifier re-reads the sentence against it. Published on
 * {@code souvenir.turns.completed}. {@code timeZone} (IANA id): the zone the turn understood
 * "jeudi" or "tomorrow at 6pm" in, so that a reminder the verifier keeps falls due at the same
 * moment; absent in records written before it travelled here (the verifier's default applies).
 * {@code settingsSeen}: what the turn's {@code on} was decided on ({@link SettingsSeen}), for the
 * verifier to pass on with what it backfills; absent in records of an older turn-service.
 */
public record TurnCompleted(UUID turnId, UUID sessionId, UUID messageId, String userText, String language,
        boolean extractionEnabled, List<MemoryDraft> creations, String timeZone, SettingsSeen settingsSeen) {

    public TurnCompleted {
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(userText, "userText");
        creations = creations == null ? List.of() : List.copyOf(creations);
    }

    public TurnCompleted(UUID turnId, UUID sessionId, UUID messageId, String userText, String language,
            boolean extractionEnabled, List<MemoryDraft> creations, String timeZone) {
        this(turnId, sessionId, messageId, userText, language, extractionEnabled, creations, timeZone, null);
    }

    public TurnCompleted(UUID turnId, UUID sessionId, UUID messageId, String userText, String language,
            boolean extractionEnabled, List<MemoryDraft> creations) {
        this(turnId, sessionId, messageId, userText, language, extractionEnabled, creations, null, null);
    }
}
