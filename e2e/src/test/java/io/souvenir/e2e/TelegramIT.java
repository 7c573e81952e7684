package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.Topics;
import io.souvenir.platform.testing.TestTokens;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A Telegram chat through the real pipeline: the webhook takes real Update JSON, the linked
 * chat's message becomes a turn with channel telegram in its user's tenant, turn-service answers,
 * and the gateway sends the reply with sendMessage to a local server speaking the Bot API.
 */
@ExtendWith(Stack.class)
class TelegramIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<JsonNode> SENT = new CopyOnWriteArrayList<>();
    private static HttpServer botApi;

    private final String alice = TestTokens.newUser();
    private final long chat = ThreadLocalRandom.current().nextLong(1_000_000_000L, 9_000_000_000L);

    @BeforeAll
    static void startBotApi() throws IOException {
        botApi = HttpServer.create(new InetSocketAddress("127.0.0.1", Stack.BOT_API_PORT), 0);
        botApi.createContext("/bot" + Stack.BOT_TOKEN + "/sendMessage", exchange -> {
            SENT.add(JSON.readTree(exchange.getRequestBody().readAllBytes()));
            byte[] answer = "{\"ok\":true,\"result\":{\"message_id\":1,\"chat\":{\"id\":1,\"type\":\"private\"},\"date\":1}}"
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        botApi.start();
    }

    @AfterAll
    static void stopBotApi() {
        botApi.stop(0);
    }

    @Test
    void aLinkedChatTalksThroughThePipelineAndHearsTheReplyThroughSendMessage() {
        String code = given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .post(Stack.gateway() + "/api/v1/channels/code").then().statusCode(200).extract().path("code");
        webhook(update(1, "/start " + code));
        await().atMost(Duration.ofSeconds(20)).until(() -> sentTo(chat).size() == 1);

        webhook(update(2, "Salut ! Ma fille a onze ans."));

        JsonNode reply = await().atMost(Duration.ofSeconds(30)).until(() -> sentTo(chat).size() == 2 ? sentTo(chat).get(1) : null,
                sent -> sent != null);
        assertThat(reply.path("text").asText()).isNotBlank();
        assertThat(reply.path("reply_parameters").path("message_id").asLong()).isEqualTo(2);

        JsonPath activity = await().atMost(Duration.ofSeconds(20)).until(() -> given()
                        .header("Authorization", TestTokens.bearer(alice, "acme")).get(Stack.gateway() + "/api/v1/activity")
                        .then().statusCode(200).extract().jsonPath(),
                trace -> trace.getList("traces.events.flatten().service").containsAll(List.of("gateway", "turn-service", "memory-service")));
        assertThat(activity.getString("traces[0].channel")).isEqualTo("telegram");
        String traceId = activity.getString("traces[0].traceId");
        for (String topic : List.of(Topics.TURNS, Topics.REPLIES)) {
            assertThat(Topic.readAll(topic).stream().flatMap(record -> record.envelope().stream())
                    .filter(event -> event.traceId().equals(traceId)))
                    .as(topic).isNotEmpty()
                    .allSatisfy(event -> {
                        assertThat(event.channel()).isEqualTo(Channel.TELEGRAM);
                        assertThat(event.userId()).isEqualTo(alice);
                    });
        }
    }

    private void webhook(String update) {
        given().header("X-Telegram-Bot-Api-Secret-Token", Stack.TELEGRAM_SECRET).contentType(ContentType.JSON).body(update)
                .post(Stack.gateway() + "/api/v1/channels/telegram/webhook").then().statusCode(200);
    }

    /** A Bot API Update: a text message from a private chat. */
    private String update(long messageId, String text) {
        Map<String, Object> person = Map.of("id", chat, "is_bot", false, "first_name", "Alice", "language_code", "fr");
        try {
            return JSON.writeValueAsString(Map.of("update_id", chat % 1_000_000_000 + messageId, "message", Map.of(
                    "message_id", messageId, "from", person, "date", 1764403200,
                    "chat", Map.of("id", chat, "first_name", "Alice", "type", "private"), "text", text)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<JsonNode> sentTo(long chatId) {
        return SENT.stream().filter(sent -> sent.path("chat_id").asLong() == chatId).toList();
    }
}
