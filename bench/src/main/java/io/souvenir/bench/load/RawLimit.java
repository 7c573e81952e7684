package io.souvenir.bench.load;

import io.souvenir.platform.testing.Database;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * The raw limit of this box, measured in the same run on the same Kafka and PostgreSQL: records
 * produced as fast as Kafka takes them (acks=all, keyed like a user's events), one consumer that
 * inserts each one in its own transaction and commits its offsets after the rows, as every
 * service does. One pipeline turn makes at least three such hops (turn, memory command, reply).
 */
final class RawLimit {

    private RawLimit() {
    }

    /** Records a second through produce -> consume -> INSERT (committed), over {@code duration}. */
    static double measure(String bootstrap, Duration duration) throws Exception {
        String topic = "bench.raw-limit." + UUID.randomUUID();
        try (Admin admin = Admin.create(Map.of("bootstrap.servers", bootstrap))) {
            admin.createTopics(List.of(new NewTopic(topic, 3, (short) 1))).all().get();
        }
        try (Connection ddl = DriverManager.getConnection(Database.url(), "postgres", "postgres");
             Statement statement = ddl.createStatement()) {
            statement.execute("create table if not exists public.bench_raw_limit (key text not null, value text not null)");
            statement.execute("truncate public.bench_raw_limit");
        }
        AtomicLong inserted = new AtomicLong();
        AtomicBoolean running = new AtomicBoolean(true);
        Thread consumer = new Thread(() -> consume(bootstrap, topic, inserted, running), "raw-limit-consumer");
        Thread producer = new Thread(() -> produce(bootstrap, topic, running), "raw-limit-producer");
        consumer.start();
        producer.start();
        try {
            // the first records pay for the group join: count from the first row on, for duration
            long joinDeadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
            while (inserted.get() == 0 && System.nanoTime() < joinDeadline) {
                Thread.sleep(5);
            }
            long startCount = inserted.get();
            long startedAt = System.nanoTime();
            Thread.sleep(duration.toMillis());
            return (inserted.get() - startCount) / ((System.nanoTime() - startedAt) / 1e9);
        } finally {
            running.set(false);
            producer.join();
            consumer.join();
            try (Connection ddl = DriverManager.getConnection(Database.url(), "postgres", "postgres");
                 Statement statement = ddl.createStatement()) {
                statement.execute("drop table public.bench_raw_limit");
            }
        }
    }

    private static void produce(String bootstrap, String topic, AtomicBoolean running) {
        Properties settings = new Properties();
        settings.put("bootstrap.servers", bootstrap);
        settings.put("acks", "all");
        settings.put("linger.ms", "1");
        settings.put("max.in.flight.requests.per.connection", "5");
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(settings, new StringSerializer(), new StringSerializer())) {
            long index = 0;
            while (running.get()) {
                producer.send(new ProducerRecord<>(topic, "user-" + (index % 1000), "{\"text\":\"turn " + index + "\"}"));
                index++;
                if (index % 1000 == 0) {
                    producer.flush();
                }
            }
        }
    }

    private static void consume(String bootstrap, String topic, AtomicLong inserted, AtomicBoolean running) {
        Properties settings = new Properties();
        settings.put("bootstrap.servers", bootstrap);
        settings.put("group.id", topic);
        settings.put("auto.offset.reset", "earliest");
        settings.put("enable.auto.commit", "false");
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(settings, new StringDeserializer(), new StringDeserializer());
             Connection connection = DriverManager.getConnection(Database.url(), "postgres", "postgres");
             PreparedStatement insert = connection.prepareStatement("insert into public.bench_raw_limit (key, value) values (?, ?)")) {
            consumer.subscribe(List.of(topic));
            while (running.get()) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(100))) {
                    insert.setString(1, record.key());
                    insert.setString(2, record.value());
                    insert.executeUpdate();
                    inserted.incrementAndGet();
                }
                consumer.commitSync();
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
