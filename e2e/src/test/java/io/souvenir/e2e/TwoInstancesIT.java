package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.Topics;
import io.souvenir.e2e.Stack.Service;
import io.souvenir.launcher.Instance;
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
 * The short version of {@code ./souvenir bench chaos}: a second instance of turn-service and of
 * memory-service beside the first (their Kafka groups split the partitions), many users talking
 * at once, and a {@code kill -9} of the first instance of each in turn: its partitions go to the
 * other, and every accepted turn is answered exactly once and stored exactly once.
 */
@ExtendWith(Stack.class)
class TwoInstancesIT {

    private static final int USERS = 8;
    private final List<String> users = IntStream.range(0, USERS).mapToObj(i -> TestTokens.newUser()).toList();

    @Test
    void killingEitherInstanceHandsItsPartitionsToTheOtherAndEveryTurnIsAnsweredOnce() throws Exception {
        List<Instance> seconds = List.of(Stack.addInstance(Service.TURN_SERVICE), Stack.addInstance(Service.MEMORY_SERVICE));
        try {
            List<Response> accepted = new ArrayList<>();
            for (Service victim : List.of(Service.TURN_SERVICE, Service.MEMORY_SERVICE)) {
                List<CompletableFuture<Response>> inFlight = IntStream.range(0, 3 * USERS)
                        .mapToObj(i -> CompletableFuture.supplyAsync(() -> say(users.get(i % USERS), "turn " + i + " before " + victim)))
                        .toList();
                await().atMost(Duration.ofSeconds(30)).until(() -> inFlight.stream().anyMatch(CompletableFuture::isDone));
                Stack.kill9(victim);
                for (int i = 0; i < USERS; i++) {
                    accepted.add(say(users.get(i), "turn " + i + " while the first " + victim + " is down"));
                }
                inFlight.forEach(future -> accepted.add(future.join()));
                Stack.restart(victim);
            }

            assertThat(accepted).allSatisfy(response -> assertThat(response.statusCode()).isIn(200, 202));
            Set<String> turnIds = accepted.stream().map(response -> response.jsonPath().getString("turnId")).collect(Collectors.toSet());
            assertThat(turnIds).hasSize(2 * 4 * USERS);
            await().atMost(Duration.ofSeconds(90)).until(() -> answeredTurns().keySet().containsAll(turnIds));
            assertThat(answeredTurns()).as("distinct replies per turn").allSatisfy((turn, replies) -> assertThat(replies).isEqualTo(1));
            for (String user : users) {
                await().atMost(Duration.ofSeconds(90)).untilAsserted(() -> {
                    Map<Object, Long> perTurn = messages(user).stream()
                            .collect(Collectors.groupingBy(item -> List.of(item.get("turnId"), item.get("role")), Collectors.counting()));
                    assertThat(perTurn).as("one user and one assistant message per turn of " + user)
                            .hasSize(2 * 8).allSatisfy((turn, count) -> assertThat(count).isEqualTo(1));
                });
            }
        } finally {
            seconds.forEach(Stack::stop);
        }
    }

    /** Distinct reply events per turn id of these users on souvenir.replies (a redelivered record counts once). */
    private Map<String, Long> answeredTurns() {
        return Topic.readAll(Topics.REPLIES).stream()
                .filter(record -> users.contains(record.key()))
                .flatMap(record -> record.envelope().stream())
                .filter(envelope -> envelope.type().equals(Events.TURN_ANSWERED.name()))
                .collect(Collectors.toMap(EventEnvelope::eventId, Function.identity(), (a, b) -> a))
                .values().stream()
                .map(envelope -> TestEvents.codec().payload(envelope, Events.TURN_ANSWERED))
                .collect(Collectors.groupingBy(reply -> reply.turnId().toString(), Collectors.counting()));
    }

    private static Response say(String user, String text) {
        return given().header("Authorization", TestTokens.bearer(user, "acme")).contentType(ContentType.JSON)
                .body(Map.of("text", text, "channel", "web"))
                .post(Stack.gateway() + "/api/v1/turns");
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> messages(String user) {
        return given().header("Authorization", TestTokens.bearer(user, "acme"))
                .get(Stack.gateway() + "/api/v1/messages?limit=500").then().statusCode(200).extract().jsonPath()
                .getList("items", Map.class).stream().map(item -> (Map<String, Object>) item).toList();
    }
}
