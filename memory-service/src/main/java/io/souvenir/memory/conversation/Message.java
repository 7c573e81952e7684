package io.souvenir.memory.conversation;

import io.souvenir.platform.tenancy.UserOwned;
import jakarta.persistence.Basic;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.UUID;

@Entity
@Table(name = "messages")
public class Message extends UserOwned {

    @Id
    public UUID id;

    @Column(name = "session_id", nullable = false)
    public UUID sessionId;

    @Column(name = "turn_id")
    public UUID turnId;

    @Column(nullable = false)
    public String role;

    @Column(nullable = false)
    public String text;

    @Column(nullable = false)
    public String channel;

    @Column(name = "trace_id")
    public String traceId;

    @Column(name = "said_at", nullable = false)
    public OffsetDateTime saidAt;

    /** Who spoke, by name, when known (imports); otherwise the role says it. */
    public String speaker;

    /** The message's id in the system it was imported from. */
    @Column(name = "external_id")
    public String externalId;

    /** The import that brought the message, if any. */
    @Column(name = "import_id")
    public UUID importId;

    /**
     * The sentence vector search computes after the commit; written here only as {@link #NO_VECTOR}, for a
     * message made of an engine's set phrases, which needs none. Never read nor updated through the entity.
     */
    @Basic(fetch = FetchType.LAZY)
    @Column(updatable = false)
    public byte[] embedding;

    /** A vector of no dimensions: computed, and empty, so the indexer leaves the message alone. */
    public static final byte[] NO_VECTOR = new byte[0];
}
