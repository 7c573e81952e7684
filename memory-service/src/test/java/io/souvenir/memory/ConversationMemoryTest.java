package io.souvenir.memory;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.ConversationMessage;
import io.souvenir.contracts.memory.MessagesRecorded;
import io.souvenir.contracts.memory.RecordMessages;
import io.souvenir.platform.security.ServiceTokens;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ConversationMemoryTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    @Inject
    ServiceTokens serviceTokens;

    private final String alice = TestTokens.newUser();
    private final String bob = TestTokens.newUser();

    @Test
    void bothMessagesOfATurnAreKeptAndServedNewestFirst() {
        UUID session = UUID.randomUUID();
        EventHeader header = TestEvents.header(alice, "acme");
        record(header, session, "Ma femme s'appelle Claire.", "Claire, c'est noté dans ma tête.");

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 2);
        given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get("/api/v1/messages?sessionId=" + session)
                .then().statusCode(200)
                .body("items.role", contains("assistant", "user"))
                .body("items[1].text", equalTo("Ma femme s'appelle Claire."))
                .body("items[1].traceId", equalTo(header.traceId()))
                .body("items[1].channel", equalTo("web"));
        MessagesRecorded recorded = new PublishedEvents(messaging).awaitPayload(Events.MESSAGES_RECORDED, alice);
        assertThat(recorded.messageIds()).hasSize(2);
    }

    @Test
    void aRedeliveredCommandKeepsTheMessagesOnce() {
        String command = TestEvents.record(TestEvents.header(alice, "acme"), Events.RECORD_MESSAGES,
                commandFor(UUID.randomUUID(), "hello", "hi!"));

        messaging.source("memory-commands").send(command);
        messaging.source("memory-commands").send(command);

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 2);
        await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(3))
                .until(() -> Database.countAs("memory", "messages", alice, "acme") == 2);
    }

    @Test
    void anotherUsersMessagesAreInvisibleEvenToTheServiceRole() {
        record(TestEvents.header(alice, "acme"), UUID.randomUUID(), "Le code du portail est 4820.", "D'accord.");
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 2);

        given().header("Authorization", TestTokens.bearer(bob, "acme"))
                .get("/api/v1/messages")
                .then().statusCode(200).body("items", empty());
        given().header("Authorization", TestTokens.bearer(alice, "globex"))
                .get("/api/v1/messages")
                .then().statusCode(200).body("items", empty());
        assertThat(Database.countAs("memory", "messages", null, null)).isZero();
        assertThat(Database.countAs("memory", "sessions", null, null)).isZero();
    }

    @Test
    void anOutOfRangeLimitIsAProblemNamingIt() {
        given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get("/api/v1/messages?limit=0")
                .then().statusCode(400).contentType("application/problem+json")
                .body("errors[0].field", equalTo("limit"));
    }

    @Test
    void withoutATokenNothingIsServed() {
        given().get("/api/v1/messages").then().statusCode(401).contentType("application/problem+json");
    }

    @Test
    void theRollingSummaryGrowsOneBatchAtATimeOnceMessagesLeaveTheLiveWindow() {
        // live window 12 messages, batches of 8: the first batch is due at 20 messages, the second at 28
        UUID session = UUID.randomUUID();
        OffsetDateTime start = OffsetDateTime.now().minusHours(1);
        for (int turn = 0; turn < 9; turn++) {
            recordAt(session, start.plusMinutes(turn), "Message numéro " + turn + ". Suite.", "Réponse " + turn);
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 18);
        narrative(session).body("summaryBatches", equalTo(0)).body("summary", nullValue())
                .body("liveWindow", hasSize(12)).body("liveWindow[11].text", equalTo("Réponse 8"));

        recordAt(session, start.plusMinutes(9), "Message numéro 9.", "Réponse 9");
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 20);
        narrative(session).body("summaryBatches", equalTo(1))
                .body("summary", containsString("Message numéro 0. · Message numéro 1. · Message numéro 2. · Message numéro 3."))
                .body("summary", not(containsString("Message numéro 4")))
                .body("summary", not(containsString("Réponse")));

        for (int turn = 10; turn < 13; turn++) {
            recordAt(session, start.plusMinutes(turn), "Message numéro " + turn + ".", "Réponse " + turn);
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 26);
        narrative(session).body("summaryBatches", equalTo(1));
        recordAt(session, start.plusMinutes(13), "Message numéro 13.", "Réponse 13");
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 28);
        String summary = narrative(session).body("summaryBatches", equalTo(2)).extract().path("summary");
        assertThat(summary.lines()).hasSize(2);
        assertThat(summary.lines().skip(1).findFirst().orElseThrow()).startsWith("- ")
                .contains("Message numéro 4. · Message numéro 5. · Message numéro 6. · Message numéro 7.");
    }

    @Test
    void internalRoutesServeOnlyServicesAndThePublicApiOnlyUsers() {
        UUID session = UUID.randomUUID();
        record(TestEvents.header(alice, "acme"), session, "Le code du portail est 4820.", "D'accord.");
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 2);

        given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get("/internal/v1/narrative?sessionId=" + session).then().statusCode(401);
        given().header("Authorization", serviceTokens.bearer(new Tenant("acme", alice)))
                .get("/api/v1/messages").then().statusCode(401);
        given().header("Authorization", serviceTokens.bearer(new Tenant("acme", bob)))
                .get("/internal/v1/narrative?sessionId=" + session)
                .then().statusCode(200).body("liveWindow", empty());
        narrative(session).body("liveWindow.text", contains("Le code du portail est 4820.", "D'accord."));
        given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get("/internal/v1/search?q=portail").then().statusCode(401);
        given().header("Authorization", serviceTokens.bearer(new Tenant("acme", alice)))
                .get("/internal/v1/search?q=portail&angles=subject")
                .then().statusCode(200).body("hits[0].text", equalTo("Le code du portail est 4820.")).body("hits[0].kind", equalTo("user"));
        given().header("Authorization", serviceTokens.bearer(new Tenant("acme", alice)))
                .get("/internal/v1/search?q=portail&k=0").then().statusCode(400).body("errors[0].field", equalTo("k"));
    }

    private ValidatableResponse narrative(UUID session) {
        return given().header("Authorization", serviceTokens.bearer(new Tenant("acme", alice)))
                .get("/internal/v1/narrative?sessionId=" + session)
                .then().statusCode(200);
    }

    private void recordAt(UUID session, OffsetDateTime at, String userText, String assistantText) {
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.RECORD_MESSAGES,
                new RecordMessages(UUID.randomUUID(), session, List.of(
                        new ConversationMessage(UUID.randomUUID(), "user", userText, at),
                        new ConversationMessage(UUID.randomUUID(), "assistant", assistantText, at.plusSeconds(1))))));
    }

    private void record(EventHeader header, UUID session, String userText, String assistantText) {
        messaging.source("memory-commands").send(TestEvents.record(header, Events.RECORD_MESSAGES,
                commandFor(session, userText, assistantText)));
    }

    private static RecordMessages commandFor(UUID session, String userText, String assistantText) {
        return new RecordMessages(UUID.randomUUID(), session, List.of(
                new ConversationMessage(UUID.randomUUID(), "user", userText, OffsetDateTime.now().minusSeconds(1)),
                new ConversationMessage(UUID.randomUUID(), "assistant", assistantText, OffsetDateTime.now())));
    }
}
