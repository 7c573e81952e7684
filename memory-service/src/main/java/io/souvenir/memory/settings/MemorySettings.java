package io.souvenir.memory.settings;

import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.memory.UserKey;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.Optional;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

@Entity
@Table(name = "settings")
@IdClass(UserKey.class)
public class MemorySettings {

    @Id
    @Column(name = "user_id")
    public String userId;

    @Id
    @Column(name = "workspace_id")
    public String workspaceId;

    @Column(name = "memory_enabled", nullable = false)
    public boolean memoryEnabled = true;

    @Column(name = "paused_until")
    public OffsetDateTime pausedUntil;

    /** The user's IANA time zone; null until the browser told it. */
    @Column(name = "time_zone")
    public String timeZone;

    /** The UI language, {@code fr} or {@code en}; null until the browser told it. */
    @Column(name = "language")
    public String language;

    @Column(name = "updated_at", nullable = false)
    public OffsetDateTime updatedAt;

    /** One more for every change of {@code memoryEnabled} or {@code pausedUntil}; 0 while they never changed. */
    @Column(name = "memory_version", nullable = false)
    public long memoryVersion;

    /**
     * When the latest versions began (memory-service's clock), oldest first, the last one
     * {@code memoryVersion}'s: at most {@link #CHANGES_KEPT}; empty while never changed.
     */
    @JdbcTypeCode(SqlTypes.ARRAY)
    @Column(name = "memory_changes", nullable = false)
    public OffsetDateTime[] memoryChanges = new OffsetDateTime[0];

    static final int CHANGES_KEPT = 8;

    /** A new version of the memory switches, beginning {@code at}. */
    void changedAt(OffsetDateTime at) {
        memoryVersion++;
        OffsetDateTime[] kept = Arrays.copyOfRange(memoryChanges, Math.max(0, memoryChanges.length + 1 - CHANGES_KEPT),
                memoryChanges.length + 1);
        kept[kept.length - 1] = at;
        memoryChanges = kept;
    }

    /** When {@code version} began, if it is one of the latest kept (never for version 0). */
    Optional<OffsetDateTime> beginningOf(long version) {
        long index = memoryChanges.length - 1 - (memoryVersion - version);
        return version < 1 || version > memoryVersion || index < 0 ? Optional.empty()
                : Optional.of(memoryChanges[(int) index]);
    }

    /** Off wins over paused; a pause that has ended is no pause. */
    public MemoryState stateAt(OffsetDateTime now) {
        if (!memoryEnabled) {
            return MemoryState.OFF;
        }
        return pausedUntil != null && pausedUntil.isAfter(now) ? MemoryState.PAUSED : MemoryState.ON;
    }
}
