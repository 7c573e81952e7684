package io.souvenir.platform.tenancy;

import io.souvenir.contracts.EventEnvelope;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
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

    /** A one-way SHA-256 of the tenant, for what is kept about a user without naming them (tombstones, refusals). */
    public String oneWayHash() {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha256.digest((workspaceId + "/" + userId).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
