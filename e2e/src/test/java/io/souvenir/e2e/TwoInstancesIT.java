package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.Topics;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.e2e.Stack.Service;
import io.souvenir.launcher.Instance;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
 * other, and every accepted turn is answered exactly once and stored exactly once. The gateway of
 * this stack reaches memory-service through the first instance only (no load balancer in front):
 * while it is down, a turn whose memory settings cannot be read is answered, says so
 * ({@code memory: unknown}) and keeps nothing, as a user who may have paused expects.
 */
@ExtendWith(Stack.class)
class TwoInstancesIT {

    private static final int USERS = 8;
    private final List<String> users = IntStream.range(0, USERS).mapToObj(i -> TestTokens.newUser()).toList();

    @Test
    void killingEitherInstanceHandsItsPartitionsToTheOtherAndEveryTurnIsAnsweredOnce() throws Exception {
        List<Instance> seconds = List.of(Stack.addInstance(Service.TURN_SERVICE), Stack.addInstance(Service.MEMORY_SERVICE));
        try {
            Map<Service, List<Said>> accepted = new LinkedHashMap<>();
            for (Service victim : List.of(Service.TURN_SERVICE, Service.MEMORY_SERVICE)) {
                List<CompletableFuture<Said>> inFlight = IntStream.range(0, 3 * USERS)
                        .mapToObj(i -> CompletableFuture.supplyAsync(() -> say(users.get(i % USERS), "turn " + i + " before " + victim)))
                        .toList();
                await().atMost(Duration.ofSeconds(30)).until(() -> inFlight.stream().anyMatch(CompletableFuture::isDone));
                Stack.kill9(victim);
                List<Said> turns = new ArrayList<>();
                for (int i = 0; i < USERS; i++) {
                    turns.add(say(users.get(i), "turn " + i + " while the first " + victim + " is down"));
                }
                inFlight.forEach(future -> turns.add(future.join()));
                accepted.put(victim, turns);
                Stack.restart(victim);
            }

            List<Said> all = accepted.values().stream().flatMap(List::stream).toList();
            assertThat(all).allSatisfy(said -> assertThat(said.status()).isIn(200, 202));
            Set<String> turnIds = all.stream().map(Said::turnId).collect(Collectors.toSet());
            assertThat(turnIds).hasSize(2 * 4 * USERS);
            await().atMost(Duration.ofSeconds(90)).until(() -> answers().keySet().containsAll(turnIds));
            Map<String, List<TurnAnswered>> answers = answers();
            assertThat(answers).as("distinct replies per turn").allSatisfy((turn, replies) -> assertThat(replies).hasSize(1));
            Set<String> kept = turnIds.stream().filter(turn -> answers.get(turn).get(0).memory() == MemoryState.ON)
                    .collect(Collectors.toSet());
            assertThat(kept).as("memory-service was up while turn-service died: every turn of then is kept")
                    .containsAll(accepted.get(Service.TURN_SERVICE).stream().map(Said::turnId).toList());
            assertThat(turnIds).as("a turn is kept, or says it could not be").allSatisfy(turn ->
                    assertThat(answers.get(turn).get(0).memory()).isIn(MemoryState.ON, MemoryState.UNKNOWN));
            for (String user : users) {
                Set<String> keptOfUser = all.stream().filter(said -> said.user().equals(user)).map(Said::turnId)
                        .filter(kept::contains).collect(Collectors.toSet());
                await().atMost(Duration.ofSeconds(90)).untilAsserted(() -> {
                    Map<Object, Long> perTurn = messages(user).stream()
                            .collect(Collectors.groupingBy(item -> List.of(item.get("turnId"), item.get("role")), Collectors.counting()));
                    assertThat(perTurn.keySet().stream().map(key -> String.valueOf(((List<?>) key).get(0))).collect(Collectors.toSet()))
                            .as("the turns of " + user + " stored: exactly those kept").isEqualTo(keptOfUser);
                    assertThat(perTurn).as("one user and one assistant message per kept turn of " + user)
                            .hasSize(2 * keptOfUser.size()).allSatisfy((turn, count) -> assertThat(count).isEqualTo(1));
                });
            }
        } finally {
            seconds.forEach(Stack::stop);
        }
    }

    private record Said(String user, int status, String turnId) {
    }

    /** The distinct replies per turn id of these users on souvenir.replies (a redelivered record counts once). */
    private Map<String, List<TurnAnswered>> answers() {
        return Topic.readAll(Topics.REPLIES).stream()
                .filter(record -> users.contains(record.key()))
                .flatMap(record -> record.envelope().stream())
                .filter(envelope -> envelope.type().equals(Events.TURN_ANSWERED.name()))
                .collect(Collectors.toMap(EventEnvelope::eventId, Function.identity(), (a, b) -> a))
                .values().stream()
                .map(envelope -> TestEvents.codec().payload(envelope, Events.TURN_ANSWERED))
                .collect(Collectors.groupingBy(reply -> reply.turnId().toString()));
    }

    private static Said say(String user, String text) {
        Response response = given().header("Authorization", TestTokens.bearer(user, "acme")).contentType(ContentType.JSON)
                .body(Map.of("text", text, "channel", "web"))
                .post(Stack.gateway() + "/api/v1/turns");
        return new Said(user, response.statusCode(), response.jsonPath().getString("turnId"));
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> messages(String user) {
        return given().header("Authorization", TestTokens.bearer(user, "acme"))
                .get(Stack.gateway() + "/api/v1/messages?limit=500").then().statusCode(200).extract().jsonPath()
                .getList("items", Map.class).stream().map(item -> (Map<String, Object>) item).toList();
    }
}
