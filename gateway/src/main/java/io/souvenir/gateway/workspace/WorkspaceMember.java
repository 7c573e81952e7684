package io.souvenir.gateway.workspace;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.OffsetDateTime;
import java.util.Objects;

/** One user's membership of one workspace (migration V1_6). */
@Entity
@Table(name = "workspace_members")
public class WorkspaceMember {

    public static final String ACTIVE = "active";
    public static final String REMOVED = "removed";

    @Embeddable
    public static class Key implements Serializable {

        @Column(name = "workspace_id", nullable = false)
        public String workspaceId;

        @Column(name = "user_id", nullable = false)
        public String userId;

        protected Key() {
        }

        public Key(String workspaceId, String userId) {
            this.workspaceId = workspaceId;
            this.userId = userId;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && workspaceId.equals(key.workspaceId) && userId.equals(key.userId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(workspaceId, userId);
        }
    }

    @EmbeddedId
    public Key key;

    public String username;

    /** {@link MemberRole#wireName()}: member or admin, as the member's last token said. */
    @Column(nullable = false)
    public String role;

    /** {@link #ACTIVE} or {@link #REMOVED}. */
    @Column(nullable = false)
    public String status;

    @Column(name = "joined_at", nullable = false)
    public OffsetDateTime joinedAt;

    @Column(name = "last_seen_at", nullable = false)
    public OffsetDateTime lastSeenAt;

    @Column(name = "removed_at")
    public OffsetDateTime removedAt;

    @Column(name = "removed_by")
    public String removedBy;

    public boolean isActive() {
        return ACTIVE.equals(status);
    }
}
