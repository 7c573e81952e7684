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
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * The only way a service publishes: the event is written in the caller's transaction, so it
 * exists if and only if the state change that caused it committed. {@link OutboxRelay} sends it
 * to Kafka afterwards, keyed by user id, with the W3C {@code traceparent} of the span that wrote
 * it so the trace continues across the hop.
 */
@ApplicationScoped
public class Outbox {

    private final AgroalDataSource dataSource;
    private final EventCodec codec;
    private final Event<OutboxWritten> written;

    Outbox(AgroalDataSource dataSource, EventCodec codec, Event<OutboxWritten> written) {
        this.dataSource = dataSource;
        this.codec = codec;
        this.written = written;
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public <P> EventEnvelope publish(EventHeader header, EventType<P> type, P payload) {
        EventEnvelope envelope = codec.envelope(header, type, payload);
        try (Connection connection = dataSource.getConnection();
             PreparedStatement insert = connection.prepareStatement("""
                     insert into outbox (event_id, topic, record_key, payload, traceparent, user_id, workspace_id)
                     values (?, ?, ?, ?, ?, ?, ?)""")) {
            insert.setObject(1, envelope.eventId());
            insert.setString(2, type.topic());
            insert.setString(3, envelope.userId());
            insert.setString(4, codec.write(envelope));
            insert.setString(5, currentTraceparent());
            insert.setString(6, envelope.userId());
            insert.setString(7, envelope.workspaceId());
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot write event " + envelope.eventId() + " to the outbox", e);
        }
        written.fire(new OutboxWritten());
        return envelope;
    }

    private static String currentTraceparent() {
        Map<String, String> carrier = new HashMap<>();
        W3CTraceContextPropagator.getInstance().inject(Context.current(), carrier, Map::put);
        return carrier.get("traceparent");
    }
}
