package io.souvenir.gateway.channels.telegram;

import io.quarkus.rest.client.reactive.QuarkusRestClientBuilder;
import io.souvenir.contracts.Channel;
import io.souvenir.gateway.channels.ChannelSender;
import io.souvenir.gateway.turns.GatewayConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.concurrent.TimeUnit;

/** Sends through the Bot API's sendMessage at the configured base URL. The token never appears in a log line. */
@ApplicationScoped
public class TelegramSender implements ChannelSender {

    /** Telegram refuses longer texts. */
    static final int MAX_TEXT = 4096;

    private final GatewayConfig.Telegram config;
    private final BotApi api;

    TelegramSender(GatewayConfig config) {
        this.config = config.telegram();
        this.api = QuarkusRestClientBuilder.newBuilder()
                .baseUri(URI.create(this.config.apiBaseUrl()))
                .connectTimeout(this.config.timeout().toMillis(), TimeUnit.MILLISECONDS)
                .readTimeout(this.config.timeout().toMillis(), TimeUnit.MILLISECONDS)
                .build(BotApi.class);
    }

    @Override
    public Channel channel() {
        return Channel.TELEGRAM;
    }

    @Override
    public void send(Outgoing message) {
        String token = config.botToken().orElseThrow(() -> new DeliveryFailed("no Telegram bot token configured", null));
        String text = message.text().length() > MAX_TEXT ? message.text().substring(0, MAX_TEXT - 1) + "…" : message.text();
        BotApi.ReplyParameters replyTo = message.replyTo() == null ? null
                : new BotApi.ReplyParameters(Long.parseLong(message.replyTo()), true);
        try (Response response = api.sendMessage(token, new BotApi.SendMessage(Long.parseLong(message.address()), text, replyTo))) {
            if (response.getStatus() / 100 != 2) {
                String body = response.hasEntity() ? response.readEntity(String.class) : "";
                throw new DeliveryFailed("the Bot API answered " + response.getStatus() + " " + body, null);
            }
        } catch (ProcessingException e) {
            throw new DeliveryFailed("the Bot API could not be reached: " + e.getMessage(), e);
        }
    }
}
