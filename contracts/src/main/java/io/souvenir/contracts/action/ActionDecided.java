package io.souvenir.contracts.action;

import io.souvenir.contracts.WireName;
import java.util.Objects;
import java.util.UUID;

/**
 * The user answered a pending proposal in conversation ("oui" on Telegram, "no" by email): a
 * command to action-ledger, which alone decides whether the action is still pending. The
 * envelope's channel is where the user answered. Published on {@code souvenir.actions}.
 */
public record ActionDecided(UUID actionId, Decision decision) {

    public enum Decision implements WireName {
        CONFIRM, ABORT
    }

    public ActionDecided {
        Objects.requireNonNull(actionId, "actionId");
        Objects.requireNonNull(decision, "decision");
    }
}
