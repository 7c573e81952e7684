package io.souvenir.gateway.operator;

import io.souvenir.contracts.Topics;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ListOffsetsResult.ListOffsetsResultInfo;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The depth of every dead-letter topic: the known ones ({@code <topic>.dlq} of each Souvenir topic,
 * 0 until a record lands there) and any other {@code *.dlq} topic the cluster holds. Asked for
 * rarely, so each look opens its own short-lived admin client.
 */
@ApplicationScoped
public class DeadLetters {

    private static final String SUFFIX = Topics.deadLetter("");
    private static final List<String> KNOWN = Stream.of(Topics.TURNS, Topics.REPLIES, Topics.TURNS_COMPLETED, Topics.MEMORY_COMMANDS,
            Topics.MEMORY_EVENTS, Topics.ACTIVITY, Topics.NOTIFICATIONS, Topics.ACTIONS, Topics.SETTINGS_EVENTS)
            .map(Topics::deadLetter).toList();
    private static final int TIMEOUT_MS = 3000;

    private final String bootstrapServers;

    DeadLetters(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.bootstrapServers = bootstrapServers;
    }

    /** Empty when Kafka does not answer in time. */
    public Optional<List<DeadLetterQueue>> depths() {
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, TIMEOUT_MS,
                AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, TIMEOUT_MS))) {
            Set<String> existing = admin.listTopics().names().get(TIMEOUT_MS, TimeUnit.MILLISECONDS).stream()
                    .filter(topic -> topic.endsWith(SUFFIX)).collect(Collectors.toSet());
            Map<TopicPartition, Long> records = recordsPerPartition(admin, existing);
            Set<String> topics = new TreeSet<>(KNOWN);
            topics.addAll(existing);
            return Optional.of(topics.stream().map(topic -> new DeadLetterQueue(topic, records.entrySet().stream()
                    .filter(partition -> partition.getKey().topic().equals(topic)).mapToLong(Map.Entry::getValue).sum())).toList());
        } catch (ExecutionException | TimeoutException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private static Map<TopicPartition, Long> recordsPerPartition(Admin admin, Set<String> topics)
            throws InterruptedException, ExecutionException, TimeoutException {
        if (topics.isEmpty()) {
            return Map.of();
        }
        Set<TopicPartition> partitions = admin.describeTopics(topics).allTopicNames().get(TIMEOUT_MS, TimeUnit.MILLISECONDS).values().stream()
                .flatMap(DeadLetters::partitions).collect(Collectors.toSet());
        Map<TopicPartition, ListOffsetsResultInfo> beginning = offsets(admin, partitions, OffsetSpec.earliest());
        Map<TopicPartition, ListOffsetsResultInfo> end = offsets(admin, partitions, OffsetSpec.latest());
        return partitions.stream().collect(Collectors.toMap(Function.identity(),
                partition -> end.get(partition).offset() - beginning.get(partition).offset()));
    }

    private static Stream<TopicPartition> partitions(TopicDescription topic) {
        return topic.partitions().stream().map(partition -> new TopicPartition(topic.name(), partition.partition()));
    }

    private static Map<TopicPartition, ListOffsetsResultInfo> offsets(Admin admin, Set<TopicPartition> partitions, OffsetSpec spec)
            throws InterruptedException, ExecutionException, TimeoutException {
        return admin.listOffsets(partitions.stream().collect(Collectors.toMap(Function.identity(), partition -> spec)))
                .all().get(TIMEOUT_MS, TimeUnit.MILLISECONDS);
    }
}
