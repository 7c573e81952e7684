package io.souvenir.memory;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.EventType;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.ConversationMessage;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.ImportMessages;
import io.souvenir.contracts.memory.ImportedMessage;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.contracts.memory.RecordMessages;
import io.souvenir.contracts.memory.RecordTurn;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.SettingsSeen;
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

/**
 * What memory-service does with the decision a command carries (made once, when the user spoke,
 * from the settings read then): a command said while memory was off, paused or unknown keeps no
 * row of any kind, whatever the settings say when it is applied; one said while memory was on is
 * kept even when applied after a pause began; a command of an older producer, without a decision,
 * is decided by the settings at the time of the event.
 */
@QuarkusTest
class MemoryPauseTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String alice = TestTokens.newUser();

    @Test
    void whatWasSaidWhileMemoryWasOffOrPausedLeavesNoRowAndNoHitEvenWithMemoryOnNow() {
        settings("{\"memoryEnabled\": true}");
        EventHeader turn = TestEvents.header(alice, "acme");
        UUID session = UUID.randomUUID();
        send(turn, Events.RECORD_MESSAGES, messages(session, "mon chien s'appelle Rex", MemoryState.PAUSED));
        send(turn.next(), Events.CREATE_MEMORIES, memories(MemoryState.PAUSED, fact("Mon chien s'appelle Rex")));
        send(turn.next(), Events.CREATE_MEMORIES, memories(MemoryState.OFF, person("Rex — mon chien")));
        send(turn.next(), Events.CREATE_MEMORIES, memories(MemoryState.UNKNOWN, fact("Rex aime les croquettes")));
        send(turn.next(), Events.IMPORT_MESSAGES, new ImportMessages(UUID.randomUUID(), "mail-rex", true, 1,
                List.of(imported("Rex a trois ans.")), MemoryState.PAUSED));

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "processed_events", alice, "acme") == 5);
        // what remains: the setting itself, and which events were handled (ids only, so a redelivery is not handled twice)
        Database.userTables().stream().filter(table -> table.startsWith("memory.")
                        && !List.of("memory.processed_events", "memory.settings").contains(table))
                .forEach(table -> assertThat(Database.countAs("memory", table.substring("memory.".length()), alice, "acme"))
                        .as("%s after five commands said while memory was off or paused", table).isZero());
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories/search?q=Rex")
                .then().statusCode(200).body("hits.size()", equalTo(0));
        PublishedEvents published = new PublishedEvents(messaging);
        assertThat(published.payloads(Events.MEMORIES_CREATED, alice)).as("no \"Kept …\" line carried by an answer")
                .allSatisfy(answer -> assertThat(answer.activity()).isEmpty());
        assertThat(published.events(Events.MESSAGES_IMPORTED, alice)).as("nothing announced for extraction").isEmpty();
        assertThat(published.payloads(Events.ACTIVITY_RECORDED, alice)).as("no \"Kept …\" line in the activity").isEmpty();
    }

    @Test
    void whatWasSaidWhileMemoryWasOnIsKeptEvenWhenAppliedAfterAPauseBegan() {
        settings("{\"memoryEnabled\": true, \"pausedUntil\": \"" + OffsetDateTime.now().plusHours(1) + "\"}");
        EventHeader before = TestEvents.header(alice, "acme");
        UUID session = UUID.randomUUID();

        send(before, Events.RECORD_MESSAGES, messages(session, "mon chat s'appelle Félix", MemoryState.ON));
        send(before.next(), Events.CREATE_MEMORIES, memories(MemoryState.ON, fact("Mon chat s'appelle Félix")));

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 2
                && Database.countAs("memory", "memories", alice, "acme") == 1);
        assertThat(Database.countAs("memory", "sessions", alice, "acme")).isEqualTo(1);
    }

    @Test
    void aCommandWithoutADecisionIsDecidedByTheSettingsAtItsTime() {
        settings("{\"memoryEnabled\": false}");
        EventHeader legacy = TestEvents.header(alice, "acme");
        send(legacy, Events.RECORD_MESSAGES, messages(UUID.randomUUID(), "ma sœur s'appelle Léa", null));
        send(legacy.next(), Events.CREATE_MEMORIES, memories(null, fact("Ma sœur s'appelle Léa")));
        send(legacy.next(), Events.IMPORT_MESSAGES, new ImportMessages(UUID.randomUUID(), "c", true, 1,
                List.of(imported("Léa arrive jeudi."))));
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "processed_events", alice, "acme") == 3);
        assertThat(Database.countAs("memory", "messages", alice, "acme")).isZero();
        assertThat(Database.countAs("memory", "memories", alice, "acme")).isZero();
        assertThat(Database.countAs("memory", "imports", alice, "acme")).isZero();

        settings("{\"memoryEnabled\": true}");
        send(legacy.next(), Events.CREATE_MEMORIES, memories(null, fact("Ma sœur s'appelle Léa")));
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "memories", alice, "acme") == 1);
    }

    /**
     * The gateway keeps a copy of the settings between turns and decides a turn on it: a turn
     * accepted just after a pause made elsewhere (another gateway instance) arrives "on", with the
     * version of the older copy. It keeps nothing: no message, session, memory, nor what the
     * verifier backfills from it.
     */
    @Test
    void aTurnDecidedOnSettingsThatAPauseHadOutdatedKeepsNothingEvenWhenSaidAMomentAfterIt() {
        long before = version();
        settings("{\"memoryEnabled\": true, \"pausedUntil\": \"" + OffsetDateTime.now().plusHours(1) + "\"}");
        assertThat(version()).as("a pause is a new version of the settings").isEqualTo(before + 1);
        SettingsSeen outdated = new SettingsSeen(before, OffsetDateTime.now());

        UUID turn = UUID.randomUUID();
        EventHeader header = TestEvents.header(alice, "acme");
        send(header, Events.RECORD_TURN, new RecordTurn(saidOn(turn, "mon chien s'appelle Rex", outdated),
                new CreateMemories(turn, turn, MemorySource.TURN, List.of(fact("Mon chien s'appelle Rex")), MemoryState.ON, null,
                        outdated)));
        send(header.next(), Events.CREATE_MEMORIES, new CreateMemories(turn, turn, MemorySource.VERIFIER,
                List.of(fact("Rex est un chien")), MemoryState.ON, null, outdated));

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "processed_events", alice, "acme") == 3);
        Database.userTables().stream().filter(table -> table.startsWith("memory.")
                        && !List.of("memory.processed_events", "memory.settings").contains(table))
                .forEach(table -> assertThat(Database.countAs("memory", table.substring("memory.".length()), alice, "acme"))
                        .as("%s after a turn said just after a pause its copy did not know", table).isZero());
    }

    @Test
    void aTurnSaidBeforeEveryChangeSinceItsCopyIsKept() {
        long before = version();
        SettingsSeen copy = new SettingsSeen(before, OffsetDateTime.now().minusSeconds(30));
        settings("{\"memoryEnabled\": true, \"pausedUntil\": \"" + OffsetDateTime.now().plusHours(1) + "\"}");
        settings("{\"memoryEnabled\": true, \"pausedUntil\": null}");

        UUID turn = UUID.randomUUID();
        send(TestEvents.header(alice, "acme"), Events.RECORD_TURN, new RecordTurn(saidOn(turn, "mon chat s'appelle Félix", copy),
                new CreateMemories(turn, turn, MemorySource.TURN, List.of(fact("Mon chat s'appelle Félix")), MemoryState.ON, null, copy)));

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 2
                && Database.countAs("memory", "memories", alice, "acme") == 1);
    }

    @Test
    void aTurnSaidWellAfterAResumeItsCopyDidNotKnowIsKeptAndOneSaidAfterAPauseIsNot() {
        long before = version();
        settings("{\"memoryEnabled\": false}");
        settings("{\"memoryEnabled\": true}");
        UUID resumed = UUID.randomUUID();
        send(TestEvents.header(alice, "acme"), Events.RECORD_TURN, new RecordTurn(
                saidOn(resumed, "ma sœur s'appelle Léa", new SettingsSeen(before, OffsetDateTime.now().plusSeconds(5))), null));
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 2);

        settings("{\"memoryEnabled\": false}");
        UUID off = UUID.randomUUID();
        send(TestEvents.header(alice, "acme"), Events.RECORD_TURN, new RecordTurn(
                saidOn(off, "mon frère s'appelle Paul", new SettingsSeen(before, OffsetDateTime.now().plusSeconds(5))), null));
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "processed_events", alice, "acme") == 2);
        assertThat(Database.countAs("memory", "messages", alice, "acme")).as("only the turn said while memory was on").isEqualTo(2);
    }

    /**
     * A wipe takes the settings with the rest, and their versions start again: a gateway instance
     * that still holds a copy from before it (the one that wiped dropped its own) decides the user's
     * next turns on an old version. Said after the wipe, they were said under the defaults, memory
     * on: kept.
     */
    @Test
    void aTurnSaidAfterAWipeOnACopyOfTheSettingsFromBeforeItIsKept() {
        settings("{\"memoryEnabled\": false}");
        settings("{\"memoryEnabled\": true}");
        SettingsSeen beforeTheWipe = new SettingsSeen(version(), OffsetDateTime.now().plusSeconds(2));
        given().header("Authorization", TestTokens.bearer(alice, "acme")).delete("/api/v1/me/data").then().statusCode(200);

        UUID turn = UUID.randomUUID();
        send(TestEvents.header(alice, "acme"), Events.RECORD_TURN, new RecordTurn(saidOn(turn, "ma nièce s'appelle Jade", beforeTheWipe),
                new CreateMemories(turn, turn, MemorySource.TURN, List.of(fact("Ma nièce s'appelle Jade")), MemoryState.ON, null,
                        beforeTheWipe)));

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 2
                && Database.countAs("memory", "memories", alice, "acme") == 1);
    }

    private long version() {
        return given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/settings")
                .then().statusCode(200).extract().jsonPath().getLong("version");
    }

    /** What the user said and its answer, decided "on" on {@code seen}, said when {@code seen} says. */
    private static RecordMessages saidOn(UUID turn, String said, SettingsSeen seen) {
        return new RecordMessages(turn, UUID.randomUUID(), List.of(
                new ConversationMessage(turn, "user", said, seen.saidAt()),
                new ConversationMessage(UUID.randomUUID(), "assistant", "Noté.", seen.saidAt())), MemoryState.ON, seen);
    }

    private void settings(String body) {
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON).body(body)
                .put("/api/v1/settings").then().statusCode(200);
    }

    private <P> void send(EventHeader header, EventType<P> type, P payload) {
        messaging.source("memory-commands").send(TestEvents.record(header, type, payload));
    }

    private static RecordMessages messages(UUID session, String said, MemoryState memory) {
        UUID turn = UUID.randomUUID();
        return new RecordMessages(turn, session, List.of(
                new ConversationMessage(turn, "user", said, OffsetDateTime.now().minusSeconds(1)),
                new ConversationMessage(UUID.randomUUID(), "assistant", "Joli nom.", OffsetDateTime.now())), memory);
    }

    private static CreateMemories memories(MemoryState memory, MemoryDraft... drafts) {
        return new CreateMemories(UUID.randomUUID(), UUID.randomUUID(), MemorySource.TURN, List.of(drafts), memory);
    }

    private static MemoryDraft fact(String text) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.FACT, Facet.GENERAL, Domain.NONE, text, List.of(), null, null,
                false, 0.9);
    }

    private static MemoryDraft person(String text) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.PERSON, null, null, text, List.of(new PersonRef("Rex", null)),
                null, null, false, 0.9);
    }

    private static ImportedMessage imported(String text) {
        return new ImportedMessage(UUID.randomUUID(), "x-" + UUID.randomUUID(), null, "user", text,
                OffsetDateTime.now().minusDays(30));
    }
}
