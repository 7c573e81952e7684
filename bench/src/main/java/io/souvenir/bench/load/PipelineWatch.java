package io.souvenir.bench.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * What the pipeline said, read from Kafka as it happens, by a consumer group of its own: every
 * reply on {@code souvenir.replies} and every {@code MemoriesCreated} on
 * {@code souvenir.memory.events}, by turn id. A record delivered twice by the outbox (same event
 * id) is one answer; two events with different ids for one turn is the turn done twice.
 */
final class PipelineWatch implements AutoCloseable {

    /** When the first reply to a turn was seen, and the distinct reply events for it. */
    record Replies(long firstNanos, Set<UUID> events) {
    }

    private final ObjectMapper json = new ObjectMapper();
    private final Map<UUID, Replies> replies = new ConcurrentHashMap<>();
    /** Last time a memory of the turn was created (main pass or verifier). */
    private final Map<UUID, Long> memories = new ConcurrentHashMap<>();
    /** Distinct MemoriesCreated events per turn and source (main pass, verifier). */
    private final Map<String, Set<UUID>> creations = new ConcurrentHashMap<>();
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final AtomicBoolean assigned = new AtomicBoolean();
    private final Thread thread;
    private final String bootstrap;

    PipelineWatch(String bootstrap) throws InterruptedException {
        this.bootstrap = bootstrap;
        this.thread = new Thread(this::consume, "pipeline-watch");
        thread.setDaemon(true);
        thread.start();
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (!assigned.get()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the watch got no partitions of souvenir.replies within 60 s");
            }
            Thread.sleep(50);
        }
    }

    Replies replies(UUID turn) {
        return replies.get(turn);
    }

    Long lastMemory(UUID turn) {
        return memories.get(turn);
    }

    /** Turns whose memories were created by more than one event of the same pass. */
    long turnsWithMemoriesCreatedTwice(Set<UUID> turns) {
        return creations.entrySet().stream().filter(entry -> entry.getValue().size() > 1)
                .map(entry -> UUID.fromString(entry.getKey().substring(0, 36))).filter(turns::contains).distinct().count();
    }

    private void consume() {
        Properties settings = new Properties();
        settings.put("bootstrap.servers", bootstrap);
        settings.put("group.id", "bench-load-watch-" + UUID.randomUUID());
        settings.put("auto.offset.reset", "latest");
        settings.put("enable.auto.commit", "false");
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(settings, new StringDeserializer(), new StringDeserializer())) {
            consumer.subscribe(List.of("souvenir.replies", "souvenir.memory.events"));
            while (running.get()) {
                var records = consumer.poll(Duration.ofMillis(100));
                if (!consumer.assignment().isEmpty()) {
                    assigned.set(true);
                }
                long now = System.nanoTime();
                for (ConsumerRecord<String, String> record : records) {
                    see(record, now);
                }
            }
        }
    }

    private void see(ConsumerRecord<String, String> record, long now) {
        JsonNode event;
        try {
            event = json.readTree(record.value());
        } catch (IOException unreadable) {
            return;
        }
        JsonNode turn = event.path("payload").path("turnId");
        if (!turn.isTextual()) {
            return;
        }
        UUID turnId = UUID.fromString(turn.asText());
        UUID eventId = UUID.fromString(event.path("eventId").asText());
        if (record.topic().equals("souvenir.replies")) {
            replies.computeIfAbsent(turnId, any -> new Replies(now, ConcurrentHashMap.newKeySet())).events().add(eventId);
        } else if (event.path("payload").path("created").size() > 0) {
            memories.merge(turnId, now, Math::max);
            creations.computeIfAbsent(turnId + "/" + event.path("payload").path("source").asText(),
                    any -> ConcurrentHashMap.newKeySet()).add(eventId);
        }
    }

    @Override
    public void close() throws InterruptedException {
        running.set(false);
        thread.join(5000);
    }
}
