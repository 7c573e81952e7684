package io.souvenir.memory.narrative;

import io.souvenir.memory.UserKey;
import io.souvenir.memory.memories.MemoryRepository;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.util.Optional;

/** Each user's identity card, rendered again whenever their durable memories change. */
@ApplicationScoped
public class IdentityCards {

    private final MemoryRepository memories;
    private final EntityManager entityManager;
    private final TenantSession tenantSession;

    IdentityCards(MemoryRepository memories, EntityManager entityManager, TenantSession tenantSession) {
        this.memories = memories;
        this.entityManager = entityManager;
        this.tenantSession = tenantSession;
    }

    @Transactional
    public Optional<IdentityCard> of(Tenant caller) {
        tenantSession.bind(caller);
        return find(caller);
    }

    /**
     * Within the transaction that changed the user's memories: renders the card again and keeps it
     * only if it reads differently, so {@code updatedAt} says when the card last changed.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void refresh(Tenant tenant, OffsetDateTime at) {
        String markdown = IdentityCardRenderer.render(memories.durable());
        Optional<IdentityCard> current = find(tenant);
        if (markdown.isEmpty()) {
            current.ifPresent(entityManager::remove);
            return;
        }
        IdentityCard card = current.orElseGet(() -> {
            IdentityCard fresh = new IdentityCard();
            fresh.userId = tenant.userId();
            fresh.workspaceId = tenant.workspaceId();
            return fresh;
        });
        if (!markdown.equals(card.markdown)) {
            card.markdown = markdown;
            card.updatedAt = at;
            if (current.isEmpty()) {
                entityManager.persist(card);
            }
        }
    }

    private Optional<IdentityCard> find(Tenant tenant) {
        return Optional.ofNullable(entityManager.find(IdentityCard.class, new UserKey(tenant.userId(), tenant.workspaceId())));
    }
}
