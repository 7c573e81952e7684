package io.souvenir.contracts;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializerBase;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Reads and writes envelopes and their payloads. Anything that does not match the contract
 * (unknown type, wrong version, missing field, unknown payload field) is a {@link
 * MalformedEventException}: the consumer sends the record to its dead-letter topic.
 */
public final class EventCodec {

    private final ObjectMapper json;

    public EventCodec() {
        this(new ObjectMapper());
    }

    /** Uses a copy of {@code base} so the application's mapper settings are left alone. */
    public EventCodec(ObjectMapper base) {
        this.json = base.copy()
                .registerModule(new JavaTimeModule())
                .registerModule(new SimpleModule("souvenir-wire-times").addSerializer(OffsetDateTime.class, new WireTimeSerializer()))
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .setSerializationInclusion(JsonInclude.Include.NON_NULL);
    }

    public <P> EventEnvelope envelope(EventHeader header, EventType<P> type, P payload) {
        return new EventEnvelope(header.eventId(), type.name(), type.version(), header.occurredAt(),
                header.traceId(), header.workspaceId(), header.userId(), header.channel(),
                json.valueToTree(payload));
    }

    public String write(EventEnvelope envelope) {
        try {
            return json.writeValueAsString(envelope);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise event " + envelope.eventId(), e);
        }
    }

    public EventEnvelope read(String value) {
        if (value == null || value.isBlank()) {
            throw new MalformedEventException("empty record");
        }
        try {
            return json.readValue(value, EventEnvelope.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new MalformedEventException("not an event envelope: " + e.getMessage(), e);
        }
    }

    /** The payload of {@code envelope} as {@code type} expects it, checking type and version. */
    public <P> P payload(EventEnvelope envelope, EventType<P> type) {
        if (!type.name().equals(envelope.type())) {
            throw new MalformedEventException("expected " + type.name() + " but got " + envelope.type());
        }
        if (envelope.version() != type.version()) {
            throw new MalformedEventException(
                    type.name() + " version " + envelope.version() + " is not supported (expected " + type.version() + ")");
        }
        try {
            return json.treeToValue(envelope.payload(), type.payloadClass());
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new MalformedEventException("invalid " + type.name() + " payload: " + e.getMessage(), e);
        }
    }

    public ObjectMapper json() {
        return json;
    }

    /** Times always carry milliseconds and their offset, so the same instant is always the same text. */
    private static final class WireTimeSerializer extends ToStringSerializerBase {

        private static final DateTimeFormatter WIRE_TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSXXX");

        WireTimeSerializer() {
            super(OffsetDateTime.class);
        }

        @Override
        public String valueToString(Object value) {
            return WIRE_TIME.format((OffsetDateTime) value);
        }
    }
}
