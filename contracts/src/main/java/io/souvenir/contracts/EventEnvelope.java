package io.souvenir.contracts;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.OffsetDateTime;
import java.util.Objects;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * The value of every Kafka record (ARCHITECTURE §2). {@code traceId} is the W3C trace id of the
 * request that started the interaction: it is copied, never regenerated, by every event that
 * follows from it. The tenant ({@code workspaceId}, {@code userId}) is what consumers bind to
 * the database session; it is never taken from the payload.
 */
public record EventEnvelope(
        UUID eventId,
        String type,
        int version,
        OffsetDateTime occurredAt,
        String traceId,
        String workspaceId,
        String userId,
        Channel channel,
        JsonNode payload) {

    private static final Pattern TRACE_ID = Pattern.compile("[0-9a-f]{32}");

    public EventEnvelope {
        Objects.requireNonNull(eventId, "eventId");
        requireText(type, "type");
        if (version < 1) {
            throw new IllegalArgumentException("version must be >= 1");
        }
        Objects.requireNonNull(occurredAt, "occurredAt");
        if (traceId == null || !TRACE_ID.matcher(traceId).matches()) {
            throw new IllegalArgumentException("traceId must be 32 lowercase hex characters");
        }
        requireText(workspaceId, "workspaceId");
        requireText(userId, "userId");
        Objects.requireNonNull(channel, "channel");
        Objects.requireNonNull(payload, "payload");
    }

    /** The header of this event, to derive the header of an event that follows from it. */
    public EventHeader header() {
        return new EventHeader(eventId, occurredAt, traceId, workspaceId, userId, channel);
    }

    static void requireText(String value, String field) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(field + " is required");
        }
    }
}
