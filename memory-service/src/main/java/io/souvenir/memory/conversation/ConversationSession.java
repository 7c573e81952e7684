package io.souvenir.memory.conversation;

import io.souvenir.platform.tenancy.UserOwned;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.UUID;

@Entity
@Table(name = "sessions")
public class ConversationSession extends UserOwned {

    @Id
    public UUID id;

    @Column(nullable = false)
    public String channel;

    @Column(name = "started_at", nullable = false)
    public OffsetDateTime startedAt;

    @Column(name = "last_message_at", nullable = false)
    public OffsetDateTime lastMessageAt;

    /** What fell out of the live window, told in batches; null until the first batch. */
    public String summary;

    /** When the last summarised message was said. */
    @Column(name = "summarized_through")
    public OffsetDateTime summarizedThrough;

    /** How many of the session's first messages the summary tells. */
    @Column(name = "summarized_messages", nullable = false)
    public int summarizedMessages;

    @Column(name = "summary_batches", nullable = false)
    public int summaryBatches;
}
