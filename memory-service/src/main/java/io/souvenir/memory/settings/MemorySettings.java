package io.souvenir.memory.settings;

import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.memory.UserKey;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

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

    /** Off wins over paused; a pause that has ended is no pause. */
    public MemoryState stateAt(OffsetDateTime now) {
        if (!memoryEnabled) {
            return MemoryState.OFF;
        }
        return pausedUntil != null && pausedUntil.isAfter(now) ? MemoryState.PAUSED : MemoryState.ON;
    }
}
