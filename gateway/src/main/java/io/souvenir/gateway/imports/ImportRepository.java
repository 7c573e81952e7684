package io.souvenir.gateway.imports;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.Optional;
import java.util.UUID;

/** No tenant filter on purpose: the transaction is bound to the caller and row-level security hides the rest. */
@ApplicationScoped
public class ImportRepository {

    private final EntityManager entityManager;

    ImportRepository(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    public void persist(Import accepted) {
        entityManager.persist(accepted);
    }

    public Optional<Import> find(UUID id) {
        return Optional.ofNullable(entityManager.find(Import.class, id));
    }
}
