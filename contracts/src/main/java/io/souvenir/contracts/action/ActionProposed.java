package io.souvenir.contracts.action;

import java.time.OffsetDateTime;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

/**
 * turn-service proposes to act for the user ({@code tool}: {@code email_send} with {@code to},
 * {@code subject}, {@code body}); nothing happens before the user confirms, and the proposal lapses
 * at {@code expiresAt}. {@code label} says it in the user's {@code language}. The envelope's trace
 * is the proposing turn's, its channel the one the user spoke on; every later step of the action
 * keeps that trace. {@code actionId} derives from the turn, so a replayed turn proposes it again,
 * never a second action. Published on {@code souvenir.actions}.
 */
public record ActionProposed(UUID actionId, UUID turnId, String tool, Map<String, String> arguments, String label,
        String language, OffsetDateTime expiresAt) {

    public static final String EMAIL_SEND = "email_send";

    public ActionProposed {
        Objects.requireNonNull(actionId, "actionId");
        Objects.requireNonNull(expiresAt, "expiresAt");
        if (tool == null || tool.isBlank()) {
            throw new IllegalArgumentException("tool is required");
        }
        if (label == null || label.isBlank()) {
            throw new IllegalArgumentException("label is required");
        }
        arguments = arguments == null ? Map.of() : Map.copyOf(arguments);
    }
}
