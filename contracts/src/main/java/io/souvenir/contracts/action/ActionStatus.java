package io.souvenir.contracts.action;

import io.souvenir.contracts.WireName;

/**
 * Where an action stands. {@code proposed} waits for the user; {@code confirmed} waits for its
 * connector; the other four are final.
 */
public enum ActionStatus implements WireName {
    PROPOSED, CONFIRMED, EXECUTED, FAILED, ABORTED, EXPIRED
}
