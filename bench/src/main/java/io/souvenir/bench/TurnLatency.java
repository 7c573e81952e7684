package io.souvenir.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.bench.Corpus.Labelled;
import io.souvenir.bench.Corpus.Part;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestTokens;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Turn accepted -> memories committed, one turn at a time on an idle stack: each turn is a
 * development-corpus sentence the main pass keeps something of, said by a new user through {@code POST
 * /api/v1/turns}; the clock stops when the user's last memory (main pass and verifier) becomes
 * visible in PostgreSQL, watched every millisecond. The baseline, in the same run on the same
 * Kafka and PostgreSQL, is the raw hop: produce one record, a plain consumer inserts a row, the
 * same watch sees it. The pipeline makes two such hops (gateway -> turn-service -> memory-service),
 * plus the work of each service. Then where the time went ({@link TurnHops}: each hop from what the
 * pipeline records anyway), PostgreSQL transactions and statements per turn by service
 * ({@link TurnStatements}) and CPU per turn by service.
 *
 * <p>Needs PostgreSQL and Kafka (SOUVENIR_TEST_PG_PORT, SOUVENIR_TEST_KAFKA) and the packaged
 * services: {@code ./souvenir bench turns} does all of that.
 */
public final class TurnLatency {

    private static final int WARM_UP = 40;
    private static final int MEASURED = 200;
    /** A user's memory count that has not moved for this long is final. */
    private static final Duration SETTLED = Duration.ofMillis(400);
    private static final Duration DEADLINE = Duration.ofSeconds(10);
    /** The first turn also waits for every consumer group to join. */
    private static final Duration FIRST_DEADLINE = Duration.ofSeconds(90);

    private static final String KAFKA = System.getenv().getOrDefault("SOUVENIR_TEST_KAFKA", "127.0.0.1:59092");

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final URI turns;

    TurnLatency(URI gateway) {
        this.turns = gateway.resolve("/api/v1/turns");
    }

    public static void main(String[] args) throws Exception {
        Passes passes = new Passes();
        List<String> sentences = Corpus.load(Part.DEV).stream().map(Labelled::text)
                .filter(sentence -> !passes.run(Configuration.MAIN_VERIFIED, sentence, Corpus.NOW).creations().isEmpty())
                .toList();
        double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        List<Double> baseline;
        List<Double> pipeline;
        TurnHops hops;
        TurnStatements statements;
        Map<String, Double> cpuPerTurn = new java.util.TreeMap<>();
        try (Connection watch = DriverManager.getConnection(Database.url(), "postgres", "postgres")) {
            baseline = new RawHop(watch).measure();
            try (ServicesUnderTest services = ServicesUnderTest.start()) {
                TurnLatency bench = new TurnLatency(services.gateway());
                for (int index = 0; index < WARM_UP; index++) {
                    bench.turn(watch, sentences.get(index % sentences.size()), index == 0 ? FIRST_DEADLINE : DEADLINE);
                }
                pipeline = new ArrayList<>();
                statements = new TurnStatements(watch);
                statements.start();
                Map<String, Duration> cpuBefore = services.launcher().cpu();
                try (TurnHops tap = TurnHops.start(KAFKA)) {
                    hops = tap;
                    for (int index = 0; index < MEASURED; index++) {
                        TurnHops.Observed turn = bench.turn(watch, sentences.get((WARM_UP + index) % sentences.size()), DEADLINE);
                        pipeline.add(Duration.between(turn.posted(), turn.lastVisible()).toNanos() / 1e6);
                        tap.add(watch, turn);
                    }
                }
                services.launcher().cpu().forEach((name, used) -> cpuPerTurn.put(name,
                        (used.toNanos() - cpuBefore.getOrDefault(name, Duration.ZERO).toNanos()) / 1e6 / MEASURED));
                statements.print(MEASURED);
            }
        }
        double loadAfter = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        System.out.printf(Locale.ROOT, "Turn accepted -> memories committed, %d turns one at a time (load average %.1f before,"
                + " %.1f after)%n", MEASURED, loadBefore, loadAfter);
        System.out.printf(Locale.ROOT, "%-62s %8s %8s %8s%n", "", "p50 ms", "p95 ms", "p99 ms");
        print("baseline  produce -> plain consumer -> INSERT, row visible", baseline);
        print("pipeline  POST /turns -> memories visible (main pass + verifier)", pipeline);
        System.out.printf(Locale.ROOT, "ratio at p95: %.1f x the raw hop (the pipeline makes two hops)%n",
                percentile(pipeline, 95) / percentile(baseline, 95));
        // the engine and the verifier's counting on the same sentences, here, once the stack is gone: the
        // share of turn-service's hop (and of the verifier's) that is reading the sentence
        for (int index = 0; index < MEASURED; index++) {
            String sentence = sentences.get((WARM_UP + index) % sentences.size());
            hops.inProcess(TurnHops.ENGINE, passes.extractionMillis(sentence, Corpus.NOW));
            hops.inProcess(TurnHops.COUNTING, passes.countingMillis(sentence));
        }
        hops.print();
        System.out.println("CPU per turn, by service (ms; everything the turns caused, embeddings included):");
        cpuPerTurn.forEach((name, ms) -> System.out.printf(Locale.ROOT, "  %-40s %6.1f%n", name, ms));
    }

    /** The clock of one turn: from the POST until the new user's memories stop changing. */
    TurnHops.Observed turn(Connection watch, String sentence, Duration deadline) throws IOException, InterruptedException, SQLException {
        String user = TestTokens.newUser();
        String body = json.writeValueAsString(Map.of("text", sentence, "channel", "web"));
        Instant posted = Instant.now();
        long started = System.nanoTime();
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(turns)
                .header("Authorization", TestTokens.bearer(user, "acme")).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        long accepted = System.nanoTime();
        if (answer.statusCode() != 200 && answer.statusCode() != 202) {
            throw new IllegalStateException("turn refused: " + answer.statusCode() + " " + answer.body());
        }
        Watch.Changes changes = Watch.changes(watch, "select count(*) from memory.memories where user_id = ?", user, started, deadline);
        return new TurnHops.Observed(user, posted, posted.plusNanos(accepted - started),
                posted.plusNanos(changes.firstNanos() - started), posted.plusNanos(changes.lastNanos() - started));
    }

    /** Watches a count every millisecond; the time of its last change, once it has settled above zero. */
    static final class Watch {

        /** When the count first moved above zero, and when it last changed, in {@link System#nanoTime()}. */
        record Changes(long firstNanos, long lastNanos) {
        }

        static double untilSettled(Connection connection, String query, String key, long startedNanos, Duration deadline)
                throws SQLException, InterruptedException {
            return (changes(connection, query, key, startedNanos, deadline).lastNanos() - startedNanos) / 1e6;
        }

        static Changes changes(Connection connection, String query, String key, long startedNanos, Duration deadline)
                throws SQLException, InterruptedException {
            long last = -1;
            long firstAt = -1;
            long changedAt = startedNanos;
            try (PreparedStatement count = connection.prepareStatement(query)) {
                count.setString(1, key);
                while (System.nanoTime() - startedNanos < deadline.toNanos()) {
                    long now;
                    long value;
                    try (ResultSet rows = count.executeQuery()) {
                        rows.next();
                        value = rows.getLong(1);
                        now = System.nanoTime();
                    }
                    if (value != last) {
                        last = value;
                        changedAt = now;
                        if (firstAt < 0 && value > 0) {
                            firstAt = now;
                        }
                    } else if (value > 0 && now - changedAt > SETTLED.toNanos()) {
                        return new Changes(firstAt, changedAt);
                    }
                    Thread.sleep(1);
                }
            }
            throw new IllegalStateException("nothing settled for " + key + " within " + deadline);
        }
    }

    /** The raw limit of one hop on this box: Kafka produce -> consume -> PostgreSQL insert. */
    private static final class RawHop {

        private final Connection watch;
        private final String topic = "bench.raw-hop." + UUID.randomUUID();
        private final String bootstrap = KAFKA;

        RawHop(Connection watch) {
            this.watch = watch;
        }

        List<Double> measure() throws Exception {
            try (Statement ddl = watch.createStatement()) {
                ddl.execute("create table if not exists public.bench_raw_hop (key text primary key, value text not null)");
            }
            try (Admin admin = Admin.create(Map.of("bootstrap.servers", bootstrap))) {
                admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1))).all().get();
            }
            AtomicBoolean running = new AtomicBoolean(true);
            Thread consumer = new Thread(() -> consume(running), "raw-hop-consumer");
            consumer.start();
            try (KafkaProducer<String, String> producer = new KafkaProducer<>(producerSettings())) {
                List<Double> latencies = new ArrayList<>();
                for (int index = 0; index < WARM_UP + MEASURED; index++) {
                    String key = UUID.randomUUID().toString();
                    long started = System.nanoTime();
                    producer.send(new ProducerRecord<>(topic, key, "{\"text\":\"hop " + index + "\"}"));
                    double latency = Watch.untilSettled(watch, "select count(*) from public.bench_raw_hop where key = ?",
                            key, started, index == 0 ? FIRST_DEADLINE : DEADLINE);
                    if (index >= WARM_UP) {
                        latencies.add(latency);
                    }
                }
                return latencies;
            } finally {
                running.set(false);
                consumer.join();
                try (Statement ddl = watch.createStatement()) {
                    ddl.execute("drop table public.bench_raw_hop");
                }
            }
        }

        private void consume(AtomicBoolean running) {
            Properties settings = new Properties();
            settings.put("bootstrap.servers", bootstrap);
            settings.put("group.id", topic);
            settings.put("auto.offset.reset", "earliest");
            settings.put("enable.auto.commit", "false");
            try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(settings, new StringDeserializer(),
                    new StringDeserializer());
                    Connection connection = DriverManager.getConnection(Database.url(), "postgres", "postgres");
                    PreparedStatement insert = connection.prepareStatement(
                            "insert into public.bench_raw_hop (key, value) values (?, ?)")) {
                consumer.subscribe(List.of(topic));
                while (running.get()) {
                    for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(100))) {
                        insert.setString(1, record.key());
                        insert.setString(2, record.value());
                        insert.executeUpdate();
                    }
                    consumer.commitSync();
                }
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }

        private Properties producerSettings() {
            Properties settings = new Properties();
            settings.put("bootstrap.servers", bootstrap);
            settings.put("linger.ms", "0");
            settings.put("key.serializer", StringSerializer.class.getName());
            settings.put("value.serializer", StringSerializer.class.getName());
            return settings;
        }
    }

    private static void print(String label, List<Double> latencies) {
        System.out.printf(Locale.ROOT, "%-62s %8.1f %8.1f %8.1f%n", label, percentile(latencies, 50),
                percentile(latencies, 95), percentile(latencies, 99));
    }

    static double percentile(List<Double> values, int percent) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(percent / 100.0 * sorted.size()) - 1));
    }
}
