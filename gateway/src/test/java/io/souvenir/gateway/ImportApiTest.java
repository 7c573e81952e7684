package io.souvenir.gateway;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.notNullValue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.ImportMessages;
import io.souvenir.contracts.memory.ImportedMessage;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

@QuarkusTest
@QuarkusTestResource(MemorySettingsStandIn.class)
class ImportApiTest {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    @Inject
    @Any
    InMemoryConnector messaging;

    @TestHTTPResource("/api/v1/imports")
    URI imports;

    private PublishedEvents published;
    private final String alice = TestTokens.newUser();

    @BeforeEach
    void clearPublished() {
        published = new PublishedEvents(messaging);
        published.clear();
        MemorySettingsStandIn.answer("on");
    }

    @ParameterizedTest(name = "memory {0}")
    @CsvSource({"off", "paused", "failing"})
    void whileMemoryIsOffOrPausedNothingIsImportedAndNothingWritten(String settings) {
        if (settings.equals("failing")) {
            MemorySettingsStandIn.fail();
        } else {
            MemorySettingsStandIn.answer(settings);
        }

        importAs(alice, conversation(3)).then().statusCode(409).contentType("application/problem+json")
                .body("detail", org.hamcrest.Matchers.containsString(settings.equals("failing") ? "cannot be read" : settings));

        assertNothingWritten();
    }

    @Test
    void anAcceptedImportCarriesTheDecisionThatItMayBeKept() {
        importAs(alice, conversation(2)).then().statusCode(202);

        ImportMessages chunk = TestEvents.codec().payload(published.awaitEvent(Events.IMPORT_MESSAGES, alice), Events.IMPORT_MESSAGES);
        assertThat(chunk.memory()).isEqualTo(MemoryState.ON);
    }

    @Test
    void anImportIsAcceptedAndHandedToMemoryServiceWithItsExternalIds() {
        String importId = importAs(alice, conversation(3))
                .then().statusCode(202).body("importId", notNullValue())
                .extract().path("importId");

        EventEnvelope command = published.awaitEvent(Events.IMPORT_MESSAGES, alice);
        ImportMessages chunk = TestEvents.codec().payload(command, Events.IMPORT_MESSAGES);
        assertThat(command.workspaceId()).isEqualTo("acme");
        assertThat(chunk.importId()).hasToString(importId);
        assertThat(chunk.conversationId()).isEqualTo("slack-C042");
        assertThat(chunk.extract()).isTrue();
        assertThat(chunk.messageCount()).isEqualTo(3);
        assertThat(chunk.messages()).extracting(ImportedMessage::externalId).containsExactly("ext-0", "ext-1", "ext-2");
        assertThat(chunk.messages()).extracting(ImportedMessage::role).containsExactly("user", "assistant", "user");
        assertThat(chunk.messages().get(0).speaker()).isEqualTo("Alice");
        assertThat(Database.countAs("gateway", "imports", alice, "acme")).isEqualTo(1);
    }

    @Test
    void aLargeImportTravelsInOrderedChunksEachFarBelowKafkasRecordLimit() {
        ObjectNode body = conversation(1_200);
        for (int index = 0; index < 400; index++) {
            ((ObjectNode) messages(body).get(index)).put("text", "long message ".repeat(600));
        }

        importAs(alice, body).then().statusCode(202);

        await().atMost(Duration.ofSeconds(20)).until(() -> published.events(Events.IMPORT_MESSAGES, alice).stream()
                .mapToInt(event -> TestEvents.codec().payload(event, Events.IMPORT_MESSAGES).messages().size()).sum() == 1_200);
        List<EventEnvelope> records = published.events(Events.IMPORT_MESSAGES, alice);
        List<ImportMessages> chunks = published.payloads(Events.IMPORT_MESSAGES, alice);
        assertThat(chunks).hasSizeGreaterThan(3).allSatisfy(chunk -> {
            assertThat(chunk.messages()).hasSizeLessThanOrEqualTo(500);
            assertThat(chunk.messageCount()).isEqualTo(1_200);
        });
        assertThat(records).allSatisfy(record ->
                assertThat(TestEvents.codec().write(record).getBytes(StandardCharsets.UTF_8).length).isLessThan(700_000));
        assertThat(chunks.stream().flatMap(chunk -> chunk.messages().stream()).map(ImportedMessage::externalId))
                .containsExactlyElementsOf(IntStream.range(0, 1_200).mapToObj(index -> "ext-" + index).toList());
    }

    static Stream<Arguments> badImports() {
        return Stream.of(
                bad("no conversation id", body -> body.remove("conversationId"), "conversationId"),
                bad("no messages", body -> body.putArray("messages"), "messages"),
                bad("more than 10,000 messages", body -> body.set("messages", conversation(10_001).get("messages")), "messages"),
                bad("an unknown role", body -> message(body, 1).put("role", "narrator"), "messages[1].role"),
                bad("an unparsable time", body -> message(body, 2).put("at", "yesterday at noon"), "messages[2].at"),
                bad("a time without offset", body -> message(body, 2).put("at", "2023-11-29T09:35:30"), "messages[2].at"),
                bad("a repeated external id", body -> message(body, 2).put("externalId", "ext-0"), "messages[2].externalId"),
                bad("no external id", body -> message(body, 0).remove("externalId"), "messages[0].externalId"),
                bad("an empty text", body -> message(body, 0).put("text", " "), "messages[0].text"),
                bad("an over-long text", body -> message(body, 1).put("text", "a".repeat(8001)), "messages[1].text"),
                bad("a null message", body -> messages(body).set(1, JSON.nullNode()), "messages[1]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badImports")
    void aBadImportNamesTheFieldAndKeepsNothing(String label, Consumer<ObjectNode> spoil, String field) {
        ObjectNode body = conversation(3);
        spoil.accept(body);

        importAs(alice, body)
                .then().statusCode(400)
                .contentType("application/problem+json")
                .body("errors.field", hasItem(field));

        assertNothingWritten();
    }

    @Test
    void anOversizedBodyIsRefusedWith413() throws Exception {
        ObjectNode body = conversation(2_100);
        messages(body).forEach(message -> ((ObjectNode) message).put("text", "x".repeat(8000)));

        // a client that announces its body (Expect: 100-continue) hears the 413 before sending it
        HttpResponse<String> refused = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build().send(HttpRequest.newBuilder(imports)
                .expectContinue(true)
                .header("Authorization", TestTokens.bearer(alice, "acme"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(refused.statusCode()).isEqualTo(413);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"text\": \"" + "a".repeat(300_000) + "\"}")
                .post("/api/v1/turns")
                .then().statusCode(413).contentType("application/problem+json");

        assertNothingWritten();
    }

    @Test
    void anotherUsersImportIsNotFound() {
        String importId = importAs(alice, conversation(2)).then().statusCode(202).extract().path("importId");
        String bob = TestTokens.newUser();

        given().header("Authorization", TestTokens.bearer(bob, "acme")).get("/api/v1/imports/" + importId)
                .then().statusCode(404).contentType("application/problem+json").body("status", equalTo(404));
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/imports/" + UUID.randomUUID())
                .then().statusCode(404);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/imports/not-an-id")
                .then().statusCode(400).body("errors.field", hasItem("id"));
    }

    @Test
    void theSameUserIdInTwoWorkspacesGetsMessageIdsOfItsOwnInEach() {
        importAs(alice, "acme", conversation(2)).then().statusCode(202);
        importAs(alice, "globex", conversation(2)).then().statusCode(202);
        importAs(alice, "acme", conversation(2)).then().statusCode(202);

        await().atMost(Duration.ofSeconds(10)).until(() -> published.events(Events.IMPORT_MESSAGES, alice).size() == 3);
        Map<String, Set<UUID>> idsByWorkspace = published.events(Events.IMPORT_MESSAGES, alice).stream()
                .collect(Collectors.groupingBy(EventEnvelope::workspaceId, Collectors.flatMapping(event -> TestEvents.codec()
                        .payload(event, Events.IMPORT_MESSAGES).messages().stream().map(ImportedMessage::id), Collectors.toSet())));
        assertThat(idsByWorkspace.get("acme")).as("importing again in acme finds the same messages").hasSize(2);
        assertThat(idsByWorkspace.get("globex")).hasSize(2).doesNotContainAnyElementsOf(idsByWorkspace.get("acme"));
    }

    private static Response importAs(String user, ObjectNode body) {
        return importAs(user, "acme", body);
    }

    private static Response importAs(String user, String workspace, ObjectNode body) {
        return given().header("Authorization", TestTokens.bearer(user, workspace)).contentType(ContentType.JSON)
                .body(body.toString()).post("/api/v1/imports");
    }

    private static ObjectNode conversation(int messages) {
        ObjectNode body = JSON.objectNode().put("conversationId", "slack-C042").put("extract", true);
        ArrayNode list = body.putArray("messages");
        for (int index = 0; index < messages; index++) {
            list.addObject().put("externalId", "ext-" + index)
                    .put("speaker", index % 2 == 0 ? "Alice" : "Assistant")
                    .put("role", index % 2 == 0 ? "user" : "assistant")
                    .put("text", "Message " + index + " : ma sœur Léa arrive jeudi.")
                    .put("at", "2023-11-29T09:35:30+01:00");
        }
        return body;
    }

    private static ObjectNode message(ObjectNode body, int index) {
        return (ObjectNode) messages(body).get(index);
    }

    private static ArrayNode messages(ObjectNode body) {
        return (ArrayNode) body.get("messages");
    }

    private static Arguments bad(String label, Consumer<ObjectNode> spoil, String field) {
        return Arguments.of(label, spoil, field);
    }

    private void assertNothingWritten() {
        assertThat(Database.countAs("gateway", "imports", alice, "acme")).isZero();
        assertThat(Database.countAs("gateway", "outbox", alice, "acme")).isZero();
        await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(2))
                .untilAsserted(() -> assertThat(published.anyFor(alice)).isFalse());
    }
}
