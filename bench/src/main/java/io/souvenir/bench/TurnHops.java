package io.souvenir.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.Topics;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * Where a turn's time goes, hop by hop, from what the pipeline records anyway, so that watching it
 * changes nothing: each envelope's {@code occurredAt} (written in its producer's transaction), the
 * Kafka record's timestamp (set when the outbox relay sent it, after the commit), each consumer's
 * {@code processed_events.processed_at} (the start of its handling transaction: its claim is the
 * first statement) and the bench's own clock (the POST, the 202, the memories seen in PostgreSQL).
 * A tap, a plain consumer of the same topics, reads every record as it is published: what it sees
 * and when.
 *
 * <p>The main path: gateway -> souvenir.turns -> turn-service (engine, then its transaction) ->
 * souvenir.memory.commands -> memory-service (the turn's memories committed). The verifier's branch
 * starts at turn-service's commit: souvenir.turns.completed -> verifier-service (counting, then its
 * transaction) -> souvenir.memory.commands -> memory-service (the backfill committed).
 */
final class TurnHops implements AutoCloseable {

    /** What a turn's clock read, on the bench's side. */
    record Observed(String user, Instant posted, Instant accepted, Instant firstVisible, Instant lastVisible) {
    }

    /** A record the tap read: its envelope, when its producer wrote it, when the relay sent it, when the tap had it. */
    private record Seen(String type, String source, UUID eventId, Instant written, Instant sent, Instant tapped) {
    }

    private static final List<String> TOPICS = List.of(Topics.TURNS, Topics.TURNS_COMPLETED, Topics.MEMORY_COMMANDS);
    private static final String VERIFIER = "verifier";
    /** Parts of a hop timed in the bench's own JVM on the same sentences ({@link #inProcess}). */
    static final String ENGINE = "  (turn-service's engine alone, in the bench's JVM)";
    static final String COUNTING = "  (the verifier's counting alone, in the bench's JVM)";

    private final ObjectMapper json = new ObjectMapper();
    private final Map<String, List<Seen>> seen = new ConcurrentHashMap<>();
    private final Map<String, List<Double>> hops = new LinkedHashMap<>();
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final Thread tap;
    private int turns;
    private int backfilled;

    private TurnHops(KafkaConsumer<String, String> consumer) {
        this.tap = new Thread(() -> read(consumer), "turn-hops-tap");
    }

    /** Starts the tap at the end of every partition of the pipeline's topics: it sees what comes next. */
    static TurnHops start(String bootstrap) {
        Properties settings = new Properties();
        settings.put("bootstrap.servers", bootstrap);
        settings.put("enable.auto.commit", "false");
        KafkaConsumer<String, String> consumer = new KafkaConsumer<>(settings, new StringDeserializer(), new StringDeserializer());
        List<TopicPartition> partitions = new ArrayList<>();
        TOPICS.forEach(topic -> consumer.partitionsFor(topic).forEach(info -> partitions.add(new TopicPartition(topic, info.partition()))));
        consumer.assign(partitions);
        consumer.seekToEnd(partitions);
        partitions.forEach(consumer::position); // seekToEnd is lazy: the end is now, not at the first poll
        TurnHops hops = new TurnHops(consumer);
        hops.tap.start();
        return hops;
    }

    private void read(KafkaConsumer<String, String> consumer) {
        try (consumer) {
            while (running.get()) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(50))) {
                    Instant tapped = Instant.now();
                    try {
                        JsonNode envelope = json.readTree(record.value());
                        String type = envelope.path("type").asText();
                        String source = envelope.path("payload").path("source").asText(
                                envelope.path("payload").path("memories").path("source").asText(""));
                        seen.computeIfAbsent(envelope.path("userId").asText(), user -> new CopyOnWriteArrayList<>())
                                .add(new Seen(type, source, UUID.fromString(envelope.path("eventId").asText()),
                                        OffsetDateTime.parse(envelope.path("occurredAt").asText()).toInstant(),
                                        Instant.ofEpochMilli(record.timestamp()), tapped));
                    } catch (IOException | RuntimeException unreadable) {
                        // not an envelope of the pipeline: nothing to time
                    }
                }
            }
        }
    }

    /**
     * Adds a settled turn's hops; its user's records were all published long before its memories settled.
     * {@code watch} is the bench's own connection (superuser: it reads every service's schema).
     */
    void add(Connection watch, Observed turn) throws SQLException {
        List<Seen> records = seen.getOrDefault(turn.user(), List.of());
        Map<UUID, Instant> claimed = claims(watch, turn.user(), List.of("turn", VERIFIER, "memory"));
        Map<UUID, Instant> ledger = claims(watch, turn.user(), List.of("ledger"));
        turns++;
        Optional<Seen> received = first(records, Events.TURN_RECEIVED.name(), null);
        Optional<Seen> recorded = first(records, Events.RECORD_TURN.name(), null);
        Optional<Seen> completed = first(records, Events.TURN_COMPLETED.name(), null);
        Optional<Seen> backfill = first(records, Events.CREATE_MEMORIES.name(), VERIFIER);
        hop("gateway: POST -> turn.received written", turn.posted(), received.map(Seen::written));
        hop("gateway: commit, relay -> record sent", received.map(Seen::written), received.map(Seen::sent));
        hop("gateway: POST -> answered (the reply, or 202)", turn.posted(), Optional.of(turn.accepted()));
        hop("kafka -> turn-service: delivery, engine, claim", received.map(Seen::sent), received.map(seen -> claimed.get(seen.eventId())));
        hop("  (souvenir.turns -> a plain consumer)", received.map(Seen::sent), received.map(Seen::tapped));
        hops.putIfAbsent(ENGINE, new ArrayList<>()); // printed here, filled by inProcess
        hops.putIfAbsent(COUNTING, new ArrayList<>());
        hop("turn-service: claim -> record-turn written", received.map(seen -> claimed.get(seen.eventId())), recorded.map(Seen::written));
        hop("turn-service: commit, relay -> record sent", recorded.map(Seen::written), recorded.map(Seen::sent));
        hop("kafka -> memory-service: delivery, claim", recorded.map(Seen::sent), recorded.map(seen -> claimed.get(seen.eventId())));
        hop("  (souvenir.memory.commands -> a plain consumer)", recorded.map(Seen::sent), recorded.map(Seen::tapped));
        hop("memory-service: keep, commit -> memories seen", recorded.map(seen -> claimed.get(seen.eventId())),
                Optional.of(turn.firstVisible()));
        hop("main path: POST -> first memories seen", turn.posted(), Optional.of(turn.firstVisible()));
        if (backfill.isPresent()) {
            backfilled++;
            hop("verifier: kafka -> delivery, counting, claim", completed.map(Seen::sent),
                    completed.map(seen -> claimed.get(seen.eventId())));
            hop("verifier: claim -> create-memories written", completed.map(seen -> claimed.get(seen.eventId())),
                    backfill.map(Seen::written));
            hop("verifier: commit, relay -> record sent", backfill.map(Seen::written), backfill.map(Seen::sent));
            hop("kafka -> memory-service: delivery, claim (backfill)", backfill.map(Seen::sent),
                    backfill.map(seen -> claimed.get(seen.eventId())));
            hop("memory-service: keep, commit -> backfill seen", backfill.map(seen -> claimed.get(seen.eventId())),
                    Optional.of(turn.lastVisible()));
            hop("verifier branch: turn-service's commit -> backfill seen", completed.map(Seen::sent),
                    Optional.of(turn.lastVisible()));
        }
        hop("whole turn: POST -> last memory seen", turn.posted(), Optional.of(turn.lastVisible()));
        hop("off the path: action-ledger claims the turn, after POST", turn.posted(),
                received.map(seen -> ledger.get(seen.eventId())));
    }

    /** When each of the user's events was claimed by its consumer: the start of the transaction that handled it. */
    private static Map<UUID, Instant> claims(Connection watch, String user, List<String> schemas) throws SQLException {
        Map<UUID, Instant> claimed = new HashMap<>();
        for (String schema : schemas) {
            try (PreparedStatement select = watch.prepareStatement(
                    "select event_id, min(processed_at) from " + schema + ".processed_events where user_id = ? group by event_id")) {
                select.setString(1, user);
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        claimed.merge(rows.getObject(1, UUID.class), rows.getObject(2, OffsetDateTime.class).toInstant(),
                                (one, other) -> one.isBefore(other) ? one : other);
                    }
                }
            }
        }
        return claimed;
    }

    private static Optional<Seen> first(List<Seen> records, String type, String source) {
        return records.stream().filter(record -> record.type().equals(type))
                .filter(record -> source == null || source.equals(record.source())).findFirst();
    }

    /** A part of a hop timed in the bench's own JVM ({@link #ENGINE}, {@link #COUNTING}), printed after that hop. */
    void inProcess(String name, double millis) {
        hops.computeIfAbsent(name, key -> new ArrayList<>()).add(millis);
    }

    private void hop(String name, Instant from, Optional<Instant> to) {
        hop(name, Optional.of(from), to);
    }

    private void hop(String name, Optional<Instant> from, Optional<Instant> to) {
        List<Double> values = hops.computeIfAbsent(name, key -> new ArrayList<>());
        if (from.isPresent() && to.isPresent()) {
            values.add(Duration.between(from.get(), to.get()).toNanos() / 1e6);
        }
    }

    void print() {
        System.out.printf(Locale.ROOT, "Where the time goes, per hop (%d turns; the verifier backfilled %d of them; Kafka record times"
                + " are whole milliseconds):%n", turns, backfilled);
        System.out.printf(Locale.ROOT, "  %-58s %6s %8s %8s %8s%n", "", "turns", "mean ms", "p50 ms", "p95 ms");
        hops.forEach((name, values) -> {
            if (values.isEmpty()) {
                System.out.printf(Locale.ROOT, "  %-58s %6d%n", name, 0);
            } else {
                System.out.printf(Locale.ROOT, "  %-58s %6d %8.1f %8.1f %8.1f%n", name, values.size(),
                        values.stream().mapToDouble(Double::doubleValue).average().orElse(0),
                        TurnLatency.percentile(values, 50), TurnLatency.percentile(values, 95));
            }
        });
    }

    @Override
    public void close() throws InterruptedException {
        running.set(false);
        tap.join();
    }
}
