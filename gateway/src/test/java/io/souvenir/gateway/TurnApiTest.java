package io.souvenir.gateway;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.notNullValue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.SettingsChanged;
import io.souvenir.contracts.Topics;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.contracts.turn.TurnReceived;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@QuarkusTest
@QuarkusTestResource(MemorySettingsStandIn.class)
class TurnApiTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    private PublishedEvents published;
    private final String alice = TestTokens.newUser();

    @BeforeEach
    void clearPublished() {
        published = new PublishedEvents(messaging);
        published.clear();
        MemorySettingsStandIn.answer("on");
    }

    /**
     * The settings are read once, as the user speaks, and that reading travels with the turn: every
     * service after the gateway keeps nothing of a turn that does not say "on". A setting that
     * cannot be read keeps nothing either (never a guess of "on" for a user who may have paused).
     */
    @ParameterizedTest(name = "settings {0}")
    @CsvSource({"on, ON, enabled", "off, OFF, disabled", "paused, PAUSED, paused", "failing, UNKNOWN, unavailable"})
    void theMemorySettingReadAsTheUserSpeaksTravelsWithTheTurn(String settings, MemoryState carried, String extraction) {
        if (settings.equals("failing")) {
            MemorySettingsStandIn.fail();
        } else {
            MemorySettingsStandIn.answer(settings);
        }
        CompletableFuture<Response> said = CompletableFuture.supplyAsync(() -> given()
                .header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"text\": \"mon chien s'appelle Rex\"}").post("/api/v1/turns"));

        EventEnvelope turn = published.awaitOne(Topics.TURNS, alice);
        TurnReceived received = TestEvents.codec().payload(turn, Events.TURN_RECEIVED);
        assertThat(received.memory()).isEqualTo(carried);
        messaging.source("replies").send(TestEvents.record(turn.header().next(), Events.TURN_ANSWERED,
                new TurnAnswered(received.turnId(), received.sessionId(), "Rex, joli nom.", "fr", List.of(), received.memory())));

        said.join().then().statusCode(200).body("memory", equalTo(carried.wireName())).body("extraction", equalTo(extraction));
    }

    /**
     * memory-service's settings say which version they are: the gateway keeps them between a user's
     * turns (no call on the turn's path), and a turn decided on that copy carries its version, which
     * memory-service checks where the turn is kept.
     */
    @Test
    void aUsersNextTurnsAreDecidedOnTheSettingsAlreadyReadAndCarryTheirVersion() {
        MemorySettingsStandIn.answer("on", 3);

        List<TurnReceived> turns = List.of(say("première"), say("deuxième"), say("troisième"));

        assertThat(turns).extracting(TurnReceived::memory, TurnReceived::settingsVersion).as("read for the first, copied for the next")
                .containsExactly(tuple(MemoryState.ON, null), tuple(MemoryState.ON, 3L), tuple(MemoryState.ON, 3L));
        assertThat(MemorySettingsStandIn.settingsReads()).as("the settings asked once for three turns").isEqualTo(1);
    }

    /** A pause made through the gateway applies to the very next turn, however soon it comes. */
    @Test
    void aTurnSaidTheMomentAfterAPauseIsDecidedPausedAndAfterResumingOnAgain() {
        MemorySettingsStandIn.answer("on", 3);
        assertThat(say("avant").memory()).isEqualTo(MemoryState.ON);

        MemorySettingsStandIn.answer("paused", 4);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": true, \"pausedUntil\": \"2099-01-01T00:00:00Z\"}").put("/api/v1/settings")
                .then().statusCode(200);
        assertThat(say("juste après").memory()).isEqualTo(MemoryState.PAUSED);

        MemorySettingsStandIn.answer("on", 5);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": true}").put("/api/v1/settings").then().statusCode(200);
        assertThat(say("de retour").memory()).isEqualTo(MemoryState.ON);
    }

    /** A copy that says paused is not trusted: a resume made elsewhere (another gateway instance) keeps the next turn. */
    @Test
    void aPausedUsersTurnAsksAgainSoAResumeMadeElsewhereIsHeardAtOnce() {
        MemorySettingsStandIn.answer("paused", 4);
        assertThat(say("en pause").memory()).isEqualTo(MemoryState.PAUSED);

        MemorySettingsStandIn.answer("on", 5);

        assertThat(say("de retour").memory()).isEqualTo(MemoryState.ON);
    }

    /**
     * A pause made elsewhere while this gateway keeps a copy: the turn goes out "on" with the
     * copy's version, which memory-service, holding version 4, refuses to keep (MemoryPauseTest).
     */
    @Test
    void aPauseMadeElsewhereLeavesTheTurnWithTheOutdatedVersionItWasDecidedOn() {
        MemorySettingsStandIn.answer("on", 3);
        say("avant");
        MemorySettingsStandIn.answer("paused", 4);

        assertThat(say("juste après").settingsVersion()).isEqualTo(3L);
    }

    /**
     * A pause made through another gateway instance: memory-service announces it, this instance
     * drops its copy, and the very next turn is decided paused instead of "on" with an outdated version.
     */
    @Test
    void aPauseMadeThroughAnotherGatewayIsHeardSoTheNextTurnIsDecidedPaused() throws Exception {
        MemorySettingsStandIn.answer("on", 3);
        say("avant");
        MemorySettingsStandIn.answer("paused", 4);

        CompletableFuture<Void> heard = new CompletableFuture<>();
        messaging.source("settings-events").send(Message.of(TestEvents.record(TestEvents.header(alice, "acme"),
                Events.SETTINGS_CHANGED, new SettingsChanged(4)), () -> {
                    heard.complete(null);
                    return CompletableFuture.completedFuture(null);
                }));
        heard.get(10, TimeUnit.SECONDS);

        TurnReceived after = say("juste après");
        assertThat(after.memory()).isEqualTo(MemoryState.PAUSED);
        assertThat(MemorySettingsStandIn.settingsReads()).as("asked again, not decided on the copy").isEqualTo(1);
    }

    /** Says {@code text}, answers it at once, and returns the turn as the gateway published it. */
    private TurnReceived say(String text) {
        published.clear();
        CompletableFuture<Response> said = CompletableFuture.supplyAsync(() -> given()
                .header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"text\": \"" + text + "\"}").post("/api/v1/turns"));
        EventEnvelope turn = published.awaitOne(Topics.TURNS, alice);
        TurnReceived received = TestEvents.codec().payload(turn, Events.TURN_RECEIVED);
        replyTo(turn, received, "Noté.");
        said.join().then().statusCode(200);
        return received;
    }

    @Test
    void aTurnIsPublishedForTheCallerAndAnsweredWithTheReply() {
        CompletableFuture<Response> said = CompletableFuture.supplyAsync(() -> given()
                .header("Authorization", TestTokens.bearer(alice, "acme"))
                .contentType(ContentType.JSON)
                .body("{\"text\": \"Salut, ma fille a onze ans.\", \"channel\": \"web\"}")
                .post("/api/v1/turns"));

        EventEnvelope turn = published.awaitOne(Topics.TURNS, alice);
        TurnReceived received = TestEvents.codec().payload(turn, Events.TURN_RECEIVED);
        assertThat(turn.userId()).isEqualTo(alice);
        assertThat(turn.workspaceId()).isEqualTo("acme");
        assertThat(received.text()).isEqualTo("Salut, ma fille a onze ans.");
        replyTo(turn, received, "Onze ans, c'est un bel âge.");

        said.join().then().statusCode(200)
                .body("turnId", equalTo(received.turnId().toString()))
                .body("traceId", equalTo(turn.traceId()))
                .body("traceId", matchesPattern("[0-9a-f]{32}"))
                .body("reply", equalTo("Onze ans, c'est un bel âge."))
                .body("creations.size()", equalTo(0));
    }

    @Test
    void theActivityLineOfTheTurnTravelsInTheTurnItself() {
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"text\": \"hello\"}").post("/api/v1/turns");

        EventEnvelope turn = published.awaitOne(Topics.TURNS, alice);
        assertThat(TestEvents.codec().payload(turn, Events.TURN_RECEIVED).activity())
                .extracting(ActivityRecorded::type, ActivityRecorded::summary, ActivityRecorded::service)
                .containsExactly(tuple("turn.received", "Message received on web", "gateway"));
        assertThat(published.events(Events.ACTIVITY_RECORDED, alice)).as("no record of its own").isEmpty();
    }

    @Test
    void aLateReplyIsAcceptedAndPromisedOnTheStream() {
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"text\": \"Is anyone there?\"}")
                .post("/api/v1/turns")
                .then().statusCode(202)
                .body("turnId", notNullValue())
                .body("traceId", matchesPattern("[0-9a-f]{32}"))
                .body("reply", equalTo(null));
    }

    @Test
    void aReplyDeliveredTwiceAnswersOnce() {
        CompletableFuture<Response> said = CompletableFuture.supplyAsync(() -> given()
                .header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"text\": \"ping\"}").post("/api/v1/turns"));
        EventEnvelope turn = published.awaitOne(Topics.TURNS, alice);
        TurnReceived received = TestEvents.codec().payload(turn, Events.TURN_RECEIVED);
        String reply = TestEvents.record(turn.header().next(), Events.TURN_ANSWERED,
                new TurnAnswered(received.turnId(), received.sessionId(), "pong", "en", List.of(), null));

        messaging.source("replies").send(reply);
        messaging.source("replies").send(reply);

        said.join().then().statusCode(200).body("reply", equalTo("pong"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "no text        | {}                                    | text",
            "blank text     | {\"text\": \"   \"}                   | text",
            "unknown channel| {\"text\": \"hi\", \"channel\": \"pigeon\"} | channel",
            "foreign channel| {\"text\": \"hi\", \"channel\": \"telegram\"} | channel",
            "bad session id | {\"text\": \"hi\", \"sessionId\": \"nope\"} | sessionId",
    })
    void badInputNamesTheFieldAndPublishesNothing(String label, String body, String field) {
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body(body)
                .post("/api/v1/turns")
                .then().statusCode(400)
                .contentType("application/problem+json")
                .body("status", equalTo(400))
                .body("errors.field", hasItem(field));

        assertNothingWritten();
    }

    @Test
    void overLongTextIsRefused() {
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"text\": \"" + "a".repeat(8001) + "\"}")
                .post("/api/v1/turns")
                .then().statusCode(400).contentType("application/problem+json")
                .body("errors[0].field", equalTo("text"))
                .body("errors[0].message", equalTo("must be at most 8000 characters"));
        assertNothingWritten();
    }

    @Test
    void malformedJsonIsAProblem() {
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"text\": ")
                .post("/api/v1/turns")
                .then().statusCode(400).contentType("application/problem+json")
                .body("detail", equalTo("the body is not valid JSON"));
        assertNothingWritten();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"no token", "forged token", "token without workspace", "garbage"})
    void withoutAnAcceptableTokenNothingHappens(String which) {
        var request = given().contentType(ContentType.JSON).body("{\"text\": \"hi\"}");
        switch (which) {
            case "forged token" -> request.header("Authorization", "Bearer " + TestTokens.forgedToken(alice, "acme"));
            case "token without workspace" -> request.header("Authorization", "Bearer " + TestTokens.tokenWithoutWorkspace(alice));
            case "garbage" -> request.header("Authorization", "Bearer not.a.token");
            default -> { }
        }

        request.post("/api/v1/turns")
                .then().statusCode(401)
                .contentType("application/problem+json")
                .body("status", equalTo(401));
        assertNothingWritten();
    }

    private void assertNothingWritten() {
        assertThat(Database.countAs("gateway", "outbox", alice, "acme")).isZero();
        await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(2))
                .untilAsserted(() -> assertThat(published.isEmpty()).isTrue());
    }

    private void replyTo(EventEnvelope turn, TurnReceived received, String text) {
        messaging.source("replies").send(TestEvents.record(turn.header().next(), Events.TURN_ANSWERED,
                new TurnAnswered(received.turnId(), received.sessionId(), text, "fr", List.of(), null)));
    }
}
