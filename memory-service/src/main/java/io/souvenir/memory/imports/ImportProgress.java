package io.souvenir.memory.imports;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.UUID;

/** How far an import got: its chunks arrive one at a time, its extraction comes back in slices. */
@Entity
@Table(name = "imports")
public class ImportProgress {

    @Id
    public UUID id;

    @Column(name = "user_id", nullable = false)
    public String userId;

    @Column(name = "workspace_id", nullable = false)
    public String workspaceId;

    @Column(name = "message_count", nullable = false)
    public int messageCount;

    @Column(name = "messages_stored", nullable = false)
    public int messagesStored;

    @Column(name = "extraction_pending", nullable = false)
    public int extractionPending;

    @Column(nullable = false)
    public boolean failed;

    @Column(name = "created_at", nullable = false)
    public OffsetDateTime createdAt;

    @Column(name = "updated_at", nullable = false)
    public OffsetDateTime updatedAt;
}
