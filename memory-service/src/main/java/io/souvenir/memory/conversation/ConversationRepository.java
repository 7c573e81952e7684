package io.souvenir.memory.conversation;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Queries carry no tenant filter on purpose: the transaction is bound to one tenant and
 * row-level security shows it nothing else.
 */
@ApplicationScoped
public class ConversationRepository implements PanacheRepositoryBase<Message, UUID> {

    public Optional<ConversationSession> findSession(UUID id) {
        return Optional.ofNullable(getEntityManager().find(ConversationSession.class, id));
    }

    public void persistSession(ConversationSession session) {
        getEntityManager().persist(session);
    }

    public List<Message> recent(Optional<UUID> sessionId, int limit) {
        Sort newestFirst = Sort.descending("saidAt", "id");
        return sessionId.map(id -> find("sessionId", newestFirst, id)).orElseGet(() -> findAll(newestFirst))
                .page(Page.ofSize(limit))
                .list();
    }

    public long countInSession(UUID sessionId) {
        return count("sessionId", sessionId);
    }

    /** A session's messages in the order they were said, from {@code offset} on. */
    public List<Message> inSession(UUID sessionId, int offset, int limit) {
        return find("sessionId", Sort.ascending("saidAt", "id"), sessionId).range(offset, offset + limit - 1).list();
    }
}
