package io.souvenir.platform.messaging;

import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.TextMapGetter;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.Startup;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.mutiny.Uni;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.TracingMetadata;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import io.agroal.api.AgroalDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.eclipse.microprofile.context.ThreadContext;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

/**
 * Sends outbox rows to Kafka in the order they were written, then deletes them. It runs right
 * after every commit that wrote to the outbox (for the shards it wrote to), and on a timer over
 * every shard for whatever a crash, a Kafka outage or another instance left behind. Delivery is
 * at least once (a crash between send and delete resends), which is why every consumer goes
 * through {@link Inbox}.
 *
 * <p>Several instances share the work without reordering a user's events: the outbox is split
 * into {@link OutboxConfig#shards() shards} by record key (the user), and a shard is relayed by
 * whichever transaction holds its advisory lock, oldest row first (db/platform V0_3).
 */
@ApplicationScoped
@Startup // created with the service, not by the first sweep: one that fires as a short run shuts down would fail
public class OutboxRelay {

    static final String CHANNEL = "souvenir-outbox";
    private static final Logger LOG = Logger.getLogger(OutboxRelay.class);

    private final AgroalDataSource dataSource;
    private final MutinyEmitter<String> kafka;
    private final OutboxConfig config;
    /*
     * Sends start without the relay's transaction: context propagation would otherwise attach it
     * to the threads that complete the send, and Narayana refuses to commit a transaction other
     * threads are still in.
     */
    private final ThreadContext outsideTransaction = ThreadContext.builder()
            .propagated().cleared(ThreadContext.TRANSACTION).unchanged(ThreadContext.ALL_REMAINING).build();
    private final ReentrantLock draining = new ReentrantLock();
    /** Shards asked for and not yet drained. */
    private final Set<Integer> requested = ConcurrentHashMap.newKeySet();

    OutboxRelay(AgroalDataSource dataSource, @Channel(CHANNEL) MutinyEmitter<String> kafka, OutboxConfig config) {
        this.dataSource = dataSource;
        this.kafka = kafka;
        this.config = config;
    }

    void afterCommit(@Observes(during = TransactionPhase.AFTER_SUCCESS) OutboxWritten written) {
        drain(written.shards());
    }

    @Scheduled(every = "${souvenir.outbox.sweep-interval:2s}", delayed = "${souvenir.outbox.sweep-delay:5s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sweep() {
        drain(IntStream.range(0, config.shards()).boxed().collect(Collectors.toSet()));
    }

    /** Sends everything pending in {@code shards}. A caller that finds another drain running leaves the work to it. */
    private void drain(Set<Integer> shards) {
        requested.addAll(shards);
        while (!requested.isEmpty() && draining.tryLock()) {
            try {
                List<Integer> taken = new ArrayList<>(requested);
                requested.removeAll(taken);
                Collections.sort(taken);
                for (int shard : taken) {
                    int sent;
                    do {
                        sent = QuarkusTransaction.requiringNew().call(() -> sendBatch(shard));
                    } while (sent == config.batchSize());
                }
            } catch (RuntimeException e) {
                LOG.warnf(e, "outbox relay failed; pending events stay in the outbox for the next sweep");
                return;
            } finally {
                draining.unlock();
            }
        }
    }

    private record Pending(long id, String topic, String key, String payload, String traceparent) {
    }

    private int sendBatch(int shard) {
        try (Connection connection = dataSource.getConnection()) {
            List<Pending> batch = lockBatch(connection, shard);
            if (batch.isEmpty()) {
                return 0;
            }
            CompletableFuture<?>[] acks = batch.stream()
                    .map(event -> outsideTransaction.contextualSupplier(() -> send(event).subscribeAsCompletionStage()).get())
                    .toArray(CompletableFuture[]::new);
            CompletableFuture.allOf(acks).get(config.sendTimeout().toMillis(), TimeUnit.MILLISECONDS);
            try (PreparedStatement delete = connection.prepareStatement("select outbox_relay_delete(?, ?, ?)")) {
                delete.setInt(1, shard);
                delete.setInt(2, config.shards());
                delete.setArray(3, connection.createArrayOf("bigint", batch.stream().map(Pending::id).toArray()));
                delete.execute();
            }
            LOG.debugf("relayed %d events", batch.size());
            return batch.size();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the outbox", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("Kafka did not acknowledge the batch", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while relaying", e);
        }
    }

    /** The oldest rows of the shard, its lock held to the end of the transaction; none when another relay holds it. */
    private List<Pending> lockBatch(Connection connection, int shard) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "select id, topic, record_key, payload, traceparent from outbox_relay_batch(?, ?, ?)")) {
            select.setInt(1, shard);
            select.setInt(2, config.shards());
            select.setInt(3, config.batchSize());
            List<Pending> batch = new ArrayList<>();
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    batch.add(new Pending(rows.getLong(1), rows.getString(2), rows.getString(3), rows.getString(4), rows.getString(5)));
                }
            }
            return batch;
        }
    }

    private Uni<Void> send(Pending event) {
        Message<String> message = Message.of(event.payload())
                .addMetadata(OutgoingKafkaRecordMetadata.<String>builder().withTopic(event.topic()).withKey(event.key()).build())
                .addMetadata(TracingMetadata.withCurrent(writerContext(event.traceparent())));
        return kafka.sendMessage(message);
    }

    /** The trace context of the transaction that wrote the event, so the Kafka hop joins its trace. */
    private static Context writerContext(String traceparent) {
        if (traceparent == null) {
            return Context.root();
        }
        return W3CTraceContextPropagator.getInstance()
                .extract(Context.root(), Map.of("traceparent", traceparent), MapGetter.INSTANCE);
    }

    private enum MapGetter implements TextMapGetter<Map<String, String>> {
        INSTANCE;

        @Override
        public Iterable<String> keys(Map<String, String> carrier) {
            return carrier.keySet();
        }

        @Override
        public String get(Map<String, String> carrier, String key) {
            return carrier == null ? null : carrier.get(key);
        }
    }
}
