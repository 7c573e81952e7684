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
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
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
    /** How long records are prepared before those prepared are applied in one transaction. */
    static final Duration PREPARING_PER_TRANSACTION = Duration.ofMillis(100);

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
        return handleAlone(record, handler, GivenUp.readable(deadLettered));
    }

    /** Told about each record given up on, before it goes to the dead-letter topic. */
    @FunctionalInterface
    public interface GivenUp {

        /** {@code envelope}: the record's, empty when it could not be read at all. */
        void record(Optional<EventEnvelope> envelope);

        /** Told only about the records that could be read. */
        static GivenUp readable(Consumer<EventEnvelope> deadLettered) {
            return envelope -> envelope.ifPresent(deadLettered);
        }
    }

    private CompletionStage<Void> handleAlone(Message<String> record, Consumer<EventEnvelope> handler, GivenUp givenUp) {
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
            tell(givenUp, envelope);
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
        return consumeBatch(batch, envelope -> Boolean.TRUE, (envelope, nothing) -> handler.accept(envelope),
                GivenUp.readable(deadLettered));
    }

    /** As {@link #consumeBatch(Message, Function, BiConsumer, GivenUp)}, telling no one of what is dead-lettered. */
    public <P> CompletionStage<Void> consumeBatch(Message<List<String>> batch, Function<EventEnvelope, P> prepare,
            BiConsumer<EventEnvelope, P> apply) {
        return consumeBatch(batch, prepare, apply, envelope -> { });
    }

    /**
     * As {@link #consumeBatch(Message, Consumer, Consumer)} for a handler in two steps: {@code prepare},
     * outside any transaction (an engine, a model that may take seconds, a call to another service),
     * then {@code apply}, within the transaction, given what {@code prepare} returned. Records are
     * prepared in order and those prepared are applied together once preparing has taken
     * {@link #PREPARING_PER_TRANSACTION} (a slow engine commits record by record, a fast one the
     * whole poll at once), so no transaction waits on an engine and no record waits long for the
     * others. A record whose preparation fails is handled on its own, after those before it, as
     * {@link #consume} does (retried, then dead-lettered); a transaction that fails is handled again
     * record by record, each applying what it prepared. {@code givenUp} hears of every record
     * dead-lettered, readable or not.
     */
    public <P> CompletionStage<Void> consumeBatch(Message<List<String>> batch, Function<EventEnvelope, P> prepare,
            BiConsumer<EventEnvelope, P> apply, GivenUp givenUp) {
        List<CompletionStage<Void>> settled = new ArrayList<>();
        List<Prepared<P>> chunk = new ArrayList<>();
        long chunkStarted = System.nanoTime();
        for (Message<String> record : recordsOf(batch)) {
            EventEnvelope envelope;
            try {
                envelope = codec.read(record.getPayload());
            } catch (MalformedEventException e) {
                settled.add(handleAlone(record, unread -> { }, givenUp));
                continue;
            }
            Span span = handlingSpan(record);
            describe(span, envelope);
            P prepared;
            try (Scope ignored = span.makeCurrent(); TraceLogging preparing = TraceLogging.of(span)) {
                prepared = prepare.apply(envelope);
            } catch (RuntimeException e) {
                span.recordException(e);
                span.end();
                applyTogether(chunk, apply, givenUp, settled);
                chunk.clear();
                settled.add(handleAlone(record, alone -> inTransaction(alone, prepare.apply(alone), apply), givenUp));
                chunkStarted = System.nanoTime();
                continue;
            }
            chunk.add(new Prepared<>(record, envelope, prepared, span));
            if (System.nanoTime() - chunkStarted >= PREPARING_PER_TRANSACTION.toNanos()) {
                applyTogether(chunk, apply, givenUp, settled);
                chunk.clear();
                chunkStarted = System.nanoTime();
            }
        }
        applyTogether(chunk, apply, givenUp, settled);
        return CompletableFuture.allOf(settled.stream().map(CompletionStage::toCompletableFuture).toArray(CompletableFuture[]::new))
                .thenCompose(done -> batch.ack());
    }

    private record Prepared<P>(Message<String> record, EventEnvelope envelope, P value, Span span) {
    }

    /** The prepared records in one transaction; if it fails, each again in its own, as {@link #consume} does. */
    private <P> void applyTogether(List<Prepared<P>> chunk, BiConsumer<EventEnvelope, P> apply,
            GivenUp givenUp, List<CompletionStage<Void>> settled) {
        if (chunk.isEmpty()) {
            return;
        }
        try {
            QuarkusTransaction.requiringNew().run(() -> chunk.forEach(prepared -> applyInBatch(prepared, apply)));
            chunk.forEach(prepared -> prepared.span().end());
        } catch (RuntimeException e) {
            LOG.infof("a batch of %d records failed (%s): handling them one by one", chunk.size(), e.getMessage());
            for (Prepared<P> prepared : chunk) {
                prepared.span().recordException(e);
                prepared.span().setStatus(StatusCode.ERROR);
                prepared.span().end();
                settled.add(handleAlone(prepared.record(), alone -> inTransaction(alone, prepared.value(), apply), givenUp));
            }
        }
    }

    private static <P> void inTransaction(EventEnvelope envelope, P prepared, BiConsumer<EventEnvelope, P> apply) {
        QuarkusTransaction.joiningExisting().run(() -> apply.accept(envelope, prepared));
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

    private <P> void applyInBatch(Prepared<P> prepared, BiConsumer<EventEnvelope, P> apply) {
        Span span = prepared.span();
        try (Scope ignored = span.makeCurrent(); TraceLogging handling = TraceLogging.of(span)) {
            apply.accept(prepared.envelope(), prepared.value());
            if (entityManager.isResolvable()) {
                // the next record binds another tenant: row-level security must see this one's rows written under its own
                entityManager.get().flush();
                entityManager.get().clear();
            }
        } catch (RuntimeException e) {
            span.recordException(e);
            span.setStatus(StatusCode.ERROR);
            throw e;
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

    private static void tell(GivenUp givenUp, EventEnvelope envelope) {
        try {
            givenUp.record(Optional.ofNullable(envelope));
        } catch (RuntimeException e) {
            LOG.warnf(e, "could not record that a record (%s) was dead-lettered", envelope == null ? "unreadable" : envelope.eventId());
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
