package io.souvenir.memory.consolidation;

import io.souvenir.memory.memories.MemoryRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** The receipts of the consolidator's applies: before and after images, and whether they were rolled back. */
@ApplicationScoped
public class Receipts {

    /** One receipt; images are JSON text as {@link Images} reads them. */
    public record Receipt(UUID applyId, String memoriesBefore, String memoriesAfter, String linksBefore, String linksAfter,
            String cardBefore, String cardAfter, OffsetDateTime rolledBackAt) {
    }

    private final EntityManager entityManager;

    Receipts(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    public void keep(String userId, String workspaceId, OffsetDateTime at, Receipt receipt) {
        entityManager.createNativeQuery("""
                        insert into consolidation_receipts (apply_id, user_id, workspace_id, applied_at, memories_before,
                            memories_after, links_before, links_after, card_before, card_after)
                        values (:id, :user, :workspace, :at, cast(:memoriesBefore as jsonb), cast(:memoriesAfter as jsonb),
                            cast(:linksBefore as jsonb), cast(:linksAfter as jsonb), cast(:cardBefore as jsonb), cast(:cardAfter as jsonb))""")
                .setParameter("id", receipt.applyId()).setParameter("user", userId).setParameter("workspace", workspaceId)
                .setParameter("at", at)
                .setParameter("memoriesBefore", receipt.memoriesBefore()).setParameter("memoriesAfter", receipt.memoriesAfter())
                .setParameter("linksBefore", receipt.linksBefore()).setParameter("linksAfter", receipt.linksAfter())
                .setParameter("cardBefore", receipt.cardBefore()).setParameter("cardAfter", receipt.cardAfter())
                .executeUpdate();
    }

    public Optional<Receipt> find(UUID applyId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery("""
                        select apply_id, memories_before::text, memories_after::text, links_before::text, links_after::text,
                               card_before::text, card_after::text, rolled_back_at
                        from consolidation_receipts where apply_id = :id for update""")
                .setParameter("id", applyId).getResultList();
        return rows.stream().findFirst().map(row -> new Receipt((UUID) row[0], (String) row[1], (String) row[2], (String) row[3],
                (String) row[4], (String) row[5], (String) row[6], MemoryRepository.offset(row[7])));
    }

    public void markRolledBack(UUID applyId, OffsetDateTime at) {
        entityManager.createNativeQuery("update consolidation_receipts set rolled_back_at = :at where apply_id = :id")
                .setParameter("at", at).setParameter("id", applyId).executeUpdate();
    }
}
