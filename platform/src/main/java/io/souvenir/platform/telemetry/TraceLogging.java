package io.souvenir.platform.telemetry;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import org.jboss.logmanager.MDC;

/**
 * Puts a span's trace and span ids in the log manager's MDC ({@code traceId}, {@code spanId}, the
 * keys Quarkus uses for requests) for work Quarkus does not trace by itself (a Kafka consumer's
 * handler on a worker thread), so its log lines carry them, in the readable format and in the
 * JSON one. A client call made meanwhile may leave the MDC without them: put them back around a
 * log line that follows one. (The log manager's MDC, not org.jboss.logging's facade, which may
 * keep a map of its own that the formatters never read.)
 */
public final class TraceLogging implements AutoCloseable {

    private static final String TRACE_ID = "traceId";
    private static final String SPAN_ID = "spanId";

    private final Object previousTrace;
    private final Object previousSpan;

    private TraceLogging(SpanContext span) {
        previousTrace = MDC.getObject(TRACE_ID);
        previousSpan = MDC.getObject(SPAN_ID);
        MDC.put(TRACE_ID, span.getTraceId());
        MDC.put(SPAN_ID, span.getSpanId());
    }

    public static TraceLogging of(Span span) {
        return new TraceLogging(span.getSpanContext());
    }

    @Override
    public void close() {
        restore(TRACE_ID, previousTrace);
        restore(SPAN_ID, previousSpan);
    }

    private static void restore(String key, Object previous) {
        if (previous == null) {
            MDC.remove(key);
        } else {
            MDC.putObject(key, previous);
        }
    }
}
