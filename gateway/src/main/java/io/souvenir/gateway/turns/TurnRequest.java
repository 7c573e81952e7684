package io.souvenir.gateway.turns;

import io.souvenir.contracts.Channel;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.util.UUID;

/** What a client says. {@code channel} defaults to web; {@code sessionId} continues a conversation. */
public record TurnRequest(
        @NotBlank @Size(max = 8000, message = "must be at most 8000 characters") String text,
        Channel channel,
        UUID sessionId) {
}
