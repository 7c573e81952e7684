package io.souvenir.platform.messaging;

import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Context;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.EventType;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import io.agroal.api.AgroalDataSource;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The only way a service publishes: the event is written in the caller's transaction, so it
 * exists if and only if the state change that caused it committed. {@link OutboxRelay} sends it
 * to Kafka afterwards, keyed by user id, with the W3C {@code traceparent} of the span that wrote
 * it so the trace continues across the hop. A transaction that writes several events asks the
 * relay once, after its commit, for the shards it wrote to.
 */
@ApplicationScoped
public class Outbox {

    private final AgroalDataSource dataSource;
    private final EventCodec codec;
    private final Event<OutboxWritten> written;
    private final TransactionSynchronizationRegistry transactions;
    private final OutboxConfig config;

    Outbox(AgroalDataSource dataSource, EventCodec codec, Event<OutboxWritten> written,
            TransactionSynchronizationRegistry transactions, OutboxConfig config) {
        this.dataSource = dataSource;
        this.codec = codec;
        this.written = written;
        this.transactions = transactions;
        this.config = config;
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public <P> EventEnvelope publish(EventHeader header, EventType<P> type, P payload) {
        EventEnvelope envelope = codec.envelope(header, type, payload);
        try (Connection connection = dataSource.getConnection();
             PreparedStatement insert = connection.prepareStatement("""
                     insert into outbox (event_id, topic, record_key, payload, traceparent, user_id, workspace_id)
                     values (?, ?, ?, ?, ?, ?, ?)
                     returning outbox_shard(record_key, ?)""")) {
            insert.setObject(1, envelope.eventId());
            insert.setString(2, type.topic());
            insert.setString(3, envelope.userId());
            insert.setString(4, codec.write(envelope));
            insert.setString(5, currentTraceparent());
            insert.setString(6, envelope.userId());
            insert.setString(7, envelope.workspaceId());
            insert.setInt(8, config.shards());
            try (ResultSet shard = insert.executeQuery()) {
                shard.next();
                shardsWritten().add(shard.getInt(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot write event " + envelope.eventId() + " to the outbox", e);
        }
        return envelope;
    }

    /** The shards this transaction wrote to; the first write asks the relay to send them after the commit. */
    @SuppressWarnings("unchecked")
    private Set<Integer> shardsWritten() {
        Set<Integer> shards = (Set<Integer>) transactions.getResource(OutboxWritten.class);
        if (shards == null) {
            shards = ConcurrentHashMap.newKeySet();
            transactions.putResource(OutboxWritten.class, shards);
            written.fire(new OutboxWritten(shards));
        }
        return shards;
    }

    private static String currentTraceparent() {
        Map<String, String> carrier = new HashMap<>();
        W3CTraceContextPropagator.getInstance().inject(Context.current(), carrier, Map::put);
        return carrier.get("traceparent");
    }
}
