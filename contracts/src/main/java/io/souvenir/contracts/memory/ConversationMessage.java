package io.souvenir.contracts.memory;

import java.time.OffsetDateTime;
import java.util.Objects;
import java.util.UUID;

/** One message of a conversation, as said. {@code role} is user, assistant or other. */
public record ConversationMessage(UUID id, String role, String text, OffsetDateTime at) {

    public ConversationMessage {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(at, "at");
    }
}
