package io.souvenir.contracts.turn;

import io.souvenir.contracts.WireName;

/**
 * Whether Souvenir keeps anything of what the user says right now: the user's own setting (memory
 * on or off, or paused until a time), read once, when the user speaks, and carried with every
 * event and command that follows from it. Turns are answered in every state; only ON keeps.
 * {@code UNKNOWN}: the setting could not be read when the user spoke; nothing is kept either
 * (a user who paused must never find kept what a failed lookup let through).
 */
public enum MemoryState implements WireName {
    ON, OFF, PAUSED, UNKNOWN;

    public boolean keeps() {
        return this == ON;
    }
}
