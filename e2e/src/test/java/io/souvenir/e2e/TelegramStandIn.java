package io.souvenir.e2e;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import io.restassured.http.ContentType;
import io.souvenir.platform.testing.TestTokens;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Telegram as the gateway sees it: a local server speaking the Bot API's {@code sendMessage}
 * (what the gateway sends to chats), and real Bot API {@code Update} JSON posted to the gateway's
 * webhook with its secret (what chats say).
 */
final class TelegramStandIn {

    static final String BOT_TOKEN = "7312654980:AAHe2eTokenForTheLocalStandIn";
    static final String SECRET = "e2e-telegram-secret";
    static final int PORT = 18090 + E2ePorts.OFFSET;

    private static final ObjectMapper JSON = new ObjectMapper();
    private final List<JsonNode> sent = new CopyOnWriteArrayList<>();
    private final HttpServer server;

    TelegramStandIn() {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", PORT), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/bot" + BOT_TOKEN + "/sendMessage", exchange -> {
            sent.add(JSON.readTree(exchange.getRequestBody().readAllBytes()));
            byte[] answer = "{\"ok\":true,\"result\":{\"message_id\":1,\"chat\":{\"id\":1,\"type\":\"private\"},\"date\":1}}"
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
    }

    void start() {
        server.start();
    }

    void stop() {
        server.stop(0);
    }

    /** What the gateway sent to this chat, oldest first. */
    List<JsonNode> sentTo(long chat) {
        return sent.stream().filter(message -> message.path("chat_id").asLong() == chat).toList();
    }

    /** The user asks for a linking code on the web and sends {@code /start CODE} from the chat. */
    void link(String user, long chat) {
        String code = given().header("Authorization", TestTokens.bearer(user, "acme"))
                .post(Stack.gateway() + "/api/v1/channels/code").then().statusCode(200).extract().path("code");
        say(chat, 1, "/start " + code);
    }

    /** The chat sends a text message: a Bot API Update from a private chat, to the webhook. */
    void say(long chat, long messageId, String text) {
        Map<String, Object> person = Map.of("id", chat, "is_bot", false, "first_name", "Alice", "language_code", "fr");
        String update;
        try {
            update = JSON.writeValueAsString(Map.of("update_id", chat % 1_000_000_000 + messageId, "message", Map.of(
                    "message_id", messageId, "from", person, "date", 1764403200,
                    "chat", Map.of("id", chat, "first_name", "Alice", "type", "private"), "text", text)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        given().header("X-Telegram-Bot-Api-Secret-Token", SECRET).contentType(ContentType.JSON).body(update)
                .post(Stack.gateway() + "/api/v1/channels/telegram/webhook").then().statusCode(200);
    }
}
