package io.souvenir.memory.conversation;

import io.souvenir.platform.tenancy.UserOwned;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Transient;
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
     * Only an engine's set phrases ("I see."): stored with an empty vector, which the search indexer
     * never computes (nothing in it to find by meaning).
     */
    @Transient
    public boolean setPhrases;
}
