package io.souvenir.ledger;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoriesCreated;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.contracts.turn.TurnReceived;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The lines the gateway, turn-service and memory-service write for the activity page travel in
 * the turn, its reply and memory-service's answer (no record of their own): the page shows the
 * interaction as it did when each line was a record on souvenir.activity.
 */
@QuarkusTest
class CarriedActivityTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String alice = TestTokens.newUser();

    @Test
    void aTurnsLinesShowInOrderOnceEachEvenWhenTheirEventsComeTwice() {
        EventHeader received = new EventHeader(UUID.randomUUID(), OffsetDateTime.now(ZoneOffset.UTC).minusSeconds(3),
                TestEvents.newTraceId(), "acme", alice, Channel.TELEGRAM);
        UUID turn = UUID.randomUUID();
        String said = TestEvents.record(received, Events.TURN_RECEIVED, new TurnReceived(turn, UUID.randomUUID(),
                "Mon chat s'appelle Félix", MemoryState.ON, null, null,
                List.of(new ActivityRecorded("turn.received", "Message received on telegram", "gateway"))));
        String replied = TestEvents.record(received.next(), Events.TURN_ANSWERED, new TurnAnswered(turn, UUID.randomUUID(),
                "Joli nom.", "fr", List.of(), MemoryState.ON,
                List.of(new ActivityRecorded("reply.sent", "Replied (French)", "turn-service"))));
        String kept = TestEvents.record(received.next(), Events.MEMORIES_CREATED, new MemoriesCreated(turn, MemorySource.TURN,
                List.of(new MemoryDraft(UUID.randomUUID(), MemoryKind.FACT, Facet.GENERAL, Domain.NONE, "Mon chat s'appelle Félix",
                        List.of(), null, null, false, 0.9)), List.of(),
                List.of(new ActivityRecorded("messages.stored", "Kept 2 messages of the conversation", "memory-service"),
                        new ActivityRecorded("memories.kept", "Kept 1 memory (0 shown, 1 silent)", "memory-service"))));

        messaging.source("turns").send(List.of(said));
        messaging.source("replies").send(List.of(replied));
        messaging.source("memory-events").send(List.of(kept));
        messaging.source("turns").send(List.of(said));
        messaging.source("memory-events").send(List.of(kept));

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("ledger", "ledger_events", alice, "acme") == 4);
        await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(3))
                .until(() -> Database.countAs("ledger", "ledger_events", alice, "acme") == 4);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/activity")
                .then().statusCode(200)
                .body("traces.traceId", contains(received.traceId()))
                .body("traces[0].channel", equalTo("telegram"))
                .body("traces[0].events.type", contains("turn.received", "reply.sent", "messages.stored", "memories.kept"))
                .body("traces[0].events.service", contains("gateway", "turn-service", "memory-service", "memory-service"))
                .body("traces[0].events[3].summary", equalTo("Kept 1 memory (0 shown, 1 silent)"));
    }

    @Test
    void aTurnWrittenBeforeItsLinesTravelledThereAddsNothing() {
        EventHeader received = TestEvents.header(alice, "acme");
        messaging.source("turns").send(List.of(TestEvents.record(received, Events.TURN_RECEIVED,
                new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "hello", MemoryState.ON))));
        messaging.source("memory-events").send(List.of(TestEvents.record(received.next(), Events.MEMORIES_CREATED,
                new MemoriesCreated(UUID.randomUUID(), MemorySource.VERIFIER, List.of(), List.of()))));
        // its line came on souvenir.activity, as before
        messaging.source("activity").send(List.of(TestEvents.record(received.next(), Events.ACTIVITY_RECORDED,
                new ActivityRecorded("turn.received", "Message received on web", "gateway"))));

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("ledger", "ledger_events", alice, "acme") == 1);
        await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(3))
                .until(() -> Database.countAs("ledger", "ledger_events", alice, "acme") == 1);
    }
}
