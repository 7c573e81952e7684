package io.souvenir.memory;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.ConversationMessage;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoriesCreated;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.RecordMessages;
import io.souvenir.contracts.memory.RecordTurn;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** A turn's messages and memories arrive as one command ({@code memory.record-turn}) and are kept as the two would be. */
@QuarkusTest
class TurnRecordTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String alice = TestTokens.newUser();

    @Test
    void aTurnKeepsItsMessagesAndItsMemoriesOnceEvenWhenDeliveredTwice() {
        EventHeader header = TestEvents.header(alice, "acme");
        UUID turn = UUID.randomUUID();
        String record = TestEvents.record(header, Events.RECORD_TURN, new RecordTurn(messages(turn, MemoryState.ON),
                new CreateMemories(turn, turn, MemorySource.TURN, List.of(fact("Mon chat s'appelle Félix")), MemoryState.ON)));

        messaging.source("memory-commands").send(record);
        messaging.source("memory-commands").send(record);

        PublishedEvents published = new PublishedEvents(messaging);
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 2
                && Database.countAs("memory", "memories", alice, "acme") == 1
                && published.events(Events.MEMORIES_CREATED, alice).size() == 1);
        await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(3)).untilAsserted(() -> {
            assertThat(Database.countAs("memory", "messages", alice, "acme")).as("the redelivery keeps nothing twice").isEqualTo(2);
            assertThat(Database.countAs("memory", "memories", alice, "acme")).isEqualTo(1);
            assertThat(published.payloads(Events.MEMORIES_CREATED, alice)).singleElement()
                    .satisfies(created -> {
                        assertThat(created.created()).extracting(MemoryDraft::text).containsExactly("Mon chat s'appelle Félix");
                        // the turn's two activity lines travel in the one answer, messages first
                        assertThat(created.activity()).extracting(ActivityRecorded::summary)
                                .containsExactly("Kept 2 messages of the conversation", "Kept 1 memory (0 shown, 1 silent)");
                    });
            assertThat(published.events(Events.ACTIVITY_RECORDED, alice)).as("no activity record of its own").isEmpty();
        });
        assertThat(Database.countAs("memory", "sessions", alice, "acme")).isEqualTo(1);
    }

    @Test
    void aTurnSaidWhilePausedKeepsNeitherItsMessagesNorItsMemories() {
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": true}").put("/api/v1/settings").then().statusCode(200);
        UUID turn = UUID.randomUUID();
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.RECORD_TURN,
                new RecordTurn(messages(turn, MemoryState.PAUSED), new CreateMemories(turn, turn, MemorySource.TURN,
                        List.of(fact("Mon chien s'appelle Rex")), MemoryState.PAUSED))));

        PublishedEvents published = new PublishedEvents(messaging);
        await().atMost(Duration.ofSeconds(10)).until(() -> !published.events(Events.MEMORIES_CREATED, alice).isEmpty());
        MemoriesCreated dropped = published.payloads(Events.MEMORIES_CREATED, alice).get(0);
        assertThat(dropped.created()).isEmpty();
        assertThat(Database.countAs("memory", "messages", alice, "acme")).isZero();
        assertThat(Database.countAs("memory", "sessions", alice, "acme")).isZero();
        assertThat(Database.countAs("memory", "memories", alice, "acme")).isZero();
        assertThat(dropped.activity()).as("nothing kept, nothing said kept").isEmpty();
        assertThat(published.events(Events.ACTIVITY_RECORDED, alice)).isEmpty();
    }

    @Test
    void aTurnThatProposedNoMemorySaysItsMessagesWereKeptOnItsOwn() {
        UUID turn = UUID.randomUUID();
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.RECORD_TURN,
                new RecordTurn(messages(turn, MemoryState.ON), null)));

        PublishedEvents published = new PublishedEvents(messaging);
        assertThat(published.awaitPayload(Events.ACTIVITY_RECORDED, alice).summary()).isEqualTo("Kept 2 messages of the conversation");
        assertThat(published.events(Events.MEMORIES_CREATED, alice)).isEmpty();
    }

    @Test
    void aMessageAnEarlierCommandKeptIsKeptOnceAndTheTurnsMessagesAreListedUnderItsTurn() {
        UUID turn = UUID.randomUUID();
        RecordMessages said = messages(turn, MemoryState.ON);
        // the user's line already kept by a command of its own (an older turn-service's record-messages)
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.RECORD_MESSAGES,
                new RecordMessages(turn, said.sessionId(), List.of(said.messages().get(0)), MemoryState.ON)));
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 1);

        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.RECORD_TURN,
                new RecordTurn(said, new CreateMemories(turn, turn, MemorySource.TURN, List.of(fact("Je joue du violoncelle")),
                        MemoryState.ON))));

        PublishedEvents published = new PublishedEvents(messaging);
        MemoriesCreated created = published.awaitPayload(Events.MEMORIES_CREATED, alice);
        assertThat(created.created()).extracting(MemoryDraft::text).containsExactly("Je joue du violoncelle");
        assertThat(created.activity()).extracting(ActivityRecorded::summary)
                .containsExactly("Kept 1 message of the conversation", "Kept 1 memory (0 shown, 1 silent)");
        List<Map<String, Object>> listed = given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .queryParam("sessionId", said.sessionId()).get("/api/v1/messages")
                .then().statusCode(200).extract().jsonPath().getList("items");
        assertThat(listed).extracting(message -> message.get("role"), message -> message.get("text"), message -> message.get("turnId"))
                .containsExactly(
                        tuple("assistant", "Joli nom.", turn.toString()),
                        tuple("user", "mon chat s'appelle Félix", turn.toString()));
    }

    private static RecordMessages messages(UUID turn, MemoryState memory) {
        return new RecordMessages(turn, UUID.randomUUID(), List.of(
                new ConversationMessage(turn, "user", "mon chat s'appelle Félix", OffsetDateTime.now().minusSeconds(1)),
                new ConversationMessage(UUID.randomUUID(), "assistant", "Joli nom.", OffsetDateTime.now())), memory);
    }

    private static MemoryDraft fact(String text) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.FACT, Facet.GENERAL, Domain.NONE, text, List.of(), null, null,
                false, 0.9);
    }
}
