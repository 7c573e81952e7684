package io.souvenir.memory.imports;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.Optional;
import java.util.UUID;

/** No tenant filter on purpose: the transaction is bound to one tenant and row-level security hides the rest. */
@ApplicationScoped
public class ImportRepository {

    private final EntityManager entityManager;

    ImportRepository(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    public Optional<ImportProgress> find(UUID id) {
        return Optional.ofNullable(entityManager.find(ImportProgress.class, id));
    }

    public void persist(ImportProgress progress) {
        entityManager.persist(progress);
    }

    /** Memories drawn from the messages this import brought, whatever became of them since. */
    public long memoriesFrom(UUID importId) {
        return entityManager.createQuery("""
                        select count(memory) from Memory memory
                        where memory.sourceMessageId in (select message.id from Message message where message.importId = :importId)""",
                        Long.class)
                .setParameter("importId", importId)
                .getSingleResult();
    }
}
