package io.souvenir.ledger;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
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

@QuarkusTest
class ActivityFeedTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String alice = TestTokens.newUser();

    @Test
    void eventsAreGroupedByTraceNewestInteractionFirst() {
        EventHeader morning = header(TestEvents.newTraceId(), Channel.TELEGRAM, 60);
        EventHeader evening = header(TestEvents.newTraceId(), Channel.WEB, 5);
        send(morning, "turn.received", "Message received on telegram");
        send(morning.next(), "reply.sent", "Replied (French)");
        send(evening, "turn.received", "Message received on web");

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("ledger", "ledger_events", alice, "acme") == 3);
        given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get("/api/v1/activity")
                .then().statusCode(200)
                .body("traces.traceId", contains(evening.traceId(), morning.traceId()))
                .body("traces[1].channel", equalTo("telegram"))
                .body("traces[1].events.type", contains("turn.received", "reply.sent"))
                .body("traces[1].events[1].summary", equalTo("Replied (French)"));
    }

    @Test
    void olderThanTheWindowIsLeftOut() {
        send(header(TestEvents.newTraceId(), Channel.WEB, 60 * 24 * 3), "turn.received", "three days ago");
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("ledger", "ledger_events", alice, "acme") == 1);

        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/activity?days=2")
                .then().statusCode(200).body("traces", empty());
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/activity?days=4")
                .then().statusCode(200).body("traces", hasSize(1));
    }

    @Test
    void aRedeliveredEventIsRecordedOnce() {
        String record = TestEvents.record(header(TestEvents.newTraceId(), Channel.WEB, 1), Events.ACTIVITY_RECORDED,
                new ActivityRecorded("turn.received", "once", "gateway"));
        messaging.source("activity").send(List.of(record));
        messaging.source("activity").send(List.of(record));

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("ledger", "ledger_events", alice, "acme") == 1);
        await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(3))
                .until(() -> Database.countAs("ledger", "ledger_events", alice, "acme") == 1);
    }

    @Test
    void aBatchOfSeveralUsersKeepsEachEntryOnceUnderItsOwnUserAndSkipsAPoisonRecord() {
        String bob = TestTokens.newUser();
        EventHeader ofAlice = header(TestEvents.newTraceId(), Channel.WEB, 1);
        EventHeader ofBob = new EventHeader(UUID.randomUUID(), ofAlice.occurredAt(), TestEvents.newTraceId(), "acme", bob, Channel.WEB);
        String aliceSaid = TestEvents.record(ofAlice, Events.ACTIVITY_RECORDED, new ActivityRecorded("turn.received", "hers", "gateway"));
        messaging.source("activity").send(List.of(aliceSaid,
                TestEvents.record(ofBob, Events.ACTIVITY_RECORDED, new ActivityRecorded("turn.received", "his", "gateway")),
                aliceSaid, "{\"this is\": \"not an event\"}",
                TestEvents.record(ofAlice.next(), Events.ACTIVITY_RECORDED, new ActivityRecorded("reply.sent", "hers", "turn-service"))));

        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("ledger", "ledger_events", alice, "acme") == 2
                && Database.countAs("ledger", "ledger_events", bob, "acme") == 1);
        given().header("Authorization", TestTokens.bearer(bob, "acme")).get("/api/v1/activity")
                .then().statusCode(200).body("traces.events.flatten().summary", contains("his"));
    }

    @Test
    void nobodyElseSeesTheActivity() {
        send(header(TestEvents.newTraceId(), Channel.WEB, 1), "turn.received", "private");
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("ledger", "ledger_events", alice, "acme") == 1);

        given().header("Authorization", TestTokens.bearer(TestTokens.newUser(), "acme")).get("/api/v1/activity")
                .then().statusCode(200).body("traces", empty());
        given().header("Authorization", TestTokens.bearer(alice, "globex")).get("/api/v1/activity")
                .then().statusCode(200).body("traces", empty());
        assertThat(Database.countAs("ledger", "ledger_events", null, null)).isZero();
    }

    @Test
    void daysOutOfRangeIsAProblemNamingTheField() {
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/activity?days=91")
                .then().statusCode(400).contentType("application/problem+json")
                .body("errors[0].field", equalTo("days"));
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/activity?days=soon")
                .then().statusCode(400).contentType("application/problem+json");
    }

    private EventHeader header(String traceId, Channel channel, int minutesAgo) {
        return new EventHeader(UUID.randomUUID(), OffsetDateTime.now(ZoneOffset.UTC).minusMinutes(minutesAgo),
                traceId, "acme", alice, channel);
    }

    private void send(EventHeader header, String type, String summary) {
        messaging.source("activity").send(List.of(TestEvents.record(header, Events.ACTIVITY_RECORDED,
                new ActivityRecorded(type, summary, "test"))));
    }
}
