package io.souvenir.verifier;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;

import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.smallrye.reactive.messaging.memory.InMemorySink;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventType;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.contracts.turn.TurnCompleted;
import io.souvenir.platform.testing.TestEvents;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.reactive.messaging.Message;

/** One user's finished turns sent to the verifier, and what it published for them, on the in-memory channels. */
public final class VerifierChannels {

    private final InMemoryConnector messaging;
    private final String user;
    private final InMemorySink<String> published;

    /** Starts from an empty outbox sink. */
    public VerifierChannels(InMemoryConnector messaging, String user) {
        this.messaging = messaging;
        this.user = user;
        this.published = messaging.sink("souvenir-outbox");
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
        await().atMost(Duration.ofSeconds(10)).until(() -> !onTopic(topic).isEmpty());
        return onTopic(topic).get(0);
    }

    public List<EventEnvelope> onTopic(String topic) {
        return published.received().stream()
                .filter(message -> topicOf(message).equals(topic))
                .map(message -> TestEvents.codec().read(message.getPayload()))
                .filter(envelope -> envelope.userId().equals(user))
                .toList();
    }

    public boolean publishedAnything() {
        return published.received().stream().anyMatch(message ->
                TestEvents.codec().read(message.getPayload()).userId().equals(user));
    }

    private static String topicOf(Message<String> message) {
        return message.getMetadata(OutgoingKafkaRecordMetadata.class).orElseThrow().getTopic();
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
