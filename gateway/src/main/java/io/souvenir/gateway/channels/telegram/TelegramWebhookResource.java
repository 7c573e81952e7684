package io.souvenir.gateway.channels.telegram;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.gateway.channels.WebhookSecret;
import io.souvenir.gateway.turns.GatewayConfig;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * Telegram's webhook (set it with setWebhook, {@code secret_token} = souvenir.gateway.telegram.webhook-secret).
 * The secret is checked before the body is read; anything but a 2xx makes Telegram send the update again.
 */
@Path("/api/v1/channels/telegram/webhook")
public class TelegramWebhookResource {

    static final String SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token";

    private final TelegramService telegram;
    private final GatewayConfig config;
    private final ObjectMapper json;

    TelegramWebhookResource(TelegramService telegram, GatewayConfig config, ObjectMapper json) {
        this.telegram = telegram;
        this.config = config;
        this.json = json;
    }

    /** A Bot API {@code Update}: 200 once handled (ignored updates included). */
    @POST
    @Produces(MediaType.APPLICATION_JSON)
    public Response receive(@HeaderParam(SECRET_HEADER) String secret, String body) throws JsonProcessingException {
        WebhookSecret.check("Telegram", config.telegram().webhookSecret().filter(s -> config.telegram().botToken().isPresent()),
                secret);
        telegram.receive(json.readValue(body, TelegramUpdate.class));
        return Response.ok().build();
    }
}
