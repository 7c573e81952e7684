package io.souvenir.gateway.imports;

import io.souvenir.platform.tenancy.UserOwned;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.UUID;

/** An import the gateway accepted and handed to memory-service. */
@Entity
@Table(name = "imports")
public class Import extends UserOwned {

    @Id
    public UUID id;

    @Column(name = "conversation_id", nullable = false)
    public String conversationId;

    @Column(name = "message_count", nullable = false)
    public int messageCount;

    @Column(nullable = false)
    public boolean extract;

    @Column(name = "created_at", nullable = false)
    public OffsetDateTime createdAt;
}
