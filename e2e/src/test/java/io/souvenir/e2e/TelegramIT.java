package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.path.json.JsonPath;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.Topics;
import io.souvenir.platform.testing.TestTokens;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A Telegram chat through the real pipeline: the webhook takes real Update JSON, the linked
 * chat's message becomes a turn with channel telegram in its user's tenant, turn-service answers,
 * and the gateway sends the reply with sendMessage to a local server speaking the Bot API.
 */
@ExtendWith(Stack.class)
class TelegramIT {

    private final String alice = TestTokens.newUser();
    private final long chat = ThreadLocalRandom.current().nextLong(1_000_000_000L, 9_000_000_000L);
    private final TelegramStandIn telegram = Stack.telegram();

    @Test
    void aLinkedChatTalksThroughThePipelineAndHearsTheReplyThroughSendMessage() {
        telegram.link(alice, chat);
        await().atMost(Duration.ofSeconds(20)).until(() -> telegram.sentTo(chat).size() == 1);

        telegram.say(chat, 2, "Salut ! Ma fille a onze ans.");

        JsonNode reply = await().atMost(Duration.ofSeconds(30)).until(
                () -> telegram.sentTo(chat).size() == 2 ? telegram.sentTo(chat).get(1) : null,
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
}
