package io.souvenir.memory;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.ConversationMessage;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.ImportExtracted;
import io.souvenir.contracts.memory.ImportMessages;
import io.souvenir.contracts.memory.ImportedMessage;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.MessagesImported;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.contracts.activity.ActivityRecorded;
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
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
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
        ActivityRecorded line = new PublishedEvents(messaging).awaitPayload(Events.ACTIVITY_RECORDED, alice);
        assertThat(line.summary()).isEqualTo("Kept 2 messages of the conversation");
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
    void aSessionIdAnotherUserTookFirstStillKeepsEachUsersMessagesInTheirOwnSession() {
        UUID session = UUID.randomUUID();
        record(TestEvents.header(bob, "acme"), session, "Je prends cette session avant toi.", "D'accord.");
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", bob, "acme") == 2);

        record(TestEvents.header(alice, "acme"), session, "Le code du portail est 4820.", "Noté.");
        record(TestEvents.header(alice, "globex"), session, "Autre espace, même session.", "Vu.");

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 2
                && Database.countAs("memory", "messages", alice, "globex") == 2);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/messages?sessionId=" + session)
                .then().statusCode(200).body("items.text", contains("Noté.", "Le code du portail est 4820."));
        given().header("Authorization", TestTokens.bearer(bob, "acme")).get("/api/v1/messages?sessionId=" + session)
                .then().statusCode(200).body("items.text", contains("D'accord.", "Je prends cette session avant toi."));
        narrative(session).body("liveWindow.text", contains("Le code du portail est 4820.", "Noté."));
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
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": true, \"timeZone\": \"Asia/Tokyo\"}").put("/api/v1/settings").then().statusCode(200);
        UUID session = UUID.randomUUID();
        OffsetDateTime start = OffsetDateTime.now().minusHours(1).truncatedTo(ChronoUnit.SECONDS);
        for (int turn = 0; turn < 9; turn++) {
            recordAt(session, start.plusMinutes(turn), "Message numéro " + turn + ". Suite.", "Réponse " + turn);
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 18);
        narrative(session).body("summaryBatches", equalTo(0)).body("summary", nullValue())
                .body("liveWindow", hasSize(12)).body("liveWindow[11].text", equalTo("Réponse 8"));

        recordAt(session, start.plusMinutes(9), "Message numéro 9.", "Réponse 9");
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 20);
        narrative(session).body("summaryBatches", equalTo(1))
                // when it was said, as the user's clock read it (Tokyo), not the server's
                .body("summary", startsWith("- " + DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
                        .format(start.atZoneSameInstant(ZoneId.of("Asia/Tokyo"))) + " → "))
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
        given().header("Authorization", serviceTokens.bearer(new Tenant("acme", alice)))
                .get("/internal/v1/settings").then().statusCode(200).body("memory", equalTo("on"));
        given().header("Authorization", serviceTokens.bearer(new Tenant("acme", alice))).contentType("application/json")
                .body("{\"memoryEnabled\": false}").put("/internal/v1/settings").then().statusCode(405);
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

    @Test
    void anImportIsKeptOnceInOneSessionPerConversationWithItsExternalIds() {
        UUID importId = UUID.randomUUID();
        ImportedMessage hello = imported("slack-1", "Alice", "user", "Ma sœur Léa arrive jeudi.");
        ImportedMessage answer = imported("slack-2", null, "assistant", "Bonne visite !");
        ImportedMessage later = imported("slack-3", "Bob", "other", "Je passerai aussi.");
        String firstChunk = TestEvents.record(TestEvents.header(alice, "acme"), Events.IMPORT_MESSAGES,
                new ImportMessages(importId, "slack-C042", false, 3, List.of(hello, answer)));

        messaging.source("memory-commands").send(firstChunk);
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.IMPORT_MESSAGES,
                new ImportMessages(importId, "slack-C042", false, 3, List.of(later))));
        messaging.source("memory-commands").send(firstChunk);

        awaitImport(importId, 3);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/messages")
                .then().statusCode(200)
                .body("items.externalId", containsInAnyOrder("slack-1", "slack-2", "slack-3"))
                .body("items.speaker", containsInAnyOrder("Alice", null, "Bob"))
                .body("items.sessionId.toSet().size()", equalTo(1))
                .body("items.channel.toSet()", contains("import"));
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/imports/" + importId)
                .then().statusCode(200)
                .body("messages", equalTo(3)).body("extractionPending", equalTo(0)).body("failed", equalTo(false));

        // the same messages imported again, as part of another import: nothing twice
        UUID again = UUID.randomUUID();
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.IMPORT_MESSAGES,
                new ImportMessages(again, "slack-C042", false, 2, List.of(hello, later))));
        awaitImport(again, 2);
        assertThat(Database.countAs("memory", "messages", alice, "acme")).isEqualTo(3);
        assertThat(Database.countAs("memory", "sessions", alice, "acme")).isEqualTo(1);
        given().header("Authorization", TestTokens.bearer(bob, "acme")).get("/api/v1/imports/" + importId)
                .then().statusCode(404);
    }

    @Test
    void anImportWithExtractionAsksForItsUserMessagesAndCountsTheMemoriesDrawnFromThem() {
        UUID importId = UUID.randomUUID();
        ImportedMessage sister = imported("mail-1", "Alice", "user", "Ma sœur s'appelle Léa.");
        ImportedMessage answer = imported("mail-2", "Assistant", "assistant", "Joli prénom.");
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.IMPORT_MESSAGES,
                new ImportMessages(importId, "mail-thread-7", true, 2, List.of(sister, answer))));

        MessagesImported announced = new PublishedEvents(messaging).awaitPayload(Events.MESSAGES_IMPORTED, alice);
        assertThat(announced.importId()).isEqualTo(importId);
        assertThat(announced.userMessages()).extracting(ConversationMessage::id).containsExactly(sister.id());
        awaitImport(importId, 2);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/imports/" + importId)
                .then().body("extractionPending", equalTo(1)).body("memories", equalTo(0));

        EventHeader extraction = TestEvents.header(alice, "acme");
        messaging.source("memory-commands").send(TestEvents.record(extraction, Events.CREATE_MEMORIES,
                new CreateMemories(null, sister.id(), MemorySource.IMPORT, List.of(new MemoryDraft(UUID.randomUUID(),
                        MemoryKind.PERSON, null, null, "Léa — ma sœur", List.of(new PersonRef("Léa", "sister")), null, null,
                        false, 0.9)))));
        messaging.source("memory-commands").send(TestEvents.record(extraction.next(), Events.IMPORT_EXTRACTED,
                new ImportExtracted(importId, 1)));

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get("/api/v1/imports/" + importId)
                .then().body("extractionPending", equalTo(0)).body("memories", equalTo(1)));
    }

    @Test
    void anImportWhoseChunkCannotBeStoredIsFailed() {
        UUID importId = UUID.randomUUID();
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.IMPORT_MESSAGES,
                new ImportMessages(importId, "c", false, 1, List.of(imported("x-1", null, "narrator", "Il était une fois.")))));

        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get("/api/v1/imports/" + importId)
                .then().statusCode(200).body("failed", equalTo(true)).body("messages", equalTo(0)));
        assertThat(Database.countAs("memory", "messages", alice, "acme")).isZero();
    }

    @Test
    void oneConversationImportedUnderOneUserIdInTwoWorkspacesMakesTwoSessionsNamedApart() {
        for (String workspace : List.of("acme", "globex")) {
            messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, workspace), Events.IMPORT_MESSAGES,
                    new ImportMessages(UUID.randomUUID(), "slack-C042", false, 1,
                            List.of(imported("slack-1", "Alice", "user", "Bonjour depuis " + workspace)))));
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 1
                && Database.countAs("memory", "messages", alice, "globex") == 1);

        String acme = given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/messages")
                .then().statusCode(200).body("items[0].text", equalTo("Bonjour depuis acme")).extract().path("items[0].sessionId");
        String globex = given().header("Authorization", TestTokens.bearer(alice, "globex")).get("/api/v1/messages")
                .then().statusCode(200).body("items[0].text", equalTo("Bonjour depuis globex")).extract().path("items[0].sessionId");
        assertThat(globex).isNotEqualTo(acme);
    }

    private void awaitImport(UUID importId, int messages) {
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get("/api/v1/imports/" + importId)
                .then().statusCode(200).body("messages", equalTo(messages)));
    }

    private static ImportedMessage imported(String externalId, String speaker, String role, String text) {
        return new ImportedMessage(UUID.randomUUID(), externalId, speaker, role, text, OffsetDateTime.now().minusDays(400));
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
