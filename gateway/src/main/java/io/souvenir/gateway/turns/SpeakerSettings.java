package io.souvenir.gateway.turns;

import io.souvenir.contracts.turn.MemoryState;

/**
 * What the gateway reads of a user's settings when they speak, carried in {@code turn.received}:
 * whether anything may be kept, and the user's time zone and language (null while unknown).
 */
public record SpeakerSettings(MemoryState memory, String timeZone, String language) {

    /** The settings could not be read: nothing is kept, the services' default zone and language apply. */
    public static final SpeakerSettings UNKNOWN = new SpeakerSettings(MemoryState.UNKNOWN, null, null);
}
