package io.souvenir.ledger.reminders;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.souvenir.ledger.actions.Due;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@ApplicationScoped
public class ReminderRepository implements PanacheRepositoryBase<Reminder, UUID> {

    public Optional<Reminder> locked(UUID id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }

    public List<Due> due(OffsetDateTime now) {
        return Due.scan(getEntityManager(), "due_reminders", now);
    }
}
