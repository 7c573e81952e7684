package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.souvenir.platform.testing.TestTokens;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 4: an email asked for on Telegram waits for the user, is confirmed on the web, is delivered
 * once by the SMTP server, and the assistant says when and from where when asked about it.
 */
@ExtendWith(Stack.class)
class ActionsIT {

    private static final Duration WAIT = Duration.ofSeconds(30);

    private final String alice = TestTokens.newUser();
    private final long chat = ThreadLocalRandom.current().nextLong(1_000_000_000L, 9_000_000_000L);
    private final TelegramStandIn telegram = Stack.telegram();

    @Test
    void anEmailProposedOnTelegramAndConfirmedOnTheWebIsDeliveredOnceAndRemembered() throws Exception {
        telegram.link(alice, chat);
        await().atMost(WAIT).until(() -> telegram.sentTo(chat).size() == 1);

        telegram.say(chat, 2, "envoie un mail à delphine@acme.fr pour relancer la facture Q2");

        String id = await().atMost(WAIT).until(() -> actions("?status=proposed").getString("actions[0].id"), found -> found != null);
        String traceId = actions("").getString("actions[0].traceId");
        assertThat(await().atMost(WAIT).until(() -> telegram.sentTo(chat).size() == 2 ? telegram.sentTo(chat).get(1) : null,
                sent -> sent != null).path("text").asText()).as("the proposal, on Telegram").contains("delphine@acme.fr", "oui");
        assertThat(mailsOf(id)).as("nothing is sent before the user confirms").isEmpty();

        given().header("Authorization", TestTokens.bearer(alice, "acme")).post(Stack.gateway() + "/api/v1/actions/" + id + "/confirm")
                .then().statusCode(200);

        await().atMost(WAIT).until(() -> mailsOf(id).size() == 1);
        assertThat(mailsOf(id).get(0).getSubject()).isEqualTo("Relancer la facture Q2");
        await().atMost(WAIT).until(() -> "executed".equals(actions("").getString("actions[0].status")));
        given().header("Authorization", TestTokens.bearer(alice, "acme")).post(Stack.gateway() + "/api/v1/actions/" + id + "/confirm")
                .then().statusCode(409);

        JsonPath activity = given().header("Authorization", TestTokens.bearer(alice, "acme")).get(Stack.gateway() + "/api/v1/activity")
                .then().statusCode(200).extract().jsonPath();
        List<Map<String, Object>> events = activity.getList("traces.find { it.traceId == '" + traceId + "' }.events");
        assertThat(events).extracting(event -> event.get("type") + "@" + event.get("channel"))
                .contains("action.proposed@telegram", "action.confirmed@web", "action.executed@web");

        String answer = given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body(Map.of("text", "tu as envoyé mon mail à Delphine ?", "channel", "web"))
                .post(Stack.gateway() + "/api/v1/turns").then().statusCode(200).extract().jsonPath().getString("reply");
        assertThat(answer).startsWith("Oui : je l'ai envoyé à delphine@acme.fr").contains("(heure de Paris)", "Telegram", "le web");
        assertThat(mailsOf(id)).as("delivered once").hasSize(1);
        await().atMost(WAIT).untilAsserted(() -> assertThat(Stack.zipkin().servicesOf(traceId))
                .as("services with spans in the trace of the Telegram message")
                .contains("gateway", "turn-service", "memory-service", "action-ledger"));
    }

    private JsonPath actions(String query) {
        return given().header("Authorization", TestTokens.bearer(alice, "acme")).get(Stack.gateway() + "/api/v1/actions" + query)
                .then().statusCode(200).extract().jsonPath();
    }

    private static List<MimeMessage> mailsOf(String actionId) {
        return Arrays.stream(Stack.smtp().getReceivedMessages()).filter(mail -> {
            try {
                String[] header = mail.getHeader("X-Souvenir-Action");
                return header != null && header[0].equals(actionId);
            } catch (MessagingException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }
}
