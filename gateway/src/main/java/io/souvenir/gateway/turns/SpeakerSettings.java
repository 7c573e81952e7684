package io.souvenir.gateway.turns;

import io.souvenir.contracts.turn.MemoryState;

/**
 * What the gateway knows of a user's settings when they speak, carried in {@code turn.received}:
 * whether anything may be kept, and the user's time zone and language (null while unknown).
 * {@code settingsVersion}: when the decision was made on a copy kept from an earlier turn, the
 * copy's version, which memory-service checks where it keeps the turn; null when the settings were
 * read for this turn (nothing to check) or could not be read (nothing is kept).
 */
public record SpeakerSettings(MemoryState memory, String timeZone, String language, Long settingsVersion) {

    /** The settings could not be read: nothing is kept, the services' default zone and language apply. */
    public static final SpeakerSettings UNKNOWN = new SpeakerSettings(MemoryState.UNKNOWN, null, null, null);

    public SpeakerSettings(MemoryState memory, String timeZone, String language) {
        this(memory, timeZone, language, null);
    }
}
