package io.souvenir.gateway.messaging;

import io.smallrye.common.annotation.Identifier;
import io.smallrye.reactive.messaging.kafka.KafkaConsumerRebalanceListener;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * The gateway reads replies from the latest offset, so it is ready only once it holds its
 * partitions: a turn accepted before that could be answered while nobody listens.
 */
@Identifier("reply-partitions")
@Readiness
@ApplicationScoped
public class ReplyPartitions implements KafkaConsumerRebalanceListener, HealthCheck {

    private final AtomicBoolean assigned = new AtomicBoolean();

    @Override
    public void onPartitionsAssigned(Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
        if (!partitions.isEmpty()) {
            assigned.set(true);
        }
    }

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named("reply stream").status(assigned.get()).build();
    }
}
