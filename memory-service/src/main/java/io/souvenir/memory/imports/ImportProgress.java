package io.souvenir.memory.imports;

import io.souvenir.platform.tenancy.UserOwned;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.UUID;

/** How far an import got: its chunks arrive one at a time, its extraction comes back in slices. */
@Entity
@Table(name = "imports")
public class ImportProgress extends UserOwned {

    @Id
    public UUID id;

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
