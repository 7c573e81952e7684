package io.souvenir.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Telegram as the gateway meets it: a local stand-in for the Bot API ({@code sendMessage}, on
 * {@link Stack#BOT_API_PORT}) that keeps what the bot sent, and the webhook calls Telegram makes
 * when someone writes to the bot from a private chat.
 */
final class Telegram implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer botApi;
    private final List<JsonNode> sent = new CopyOnWriteArrayList<>();
    private final AtomicLong updateIds = new AtomicLong(ThreadLocalRandom.current().nextLong(1, 1_000_000_000L));

    private Telegram() throws IOException {
        botApi = HttpServer.create(new InetSocketAddress("127.0.0.1", Stack.BOT_API_PORT), 0);
        botApi.createContext("/bot" + Stack.BOT_TOKEN + "/sendMessage", exchange -> {
            sent.add(JSON.readTree(exchange.getRequestBody().readAllBytes()));
            byte[] answer = "{\"ok\":true,\"result\":{\"message_id\":1,\"chat\":{\"id\":1,\"type\":\"private\"},\"date\":1}}"
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        botApi.start();
    }

    static Telegram start() {
        try {
            return new Telegram();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A private chat id nobody used yet. */
    static long newChat() {
        return ThreadLocalRandom.current().nextLong(1_000_000_000L, 9_000_000_000L);
    }

    /** Someone writes {@code text} in {@code chat}: Telegram calls the webhook with the secret it was given. */
    Http.Answer write(long chat, String text) {
        return write(chat, text, Stack.TELEGRAM_SECRET);
    }

    Http.Answer write(long chat, String text, String secret) {
        long updateId = updateIds.incrementAndGet();
        Map<String, Object> person = Map.of("id", chat, "is_bot", false, "first_name", "Quelqu'un", "language_code", "fr");
        try {
            String update = JSON.writeValueAsString(Map.of("update_id", updateId, "message", Map.of(
                    "message_id", updateId, "from", person, "date", 1764403200,
                    "chat", Map.of("id", chat, "first_name", "Quelqu'un", "type", "private"), "text", text)));
            return Http.call("POST", Stack.gateway() + "/api/v1/channels/telegram/webhook", null, update,
                    Map.of("X-Telegram-Bot-Api-Secret-Token", secret));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What the bot sent to {@code chat}, in order. */
    List<String> sentTo(long chat) {
        return sent.stream().filter(message -> message.path("chat_id").asLong() == chat)
                .map(message -> message.path("text").asText()).toList();
    }

    @Override
    public void close() {
        botApi.stop(0);
    }
}
