package io.souvenir.memory.rest;

import io.souvenir.memory.conversation.Message;
import java.time.OffsetDateTime;
import java.util.UUID;

/** A message as the API shows it; {@code speaker} and {@code externalId} when it was imported. */
public record MessageView(UUID id, UUID sessionId, UUID turnId, String role, String text, String channel, String traceId,
        OffsetDateTime at, String speaker, String externalId) {

    static MessageView of(Message message) {
        return new MessageView(message.id, message.sessionId, message.turnId, message.role, message.text, message.channel,
                message.traceId, message.saidAt, message.speaker, message.externalId);
    }
}
