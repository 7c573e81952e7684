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
        long deadline = System.nanoTime() + duration.toNanos();
        Thread consumer = new Thread(() -> consume(bootstrap, topic, inserted, deadline), "raw-limit-consumer");
        consumer.start();
        Thread producer = new Thread(() -> produce(bootstrap, topic, deadline), "raw-limit-producer");
        producer.start();
        long startedAt = System.nanoTime();
        long startCount = -1;
        // the first records pay for the group join: count from the first row on
        while (startCount < 0 && System.nanoTime() < deadline) {
            if (inserted.get() > 0) {
                startCount = inserted.get();
                startedAt = System.nanoTime();
            }
            Thread.sleep(5);
        }
        producer.join();
        consumer.join();
        double seconds = (System.nanoTime() - startedAt) / 1e9;
        try (Connection ddl = DriverManager.getConnection(Database.url(), "postgres", "postgres");
             Statement statement = ddl.createStatement()) {
            statement.execute("drop table public.bench_raw_limit");
        }
        return (inserted.get() - Math.max(startCount, 0)) / seconds;
    }

    private static void produce(String bootstrap, String topic, long deadline) {
        Properties settings = new Properties();
        settings.put("bootstrap.servers", bootstrap);
        settings.put("acks", "all");
        settings.put("linger.ms", "1");
        settings.put("max.in.flight.requests.per.connection", "5");
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(settings, new StringSerializer(), new StringSerializer())) {
            long index = 0;
            while (System.nanoTime() < deadline) {
                producer.send(new ProducerRecord<>(topic, "user-" + (index % 1000), "{\"text\":\"turn " + index + "\"}"));
                index++;
                if (index % 1000 == 0) {
                    producer.flush();
                }
            }
        }
    }

    private static void consume(String bootstrap, String topic, AtomicLong inserted, long deadline) {
        Properties settings = new Properties();
        settings.put("bootstrap.servers", bootstrap);
        settings.put("group.id", topic);
        settings.put("auto.offset.reset", "earliest");
        settings.put("enable.auto.commit", "false");
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(settings, new StringDeserializer(), new StringDeserializer());
             Connection connection = DriverManager.getConnection(Database.url(), "postgres", "postgres");
             PreparedStatement insert = connection.prepareStatement("insert into public.bench_raw_limit (key, value) values (?, ?)")) {
            consumer.subscribe(List.of(topic));
            while (System.nanoTime() < deadline) {
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
