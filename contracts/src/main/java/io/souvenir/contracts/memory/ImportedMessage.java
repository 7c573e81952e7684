package io.souvenir.contracts.memory;

import java.time.OffsetDateTime;
import java.util.Objects;
import java.util.UUID;

/**
 * One message of an imported conversation. {@code id} is Souvenir's id for it, derived from the
 * user and {@code externalId} (its id in the system it comes from), so importing it again finds
 * the same message. {@code speaker} is who spoke, by name, when the source says it.
 */
public record ImportedMessage(UUID id, String externalId, String speaker, String role, String text, OffsetDateTime at) {

    public ImportedMessage {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(externalId, "externalId");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(at, "at");
    }
}
