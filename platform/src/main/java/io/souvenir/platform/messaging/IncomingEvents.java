package io.souvenir.platform.messaging;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.smallrye.reactive.messaging.TracingMetadata;
import io.smallrye.reactive.messaging.kafka.KafkaRecordBatch;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.MalformedEventException;
import io.souvenir.platform.telemetry.TraceLogging;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

/**
 * How every consumer handles a record. {@link #consume} continues the producer's trace, parses
 * the record against the contract and hands the envelope to the service, retrying transient
 * failures; a record that breaks the contract, or still fails after the retries, is nacked and
 * the channel's dead-letter strategy parks it in {@code <topic>.dlq} while the consumer moves on.
 * The offset is committed only after the handler returned. {@link #claim} makes the handler's
 * transaction tenant-bound and idempotent. {@link #consumeBatch} does the same for a batch of
 * records in one transaction.
 */
@ApplicationScoped
public class IncomingEvents {

    private static final Logger LOG = Logger.getLogger(IncomingEvents.class);

    private final EventCodec codec;
    private final Inbox inbox;
    private final RetryingDispatch dispatch;
    private final Tracer tracer;
    private final Instance<EntityManager> entityManager;

    IncomingEvents(EventCodec codec, Inbox inbox, RetryingDispatch dispatch, Tracer tracer,
            Instance<EntityManager> entityManager) {
        this.entityManager = entityManager;
        this.codec = codec;
        this.inbox = inbox;
        this.dispatch = dispatch;
        this.tracer = tracer;
    }

    public CompletionStage<Void> consume(Message<String> record, Consumer<EventEnvelope> handler) {
        return consume(record, handler, envelope -> { });
    }

    /**
     * As {@link #consume(Message, Consumer)}, and tells {@code deadLettered} about a readable
     * envelope before it goes to the dead-letter topic (best effort: its own failure is only logged).
     */
    public CompletionStage<Void> consume(Message<String> record, Consumer<EventEnvelope> handler,
            Consumer<EventEnvelope> deadLettered) {
        Span span = handlingSpan(record);
        EventEnvelope envelope = null;
        try (Scope ignored = span.makeCurrent(); TraceLogging handling = TraceLogging.of(span)) {
            envelope = codec.read(record.getPayload());
            describe(span, envelope);
            dispatch.dispatch(envelope, handler);
            return record.ack();
        } catch (RuntimeException e) {
            span.recordException(e);
            span.setStatus(StatusCode.ERROR);
            try (TraceLogging deadLettering = TraceLogging.of(span)) {
                if (e instanceof MalformedEventException) {
                    LOG.warnf("dead-lettering a malformed record: %s", e.getMessage());
                } else {
                    LOG.errorf(e, "dead-lettering a record that kept failing");
                }
            }
            if (envelope != null) {
                tell(deadLettered, envelope);
            }
            return record.nack(e);
        } finally {
            span.end();
        }
    }

    /**
     * A batch of records (a channel with {@code batch=true}) in one transaction, for a handler whose
     * work is all in its {@code @Transactional} (it joins this one): a record that breaks the
     * contract is dead-lettered, the others are handed to {@code handler} in order, each in its own
     * tenant (what one leaves in the persistence context is written and cleared before the next),
     * then committed together. When that transaction fails nothing of it is kept, and each record
     * is handled again on its own, as {@link #consume} does: retried, and the one that keeps failing
     * dead-lettered while the others go through; the claims make this second pass exact. The batch
     * is acknowledged (its offsets committed) once every record is settled.
     */
    public CompletionStage<Void> consumeBatch(Message<List<String>> batch, Consumer<EventEnvelope> handler) {
        return consumeBatch(batch, handler, envelope -> { });
    }

    /** As {@link #consumeBatch(Message, Consumer)}, telling {@code deadLettered} as {@link #consume(Message, Consumer, Consumer)} does. */
    public CompletionStage<Void> consumeBatch(Message<List<String>> batch, Consumer<EventEnvelope> handler,
            Consumer<EventEnvelope> deadLettered) {
        List<CompletionStage<Void>> settled = new ArrayList<>();
        List<Message<String>> readable = new ArrayList<>();
        List<EventEnvelope> envelopes = new ArrayList<>();
        for (Message<String> record : recordsOf(batch)) {
            try {
                envelopes.add(codec.read(record.getPayload()));
                readable.add(record);
            } catch (MalformedEventException e) {
                settled.add(consume(record, handler, deadLettered));
            }
        }
        try {
            QuarkusTransaction.requiringNew().run(() -> {
                for (int index = 0; index < readable.size(); index++) {
                    handleInBatch(readable.get(index), envelopes.get(index), handler);
                }
            });
        } catch (RuntimeException e) {
            LOG.infof("a batch of %d records failed (%s): handling them one by one", readable.size(), e.getMessage());
            readable.forEach(record -> settled.add(consume(record, handler, deadLettered)));
        }
        return CompletableFuture.allOf(settled.stream().map(CompletionStage::toCompletableFuture).toArray(CompletableFuture[]::new))
                .thenCompose(done -> batch.ack());
    }

    /**
     * The batch's records, each acknowledged with the batch (a Kafka batch commits the offset of
     * its last record per partition) and dead-lettered by itself (its nack is the record's own):
     * from Kafka, its records; else its payloads, or the one record a channel without batches hands
     * over (the tests' in-memory channels).
     */
    @SuppressWarnings("unchecked")
    private static List<Message<String>> recordsOf(Message<List<String>> batch) {
        List<Message<String>> records;
        if (batch instanceof KafkaRecordBatch<?, ?> kafka) {
            records = ((KafkaRecordBatch<?, String>) kafka).getRecords().stream().map(record -> (Message<String>) record).toList();
        } else if (((Object) batch.getPayload()) instanceof String) {
            records = List.of((Message<String>) (Message<?>) batch);
        } else {
            records = batch.getPayload().stream().map(Message::of).toList();
        }
        return records.stream().map(record -> record.withAck(() -> CompletableFuture.completedFuture(null))).toList();
    }

    private void handleInBatch(Message<String> record, EventEnvelope envelope, Consumer<EventEnvelope> handler) {
        Span span = handlingSpan(record);
        try (Scope ignored = span.makeCurrent(); TraceLogging handling = TraceLogging.of(span)) {
            describe(span, envelope);
            handler.accept(envelope);
            if (entityManager.isResolvable()) {
                // the next record binds another tenant: row-level security must see this one's rows written under its own
                entityManager.get().flush();
                entityManager.get().clear();
            }
        } catch (RuntimeException e) {
            span.recordException(e);
            span.setStatus(StatusCode.ERROR);
            throw e;
        } finally {
            span.end();
        }
    }

    /** A span for handling {@code record}, a child of the producer's when the record carries it. */
    private Span handlingSpan(Message<String> record) {
        Context producer = TracingMetadata.fromMessage(record).map(TracingMetadata::getCurrentContext).orElse(Context.current());
        return tracer.spanBuilder("handle event").setParent(producer).startSpan();
    }

    private static void describe(Span span, EventEnvelope envelope) {
        span.updateName("handle " + envelope.type());
        span.setAttribute("souvenir.event_id", envelope.eventId().toString());
        span.setAttribute("souvenir.trace_id", envelope.traceId());
    }

    private static void tell(Consumer<EventEnvelope> deadLettered, EventEnvelope envelope) {
        try {
            deadLettered.accept(envelope);
        } catch (RuntimeException e) {
            LOG.warnf(e, "could not record that event %s (%s) was dead-lettered", envelope.eventId(), envelope.type());
        }
    }

    /**
     * Binds the caller's transaction to the event's tenant and records that {@code consumer}
     * handles it. False means it already did, or the user was erased since the event was
     * published: the caller must do nothing.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean claim(String consumer, EventEnvelope event) {
        Inbox.Claim claim = inbox.claim(consumer, event);
        if (claim == Inbox.Claim.ERASED) {
            LOG.infof("%s skips event %s (%s): its user was erased after it was published", consumer, event.eventId(),
                    event.type());
        } else if (claim == Inbox.Claim.AGAIN) {
            LOG.debugf("%s already handled event %s (%s); skipping the redelivery", consumer, event.eventId(), event.type());
        }
        return claim == Inbox.Claim.FIRST;
    }
}
