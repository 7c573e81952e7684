package io.souvenir.platform.tenancy;

import io.souvenir.contracts.EventEnvelope;
import java.util.Objects;

/** Whose data a unit of work touches: a user within a workspace. */
public record Tenant(String workspaceId, String userId) {

    public Tenant {
        Objects.requireNonNull(workspaceId, "workspaceId");
        Objects.requireNonNull(userId, "userId");
    }

    /** The tenant of an event is the one its envelope names, never one found in the payload. */
    public static Tenant of(EventEnvelope envelope) {
        return new Tenant(envelope.workspaceId(), envelope.userId());
    }
}
