package io.souvenir.contracts.turn;

import io.souvenir.contracts.WireName;

/**
 * Whether Souvenir keeps memories from what the user says right now: the user's own setting
 * (memory on or off, or paused until a time). Turns are answered in every state; only ON keeps.
 */
public enum MemoryState implements WireName {
    ON, OFF, PAUSED;

    public boolean keeps() {
        return this == ON;
    }
}
