package io.souvenir.platform.messaging;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.smallrye.reactive.messaging.TracingMetadata;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.MalformedEventException;
import io.souvenir.platform.privacy.Erasures;
import io.souvenir.platform.telemetry.TraceLogging;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
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
 * transaction tenant-bound and idempotent.
 */
@ApplicationScoped
public class IncomingEvents {

    private static final Logger LOG = Logger.getLogger(IncomingEvents.class);

    private final EventCodec codec;
    private final TenantSession tenantSession;
    private final Erasures erasures;
    private final Inbox inbox;
    private final RetryingDispatch dispatch;
    private final Tracer tracer;

    IncomingEvents(EventCodec codec, TenantSession tenantSession, Inbox inbox, RetryingDispatch dispatch, Tracer tracer,
            Erasures erasures) {
        this.erasures = erasures;
        this.codec = codec;
        this.tenantSession = tenantSession;
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
        Context producer = TracingMetadata.fromMessage(record).map(TracingMetadata::getCurrentContext).orElse(Context.current());
        Span span = tracer.spanBuilder("handle event").setParent(producer).startSpan();
        EventEnvelope envelope = null;
        try (Scope ignored = span.makeCurrent(); TraceLogging handling = TraceLogging.of(span)) {
            envelope = codec.read(record.getPayload());
            span.updateName("handle " + envelope.type());
            span.setAttribute("souvenir.event_id", envelope.eventId().toString());
            span.setAttribute("souvenir.trace_id", envelope.traceId());
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
        Tenant tenant = Tenant.of(event);
        tenantSession.bind(tenant);
        erasures.guard(tenant);
        if (erasures.erasedSince(tenant, event.occurredAt())) {
            LOG.infof("%s skips event %s (%s): its user was erased after it was published", consumer, event.eventId(),
                    event.type());
            return false;
        }
        boolean first = inbox.firstDelivery(consumer, event);
        if (!first) {
            LOG.debugf("%s already handled event %s (%s); skipping the redelivery", consumer, event.eventId(), event.type());
        }
        return first;
    }
}
