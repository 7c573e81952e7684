package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.Topics;
import io.souvenir.e2e.Stack.Service;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A turn through the real pipeline: gateway -> outbox -> Kafka -> turn-service -> Kafka ->
 * gateway, memory-service and action-ledger, on the packaged jars.
 */
@ExtendWith(Stack.class)
class PipelineIT {

    private final String alice = TestTokens.newUser();
    private final String bob = TestTokens.newUser();

    @Test
    void aTurnIsAnsweredAndTheWholeInteractionSharesOneTrace() {
        JsonPath answer = say(alice, "acme", "Bonjour ! Ma femme s'appelle Claire.").then().statusCode(200)
                .extract().jsonPath();
        String traceId = answer.getString("traceId");
        assertThat(traceId).matches("[0-9a-f]{32}");
        assertThat(answer.getString("reply")).isNotBlank();
        assertThat(answer.getList("creations")).isEmpty();

        JsonPath trace = await().atMost(Duration.ofSeconds(20)).until(() -> activity(alice, "acme"),
                activity -> activity.getList("traces.events.flatten().service").containsAll(
                        List.of("gateway", "turn-service", "memory-service")));
        assertThat(trace.getString("traces[0].traceId")).isEqualTo(traceId);
        assertThat(trace.getString("traces[0].channel")).isEqualTo("web");
        assertThat(trace.getList("traces[0].events.type")).contains("turn.received", "reply.sent", "messages.stored");

        JsonPath messages = messages(alice, "acme");
        assertThat(messages.getList("items.text")).contains("Bonjour ! Ma femme s'appelle Claire.", answer.getString("reply"));
        assertThat(messages.getList("items.traceId", String.class)).containsOnly(traceId);

        // the activity lines travel in the turn, its reply and memory-service's answer (on souvenir.memory.events)
        for (String topic : List.of(Topics.TURNS, Topics.REPLIES, Topics.MEMORY_COMMANDS, Topics.MEMORY_EVENTS)) {
            List<Topic.Record> ofTrace = Topic.readAll(topic).stream()
                    .filter(record -> record.envelope().filter(event -> event.traceId().equals(traceId)).isPresent())
                    .toList();
            assertThat(ofTrace).as(topic).isNotEmpty().allSatisfy(record -> {
                assertThat(record.key()).as("key of %s", topic).isEqualTo(alice);
                assertThat(record.headerTraceId()).as("traceparent of %s", topic).contains(traceId);
            });
        }
    }

    @Test
    void anotherUserSeesNothingOfIt() {
        String traceId = say(alice, "acme", "Le code du portail est 4820.").then().statusCode(200)
                .extract().path("traceId");
        await().atMost(Duration.ofSeconds(20)).until(() -> activity(alice, "acme").getList("traces.traceId").contains(traceId));
        await().atMost(Duration.ofSeconds(20)).until(() -> messages(alice, "acme").getList("items").size() == 2);

        assertThat(activity(bob, "acme").getList("traces")).isEmpty();
        assertThat(messages(bob, "acme").getList("items")).isEmpty();
        assertThat(activity(alice, "globex").getList("traces")).as("same user id, other workspace").isEmpty();
        assertThat(Database.countAs("memory", "messages", alice, "acme")).isEqualTo(2);
        assertThat(Database.countAs("memory", "messages", null, null)).as("service role, no tenant").isZero();
        assertThat(Database.countAs("ledger", "ledger_events", null, null)).as("service role, no tenant").isZero();
        assertThat(Database.countAs("memory", "messages", bob, "acme")).isZero();
    }

    @Test
    void aPoisonRecordIsDeadLetteredAndTheConsumersMoveOn() throws Exception {
        String poison = "{\"this is\": \"not an event\", \"from\": \"" + alice + "\"}";
        for (String topic : List.of(Topics.TURNS, Topics.MEMORY_COMMANDS, Topics.ACTIVITY, Topics.REPLIES)) {
            Topic.write(topic, alice, poison);
        }

        say(alice, "acme", "Still listening?").then().statusCode(200);
        await().atMost(Duration.ofSeconds(20)).until(() -> messages(alice, "acme").getList("items").size() == 2);
        for (String topic : List.of(Topics.TURNS, Topics.MEMORY_COMMANDS, Topics.ACTIVITY, Topics.REPLIES)) {
            await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> assertThat(Topic.readAll(Topics.deadLetter(topic)))
                    .as(Topics.deadLetter(topic)).extracting(Topic.Record::value).contains(poison));
        }
    }

    @Test
    void killingTurnServiceMidTurnStillAnswersEveryTurnExactlyOnce() throws Exception {
        List<CompletableFuture<Response>> inFlight = IntStream.range(0, 12)
                .mapToObj(i -> CompletableFuture.supplyAsync(() -> say(alice, "acme", "message " + i + " before the crash")))
                .toList();
        await().atMost(Duration.ofSeconds(20)).until(() -> inFlight.stream().anyMatch(CompletableFuture::isDone));
        Stack.kill9(Service.TURN_SERVICE);
        List<Response> accepted = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            accepted.add(say(alice, "acme", "message " + i + " while it is down"));
        }
        Stack.restart(Service.TURN_SERVICE);
        inFlight.forEach(future -> accepted.add(future.join()));

        assertThat(accepted).allSatisfy(response -> assertThat(response.statusCode()).isIn(200, 202));
        Set<String> turnIds = accepted.stream().map(response -> response.jsonPath().getString("turnId")).collect(Collectors.toSet());
        assertThat(turnIds).hasSize(16);
        await().atMost(Duration.ofSeconds(60)).until(() -> answeredTurns(alice).keySet().containsAll(turnIds));
        assertThat(answeredTurns(alice)).as("distinct replies per turn").allSatisfy((turn, replies) -> assertThat(replies).isEqualTo(1));
        await().atMost(Duration.ofSeconds(30)).until(() -> messages(alice, "acme").getList("items").size() == 32);
        Map<String, Long> assistantMessagesPerTurn = messages(alice, "acme").getList("items", Map.class).stream()
                .filter(item -> "assistant".equals(item.get("role")))
                .collect(Collectors.groupingBy(item -> (String) item.get("turnId"), Collectors.counting()));
        assertThat(assistantMessagesPerTurn).hasSize(16).allSatisfy((turn, count) -> assertThat(count).isEqualTo(1));
    }

    /** Distinct reply events per turn id on souvenir.replies (a redelivered record counts once). */
    private static Map<String, Long> answeredTurns(String user) {
        return Topic.readAll(Topics.REPLIES).stream()
                .filter(record -> user.equals(record.key()))
                .flatMap(record -> record.envelope().stream())
                .filter(envelope -> envelope.type().equals(Events.TURN_ANSWERED.name()))
                .collect(Collectors.toMap(EventEnvelope::eventId, Function.identity(), (a, b) -> a))
                .values().stream()
                .map(envelope -> TestEvents.codec().payload(envelope, Events.TURN_ANSWERED))
                .collect(Collectors.groupingBy(reply -> reply.turnId().toString(), Collectors.counting()));
    }

    private static Response say(String user, String workspace, String text) {
        return given().header("Authorization", TestTokens.bearer(user, workspace)).contentType(ContentType.JSON)
                .body(Map.of("text", text, "channel", "web"))
                .post(Stack.gateway() + "/api/v1/turns");
    }

    private static JsonPath activity(String user, String workspace) {
        return given().header("Authorization", TestTokens.bearer(user, workspace))
                .get(Stack.gateway() + "/api/v1/activity").then().statusCode(200).extract().jsonPath();
    }

    private static JsonPath messages(String user, String workspace) {
        return given().header("Authorization", TestTokens.bearer(user, workspace))
                .get(Stack.gateway() + "/api/v1/messages?limit=500").then().statusCode(200).extract().jsonPath();
    }
}
