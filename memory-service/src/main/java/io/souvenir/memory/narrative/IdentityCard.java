package io.souvenir.memory.narrative;

import io.souvenir.memory.UserKey;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

@Entity
@Table(name = "identity_cards")
@IdClass(UserKey.class)
public class IdentityCard {

    @Id
    @Column(name = "user_id")
    public String userId;

    @Id
    @Column(name = "workspace_id")
    public String workspaceId;

    @Column(nullable = false)
    public String markdown;

    @Column(name = "updated_at", nullable = false)
    public OffsetDateTime updatedAt;
}
