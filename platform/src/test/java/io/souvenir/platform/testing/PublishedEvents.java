package io.souvenir.platform.testing;

import static org.awaitility.Awaitility.await;

import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.smallrye.reactive.messaging.memory.InMemorySink;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventType;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.eclipse.microprofile.reactive.messaging.Message;

/**
 * What a service under test published through its outbox relay, read from the in-memory sink
 * that stands for Kafka in a service's own tests. A record counts as one user's only when its
 * Kafka key is that user's id, so every lookup also checks that events are keyed by user.
 */
public final class PublishedEvents {

    private static final Duration WAIT = Duration.ofSeconds(20);

    private final InMemorySink<String> sink;

    public PublishedEvents(InMemoryConnector messaging) {
        this.sink = messaging.sink("souvenir-outbox");
    }

    public void clear() {
        sink.clear();
    }

    /** The user's events on {@code topic}, in publication order. */
    public List<EventEnvelope> onTopic(String topic, String userId) {
        return sink.received().stream()
                .filter(message -> kafka(message).getTopic().equals(topic) && userId.equals(kafka(message).getKey()))
                .map(message -> TestEvents.codec().read(message.getPayload()))
                .toList();
    }

    public EventEnvelope awaitOne(String topic, String userId) {
        await().atMost(WAIT).until(() -> !onTopic(topic, userId).isEmpty());
        return onTopic(topic, userId).get(0);
    }

    /** The user's events of {@code type}, in publication order. */
    public List<EventEnvelope> events(EventType<?> type, String userId) {
        return onTopic(type.topic(), userId).stream().filter(envelope -> envelope.type().equals(type.name())).toList();
    }

    public EventEnvelope awaitEvent(EventType<?> type, String userId) {
        await().atMost(WAIT).until(() -> !events(type, userId).isEmpty());
        return events(type, userId).get(0);
    }

    /** The payloads of the user's events of {@code type}, in publication order. */
    public <P> List<P> payloads(EventType<P> type, String userId) {
        return events(type, userId).stream().map(envelope -> TestEvents.codec().payload(envelope, type)).toList();
    }

    public <P> P awaitPayload(EventType<P> type, String userId) {
        return TestEvents.codec().payload(awaitEvent(type, userId), type);
    }

    /** Anything at all for the user, on any topic. */
    public boolean anyFor(String userId) {
        return sink.received().stream().anyMatch(message -> userId.equals(kafka(message).getKey()));
    }

    /** Nothing at all published, by anyone. */
    public boolean isEmpty() {
        return sink.received().isEmpty();
    }

    private static OutgoingKafkaRecordMetadata<?> kafka(Message<String> message) {
        OutgoingKafkaRecordMetadata<?> metadata = message.getMetadata(OutgoingKafkaRecordMetadata.class).orElseThrow();
        return Objects.requireNonNull(metadata, "every relayed record carries its Kafka topic and key");
    }
}
