package io.souvenir.contracts;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;

/** Everything in an envelope but the payload: who, where, when, and which interaction. */
public record EventHeader(
        UUID eventId, OffsetDateTime occurredAt, String traceId, String workspaceId, String userId, Channel channel) {

    /** The first event of an interaction. */
    public static EventHeader start(String traceId, String workspaceId, String userId, Channel channel) {
        return new EventHeader(UUID.randomUUID(), now(), traceId, workspaceId, userId, channel);
    }

    /** An event that follows from this one: same interaction, same tenant, same channel. */
    public EventHeader next() {
        return new EventHeader(UUID.randomUUID(), now(), traceId, workspaceId, userId, channel);
    }

    private static OffsetDateTime now() {
        return OffsetDateTime.now(ZoneOffset.UTC);
    }
}
