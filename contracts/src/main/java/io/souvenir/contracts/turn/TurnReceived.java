package io.souvenir.contracts.turn;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.souvenir.contracts.activity.ActivityRecorded;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * A user said something, on any channel. Published by the gateway on {@code souvenir.turns}.
 * {@code memory}: the user's memory setting when they said it (absent means on).
 * {@code timeZone} (IANA id) and {@code language} ({@code fr}, {@code en}): the user's own, from
 * their settings; absent while the user has not set them (the services' defaults apply). The zone
 * is where "jeudi" or "tomorrow at 10am" is understood; the language is what a message with no
 * word of French or English is answered in. {@code activity}: the gateway's lines for the user's
 * activity page, which action-ledger reads from this record (no record of their own on
 * {@code souvenir.activity}); absent in records written before they travelled here.
 * {@code settingsVersion}: when {@code memory} was decided on the gateway's copy of the settings,
 * kept from an earlier turn, the copy's version (see {@link SettingsSeen}; the user spoke at this
 * record's {@code occurredAt}); absent when the settings were read for this turn, or could not be.
 */
public record TurnReceived(UUID turnId, UUID sessionId, String text, MemoryState memory, String timeZone, String language,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<ActivityRecorded> activity, Long settingsVersion) {

    public TurnReceived {
        memory = memory == null ? MemoryState.ON : memory;
        activity = activity == null ? List.of() : List.copyOf(activity);
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(sessionId, "sessionId");
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("text is required");
        }
    }

    public TurnReceived(UUID turnId, UUID sessionId, String text, MemoryState memory, String timeZone, String language,
            List<ActivityRecorded> activity) {
        this(turnId, sessionId, text, memory, timeZone, language, activity, null);
    }

    public TurnReceived(UUID turnId, UUID sessionId, String text, MemoryState memory, String timeZone, String language) {
        this(turnId, sessionId, text, memory, timeZone, language, List.of());
    }

    public TurnReceived(UUID turnId, UUID sessionId, String text, MemoryState memory) {
        this(turnId, sessionId, text, memory, null, null);
    }
}
