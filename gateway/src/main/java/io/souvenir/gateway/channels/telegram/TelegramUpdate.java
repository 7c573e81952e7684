package io.souvenir.gateway.channels.telegram;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The fields of a Bot API {@code Update} the gateway reads: a text message and the chat it came
 * from. Anything else Telegram sends (edits, photos, callbacks) is accepted and ignored.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record TelegramUpdate(@JsonProperty("update_id") Long updateId, Message message) {

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Message(@JsonProperty("message_id") Long messageId, User from, Chat chat, String text) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record User(Long id, @JsonProperty("language_code") String languageCode) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Chat(Long id, String type) {
    }
}
