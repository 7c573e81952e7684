package io.souvenir.verifier;

import static io.restassured.RestAssured.given;

import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventType;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.contracts.turn.TurnCompleted;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import java.util.List;
import java.util.UUID;

/** One user's finished turns sent to the verifier, and what it published for them, on the in-memory channels. */
public final class VerifierChannels {

    private final InMemoryConnector messaging;
    private final String user;
    private final PublishedEvents published;

    /** Starts from an empty outbox sink. */
    public VerifierChannels(InMemoryConnector messaging, String user) {
        this.messaging = messaging;
        this.user = user;
        this.published = new PublishedEvents(messaging);
        published.clear();
    }

    public void send(String record) {
        messaging.source("turns-completed").send(record);
    }

    /** The turn, finished in a new trace of the user in workspace acme. */
    public void send(TurnCompleted turn) {
        send(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_COMPLETED, turn));
    }

    public EventEnvelope awaitOne(String topic) {
        return published.awaitOne(topic, user);
    }

    public List<EventEnvelope> onTopic(String topic) {
        return published.onTopic(topic, user);
    }

    public boolean publishedAnything() {
        return published.anyFor(user);
    }

    /** The sum of a counter's series on {@code /q/metrics}, whatever their tags. */
    public static double metric(String name) {
        return given().get("/q/metrics").then().statusCode(200).extract().asString().lines()
                .filter(line -> line.startsWith(name + " ") || line.startsWith(name + "{"))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                .sum();
    }

    public static <P> P payload(EventEnvelope envelope, EventType<P> type) {
        return TestEvents.codec().payload(envelope, type);
    }

    public static TurnCompleted turn(String text, boolean extractionEnabled, MemoryDraft... creations) {
        return new TurnCompleted(UUID.randomUUID(), UUID.randomUUID(), UUID.randomUUID(), text, "fr", extractionEnabled,
                List.of(creations));
    }

    public static MemoryDraft person(String text, String name, String relation) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.PERSON, null, Domain.NONE, text,
                List.of(new PersonRef(name, relation)), null, null, false, 0.9);
    }
}
