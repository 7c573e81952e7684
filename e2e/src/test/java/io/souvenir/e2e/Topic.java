package io.souvenir.e2e;

import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.MalformedEventException;
import io.souvenir.platform.testing.TestEvents;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/** Reads and writes a topic of the real broker, the way another service or an operator would. */
public final class Topic {

    /** A record as it sits on the topic: key, value and the W3C traceparent header, if any. */
    public record Record(String key, String value, Optional<String> traceparent) {

        /** The envelope, unless this is a record that breaks the contract (a poison record, say). */
        public Optional<EventEnvelope> envelope() {
            try {
                return Optional.of(TestEvents.codec().read(value));
            } catch (MalformedEventException e) {
                return Optional.empty();
            }
        }

        /** The trace id carried by the Kafka header, which Zipkin uses to join the spans. */
        public Optional<String> headerTraceId() {
            return traceparent.map(header -> header.split("-")[1]);
        }
    }

    private Topic() {
    }

    /** Every record on the topic at the time of the call, in partition order. */
    public static List<Record> readAll(String topic) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, Stack.kafka());
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        List<Record> records = new ArrayList<>();
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer())) {
            List<TopicPartition> partitions = consumer.partitionsFor(topic, Duration.ofSeconds(10)).stream()
                    .map(info -> new TopicPartition(topic, info.partition())).toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            Map<TopicPartition, Long> end = consumer.endOffsets(partitions);
            Instant giveUp = Instant.now().plusSeconds(30);
            while (partitions.stream().anyMatch(partition -> consumer.position(partition) < end.get(partition))
                    && Instant.now().isBefore(giveUp)) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(200))) {
                    Header traceparent = record.headers().lastHeader("traceparent");
                    records.add(new Record(record.key(), record.value(), Optional.ofNullable(traceparent)
                            .map(header -> new String(header.value(), StandardCharsets.UTF_8))));
                }
            }
        }
        return records;
    }

    public static void write(String topic, String key, String value) throws Exception {
        Map<String, Object> config = Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, Stack.kafka());
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(config, new StringSerializer(), new StringSerializer())) {
            producer.send(new ProducerRecord<>(topic, key, value)).get();
        }
    }
}
