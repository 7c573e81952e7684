package io.souvenir.contracts.turn;

import java.time.OffsetDateTime;
import java.util.UUID;

/** A memory created during a turn that the user is shown (silent ones never travel here). */
public record Creation(UUID id, String kind, String text, OffsetDateTime dueAt, OffsetDateTime occurredAt) {
}
