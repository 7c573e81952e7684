package io.souvenir.platform.testing;

import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.EventType;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;

/** Builds records exactly as a producing service would write them. */
public final class TestEvents {

    private static final EventCodec CODEC = new EventCodec();

    private TestEvents() {
    }

    public static EventCodec codec() {
        return CODEC;
    }

    public static String newTraceId() {
        byte[] bytes = new byte[16];
        ThreadLocalRandom.current().nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    public static EventHeader header(String userId, String workspace) {
        return EventHeader.start(newTraceId(), workspace, userId, Channel.WEB);
    }

    public static <P> EventEnvelope envelope(EventHeader header, EventType<P> type, P payload) {
        return CODEC.envelope(header, type, payload);
    }

    public static <P> String record(EventHeader header, EventType<P> type, P payload) {
        return CODEC.write(envelope(header, type, payload));
    }
}
