package io.souvenir.memory.conversation;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import org.hibernate.Session;

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

    /**
     * Inserts the messages not kept yet (same id, or same external id for this user) in one
     * statement, and returns how many were new. Pending entity changes (a new session) are
     * flushed first, since the messages refer to them.
     */
    public int insertMissing(List<Message> messages) {
        getEntityManager().flush();
        return getEntityManager().unwrap(Session.class).doReturningWork(connection -> insertMissing(connection, messages));
    }

    /**
     * The statement itself, on a connection bound to the messages' tenant (the search benchmarks
     * store imported conversations with it, exactly as an import does).
     */
    public static int insertMissing(Connection connection, List<Message> messages) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("""
                insert into messages (id, session_id, user_id, workspace_id, role, text, channel, trace_id, said_at,
                                      speaker, external_id, import_id, turn_id, embedding)
                select m.id::uuid, m.session_id::uuid, m.user_id, m.workspace_id, m.role, m.text, m.channel, m.trace_id,
                       m.said_at::timestamptz, m.speaker, m.external_id, m.import_id::uuid, m.turn_id::uuid,
                       case when m.set_phrases::boolean then ''::bytea end
                from unnest(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                     as m(id, session_id, user_id, workspace_id, role, text, channel, trace_id, said_at,
                          speaker, external_id, import_id, turn_id, set_phrases)
                on conflict do nothing""")) {
            // set phrases: an empty vector, so the search indexer has nothing to compute for them
            List<Function<Message, Object>> columns = List.of(m -> m.id, m -> m.sessionId, m -> m.userId, m -> m.workspaceId,
                    m -> m.role, m -> m.text, m -> m.channel, m -> m.traceId, m -> m.saidAt, m -> m.speaker, m -> m.externalId,
                    m -> m.importId, m -> m.turnId, m -> m.setPhrases);
            for (int column = 0; column < columns.size(); column++) {
                Function<Message, Object> value = columns.get(column);
                insert.setArray(column + 1, connection.createArrayOf("text", messages.stream()
                        .map(value).map(v -> v == null ? null : v.toString()).toArray()));
            }
            return insert.executeUpdate();
        }
    }

    public List<Message> recent(Optional<UUID> sessionId, int limit) {
        Sort newestFirst = Sort.descending("saidAt", "id");
        return sessionId.map(id -> find("sessionId", newestFirst, id)).orElseGet(() -> findAll(newestFirst))
                .page(Page.ofSize(limit))
                .list();
    }

    public long countInSession(UUID sessionId) {
        // not Panache's count, which translates its query again at every call
        return getEntityManager().createQuery("select count(*) from Message where sessionId = ?1", Long.class)
                .setParameter(1, sessionId).getSingleResult();
    }

    /** A session's messages in the order they were said, from {@code offset} on. */
    public List<Message> inSession(UUID sessionId, int offset, int limit) {
        return find("sessionId", Sort.ascending("saidAt", "id"), sessionId).range(offset, offset + limit - 1).list();
    }

    /** The latest sessions first, each with its first user message and its number of messages. */
    public List<SessionSummary> recentSessions(int limit) {
        return getEntityManager().unwrap(Session.class).doReturningWork(connection -> {
            try (PreparedStatement select = connection.prepareStatement("""
                    select s.id, s.channel, s.started_at, s.last_message_at,
                           (select m.text from messages m
                             where m.user_id = s.user_id and m.workspace_id = s.workspace_id and m.session_id = s.id
                               and m.role = 'user' order by m.said_at, m.id limit 1) as title,
                           (select count(*) from messages m
                             where m.user_id = s.user_id and m.workspace_id = s.workspace_id and m.session_id = s.id) as messages
                      from sessions s order by s.last_message_at desc, s.id limit ?""")) {
                select.setInt(1, limit);
                List<SessionSummary> sessions = new ArrayList<>();
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        sessions.add(new SessionSummary(rows.getObject("id", UUID.class), rows.getString("channel"),
                                rows.getObject("started_at", OffsetDateTime.class), rows.getObject("last_message_at", OffsetDateTime.class),
                                rows.getString("title"), rows.getLong("messages")));
                    }
                }
                return sessions;
            }
        });
    }
}
