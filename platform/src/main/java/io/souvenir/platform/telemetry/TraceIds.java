package io.souvenir.platform.telemetry;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;

/** The business correlation id of an interaction: the W3C trace id of the request that started it. */
public final class TraceIds {

    private TraceIds() {
    }

    /** The current span's trace id, or a fresh one when nothing is traced. */
    public static String current() {
        SpanContext span = Span.current().getSpanContext();
        if (span.isValid()) {
            return span.getTraceId();
        }
        byte[] random = new byte[16];
        ThreadLocalRandom.current().nextBytes(random);
        return HexFormat.of().formatHex(random);
    }
}
