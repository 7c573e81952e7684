package io.souvenir.memory.contexts;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agroal.api.AgroalDataSource;
import io.souvenir.contracts.context.Citation;
import io.souvenir.memory.contexts.Contexts.Core;
import io.souvenir.memory.contexts.Contexts.Counts;
import io.souvenir.memory.contexts.Contexts.Ingestion;
import io.souvenir.memory.contexts.Contexts.Item;
import io.souvenir.memory.contexts.Contexts.Note;
import io.souvenir.memory.contexts.Contexts.Opening;
import io.souvenir.memory.contexts.Contexts.Output;
import io.souvenir.memory.contexts.Contexts.Source;
import io.souvenir.memory.contexts.Contexts.Summary;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The context tables, on the connection of the caller's transaction, which is bound to the user:
 * row-level security confines every statement to them, and the tenant columns are written from
 * the same tenant.
 */
@ApplicationScoped
public class ContextRepository {

    private static final TypeReference<List<SpeakerTurn>> TURNS = new TypeReference<>() {
    };
    private static final String SEARCH = " and to_tsvector('simple', %s) @@ to_tsquery('simple', ?)";

    private final AgroalDataSource dataSource;
    private final ObjectMapper json;

    ContextRepository(AgroalDataSource dataSource, ObjectMapper json) {
        this.dataSource = dataSource;
        this.json = json;
    }

    @FunctionalInterface
    private interface Rows<T> {
        T read(ResultSet rows) throws SQLException;
    }

    private <T> List<T> query(String sql, Rows<T> row, Object... parameters) {
        try (Connection connection = dataSource.getConnection(); PreparedStatement select = connection.prepareStatement(sql)) {
            bind(select, parameters);
            try (ResultSet rows = select.executeQuery()) {
                List<T> found = new ArrayList<>();
                while (rows.next()) {
                    found.add(row.read(rows));
                }
                return found;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("context query failed", e);
        }
    }

    private int update(String sql, Object... parameters) {
        try (Connection connection = dataSource.getConnection(); PreparedStatement statement = connection.prepareStatement(sql)) {
            bind(statement, parameters);
            return statement.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("context update failed", e);
        }
    }

    private static void bind(PreparedStatement statement, Object... parameters) throws SQLException {
        for (int i = 0; i < parameters.length; i++) {
            Object value = parameters[i];
            if (value instanceof UUID[] ids) {
                statement.setArray(i + 1, statement.getConnection().createArrayOf("uuid", ids));
            } else if (value instanceof String[] array) {
                statement.setArray(i + 1, statement.getConnection().createArrayOf("text", array));
            } else if (value instanceof Json text) {
                statement.setObject(i + 1, text.value(), Types.OTHER);
            } else {
                statement.setObject(i + 1, value);
            }
        }
    }

    /** A jsonb parameter. */
    private record Json(String value) {
    }

    // ---- contexts

    public boolean insertContext(Tenant tenant, UUID id, String name, String nameKey, String mission, String directives,
            OffsetDateTime now) {
        return update("""
                insert into contexts (user_id, workspace_id, id, name, name_key, mission, directives, created_at, updated_at)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing""",
                tenant.userId(), tenant.workspaceId(), id, name, nameKey, mission, directives, now, now) == 1;
    }

    public List<Summary> list() {
        return query("select id, name, mission, updated_at from contexts order by updated_at desc, name",
                rows -> new Summary(rows.getObject(1, UUID.class), rows.getString(2), rows.getString(3),
                        rows.getObject(4, OffsetDateTime.class)));
    }

    public Optional<UUID> byNameKey(String nameKey) {
        return query("select id from contexts where name_key = ?", rows -> rows.getObject(1, UUID.class), nameKey).stream().findFirst();
    }

    public boolean exists(UUID id) {
        return !query("select 1 from contexts where id = ?", rows -> 1, id).isEmpty();
    }

    /** Locks the context's row until the transaction ends (two ingestions of it apply one after the other). */
    public boolean lock(UUID id) {
        return !query("select 1 from contexts where id = ? for update", rows -> 1, id).isEmpty();
    }

    public Optional<Core> core(UUID id) {
        Map<String, List<Item>> items = new HashMap<>();
        for (Item item : items(id)) {
            items.computeIfAbsent(item.kind(), kind -> new ArrayList<>()).add(item);
        }
        return query("""
                select id, name, mission, directives, state, synthesis, handoff, created_at, updated_at,
                       (select count(*) from context_sources s where s.context_id = c.id),
                       (select count(*) from context_sources s where s.context_id = c.id and s.ingested_by is null),
                       (select count(*) from context_notes n where n.context_id = c.id),
                       (select count(*) from context_outputs o where o.context_id = c.id)
                  from contexts c where id = ?""",
                rows -> new Core(rows.getObject(1, UUID.class), rows.getString(2), rows.getString(3), rows.getString(4),
                        rows.getString(5), rows.getString(6), rows.getString(7),
                        items.getOrDefault(Contexts.TODO, List.of()), items.getOrDefault(Contexts.DECISION, List.of()),
                        items.getOrDefault(Contexts.CONTRADICTION, List.of()), items.getOrDefault(Contexts.QUESTION, List.of()),
                        new Counts(rows.getInt(10), rows.getInt(11), rows.getInt(12), rows.getInt(13)),
                        rows.getObject(8, OffsetDateTime.class), rows.getObject(9, OffsetDateTime.class)), id)
                .stream().findFirst();
    }

    public void updateFrame(UUID id, String mission, String directives, OffsetDateTime now) {
        update("update contexts set mission = ?, directives = ?, updated_at = ? where id = ?", mission, directives, now, id);
    }

    public void rename(UUID id, String name, String nameKey, OffsetDateTime now) {
        update("update contexts set name = ?, name_key = ?, updated_at = ? where id = ?", name, nameKey, now, id);
    }

    public void updateNote(UUID id, String text) {
        update("update context_notes set text = ? where id = ?", text, id);
    }

    public void updateOutput(UUID id, String title, String body) {
        update("update context_outputs set title = ?, body = ? where id = ?", title, body, id);
    }

    public void deleteOutput(UUID id) {
        update("delete from context_outputs where id = ?", id);
    }

    public void updateState(UUID id, String state, String synthesis, String handoff, OffsetDateTime now) {
        update("update contexts set state = ?, synthesis = ?, handoff = ?, updated_at = ? where id = ?",
                state, synthesis, handoff, now, id);
    }

    public void touch(UUID id, OffsetDateTime now) {
        update("update contexts set updated_at = ? where id = ?", now, id);
    }

    // ---- sources

    public boolean insertSource(Tenant tenant, UUID contextId, UUID id, String kind, String title, String text, String format,
            List<String> speakers, List<SpeakerTurn> turns, OffsetDateTime recordedAt, OffsetDateTime now) {
        return update("""
                insert into context_sources (user_id, workspace_id, id, context_id, kind, title, text, format, speakers, turns,
                                             recorded_at, created_at)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing""",
                tenant.userId(), tenant.workspaceId(), id, contextId, kind, title, text, format,
                speakers.toArray(String[]::new), turns == null ? null : new Json(write(turns)), recordedAt, now) == 1;
    }

    public Optional<Source> source(UUID contextId, UUID id) {
        return query(SOURCE_SELECT + " where context_id = ? and id = ?", this::source, contextId, id).stream().findFirst();
    }

    private static final String SOURCE_SELECT =
            "select id, kind, title, text, format, speakers, turns, recorded_at, created_at, ingested_by from context_sources";

    /** The context's sources, oldest first; only those no ingestion read yet when {@code pending}; matching {@code q} when given. */
    public List<Source> sources(UUID contextId, boolean pending, String q) {
        String sql = SOURCE_SELECT + " where context_id = ?" + (pending ? " and ingested_by is null" : "")
                + (q == null ? "" : SEARCH.formatted("coalesce(title, '') || ' ' || text")) + " order by created_at, id";
        if (q == null) {
            return query(sql, this::source, contextId);
        }
        String words = OnDemand.anyWord(q);
        return words == null ? List.of() : query(sql, this::source, contextId, words);
    }

    private Source source(ResultSet rows) throws SQLException {
        String turns = rows.getString(7);
        return new Source(rows.getObject(1, UUID.class), rows.getString(2), rows.getString(3), rows.getString(4), rows.getString(5),
                List.of((String[]) rows.getArray(6).getArray()), turns == null ? null : read(turns),
                rows.getObject(8, OffsetDateTime.class), rows.getObject(9, OffsetDateTime.class), rows.getObject(10) != null);
    }

    public java.util.Set<UUID> sourceIds(UUID contextId) {
        return new java.util.HashSet<>(query("select id from context_sources where context_id = ?", rows -> rows.getObject(1, UUID.class),
                contextId));
    }

    /** Of {@code ids}, those of this context that no ingestion read yet, marked read by {@code jobId}. */
    public List<UUID> markIngested(UUID contextId, List<UUID> ids, UUID jobId) {
        return query("""
                update context_sources set ingested_by = ? where context_id = ? and id = any(?) and ingested_by is null returning id""",
                rows -> rows.getObject(1, UUID.class), jobId, contextId, ids.toArray(UUID[]::new));
    }

    // ---- notes, items, citations

    public void insertNote(Tenant tenant, UUID contextId, UUID id, String text, UUID jobId, List<Citation> citations,
            OffsetDateTime now) {
        update("insert into context_notes (user_id, workspace_id, id, context_id, text, job_id, created_at) values (?, ?, ?, ?, ?, ?, ?)",
                tenant.userId(), tenant.workspaceId(), id, contextId, text, jobId, now);
        cite(tenant, id, citations);
    }

    public void insertItem(Tenant tenant, UUID contextId, UUID id, String kind, String text, boolean done, UUID jobId,
            List<Citation> citations, OffsetDateTime now) {
        update("""
                insert into context_items (user_id, workspace_id, id, context_id, kind, text, done, job_id, created_at, updated_at)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing""",
                tenant.userId(), tenant.workspaceId(), id, contextId, kind, text, done, jobId, now, now);
        cite(tenant, id, citations);
    }

    private void cite(Tenant tenant, UUID citedBy, List<Citation> citations) {
        for (int i = 0; i < citations.size(); i++) {
            update("""
                    insert into context_citations (user_id, workspace_id, cited_by, source_id, quote, position)
                    values (?, ?, ?, ?, ?, ?) on conflict do nothing""",
                    tenant.userId(), tenant.workspaceId(), citedBy, citations.get(i).sourceId(), citations.get(i).quote(), i);
        }
    }

    public void changeItem(UUID id, Boolean done, String text, OffsetDateTime now) {
        update("update context_items set done = coalesce(?, done), text = coalesce(?, text), updated_at = ? where id = ?",
                done, text, now, id);
    }

    public Optional<Item> updateItem(UUID contextId, UUID id, String kind, Boolean done, String text, OffsetDateTime now) {
        update("update context_items set done = coalesce(?, done), text = coalesce(?, text), updated_at = ? "
                + "where context_id = ? and id = ? and kind = ?", done, text, now, contextId, id, kind);
        return items(contextId).stream().filter(item -> item.id().equals(id) && item.kind().equals(kind)).findFirst();
    }

    public void deleteItem(UUID contextId, UUID id) {
        update("delete from context_citations where cited_by = ?", id);
        update("delete from context_items where context_id = ? and id = ?", contextId, id);
    }

    public List<Item> items(UUID contextId) {
        Map<UUID, List<Citation>> citations = citations(contextId, "context_items");
        return query("select id, kind, text, done, created_at from context_items where context_id = ? order by created_at, id",
                rows -> {
                    UUID id = rows.getObject(1, UUID.class);
                    return new Item(id, rows.getString(2), rows.getString(3), rows.getBoolean(4), citations.getOrDefault(id, List.of()),
                            rows.getObject(5, OffsetDateTime.class));
                }, contextId);
    }

    public List<Note> notes(UUID contextId, String q) {
        Map<UUID, List<Citation>> citations = citations(contextId, "context_notes");
        String sql = "select id, text, created_at from context_notes where context_id = ?"
                + (q == null ? "" : SEARCH.formatted("text")) + " order by created_at, id";
        Rows<Note> note = rows -> {
            UUID id = rows.getObject(1, UUID.class);
            return new Note(id, rows.getString(2), citations.getOrDefault(id, List.of()), rows.getObject(3, OffsetDateTime.class));
        };
        if (q == null) {
            return query(sql, note, contextId);
        }
        String words = OnDemand.anyWord(q);
        return words == null ? List.of() : query(sql, note, contextId, words);
    }

    public int deleteNotes(UUID contextId, List<UUID> ids) {
        update("delete from context_citations where cited_by = any(?)", (Object) ids.toArray(UUID[]::new));
        return update("delete from context_notes where context_id = ? and id = any(?)", contextId, ids.toArray(UUID[]::new));
    }

    private Map<UUID, List<Citation>> citations(UUID contextId, String citing) {
        Map<UUID, List<Citation>> citations = new LinkedHashMap<>();
        query("select c.cited_by, c.source_id, c.quote from context_citations c join " + citing + " x on x.id = c.cited_by "
                + "where x.context_id = ? order by c.cited_by, c.position", rows -> {
                    citations.computeIfAbsent(rows.getObject(1, UUID.class), id -> new ArrayList<>())
                            .add(new Citation(rows.getObject(2, UUID.class), rows.getString(3)));
                    return 1;
                }, contextId);
        return citations;
    }

    // ---- outputs

    public void insertOutput(Tenant tenant, UUID contextId, UUID id, String title, String body, OffsetDateTime now) {
        update("""
                insert into context_outputs (user_id, workspace_id, id, context_id, title, body, created_at)
                values (?, ?, ?, ?, ?, ?, ?) on conflict do nothing""",
                tenant.userId(), tenant.workspaceId(), id, contextId, title, body, now);
    }

    public List<Output> outputs(UUID contextId, String q) {
        String sql = "select id, title, body, created_at from context_outputs where context_id = ?"
                + (q == null ? "" : SEARCH.formatted("title || ' ' || body")) + " order by created_at, id";
        Rows<Output> output = rows -> new Output(rows.getObject(1, UUID.class), rows.getString(2), rows.getString(3),
                rows.getObject(4, OffsetDateTime.class));
        if (q == null) {
            return query(sql, output, contextId);
        }
        String words = OnDemand.anyWord(q);
        return words == null ? List.of() : query(sql, output, contextId, words);
    }

    // ---- ingestions

    public void insertIngestion(Tenant tenant, UUID contextId, UUID jobId, int pending, OffsetDateTime now) {
        update("""
                insert into context_ingestions (user_id, workspace_id, id, context_id, status, sources, requested_at)
                values (?, ?, ?, ?, 'queued', ?, ?)""", tenant.userId(), tenant.workspaceId(), jobId, contextId, pending, now);
    }

    public Optional<Ingestion> ingestion(UUID contextId, UUID jobId) {
        return query("""
                select id, context_id, status, sources, read, notes, decisions, todos, contradictions, questions, engine, requested_at,
                       finished_at
                  from context_ingestions where context_id = ? and id = ?""",
                rows -> new Ingestion(rows.getObject(1, UUID.class), rows.getObject(2, UUID.class), rows.getString(3), rows.getInt(4),
                        rows.getInt(5), rows.getInt(6), rows.getInt(7), rows.getInt(8), rows.getInt(9), rows.getInt(10), rows.getString(11),
                        rows.getObject(12, OffsetDateTime.class), rows.getObject(13, OffsetDateTime.class)), contextId, jobId)
                .stream().findFirst();
    }

    /** Adds one command's share to the job; the last one finishes it. */
    public void progress(UUID jobId, int read, int notes, int decisions, int todos, int contradictions, int questions, String engine,
            boolean last, OffsetDateTime now) {
        update("""
                update context_ingestions set status = ?, read = read + ?, notes = notes + ?, decisions = decisions + ?,
                       todos = todos + ?, contradictions = contradictions + ?, questions = questions + ?, engine = ?, finished_at = ?
                 where id = ?""",
                last ? "done" : "running", read, notes, decisions, todos, contradictions, questions, engine, last ? now : null, jobId);
    }

    /** The sources {@code jobId} read. */
    public java.util.Set<UUID> readBy(UUID contextId, UUID jobId) {
        return new java.util.HashSet<>(query("select id from context_sources where context_id = ? and ingested_by = ?",
                rows -> rows.getObject(1, UUID.class), contextId, jobId));
    }

    // ---- sessions

    public void open(Tenant tenant, UUID sessionId, UUID contextId, OffsetDateTime now) {
        update("""
                insert into context_sessions (user_id, workspace_id, session_id, context_id, opened_at) values (?, ?, ?, ?, ?)
                on conflict (user_id, workspace_id, session_id) do update set context_id = excluded.context_id, opened_at = excluded.opened_at""",
                tenant.userId(), tenant.workspaceId(), sessionId, contextId, now);
    }

    public Optional<UUID> openIn(UUID sessionId) {
        return query("select context_id from context_sessions where session_id = ?", rows -> rows.getObject(1, UUID.class), sessionId)
                .stream().findFirst();
    }

    public List<Opening> openings(UUID contextId) {
        return query("select session_id, context_id, opened_at from context_sessions where context_id = ? order by opened_at",
                rows -> new Opening(rows.getObject(1, UUID.class), rows.getObject(2, UUID.class), rows.getObject(3, OffsetDateTime.class)),
                contextId);
    }

    private String write(List<SpeakerTurn> turns) {
        try {
            return json.writeValueAsString(turns);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private List<SpeakerTurn> read(String turns) {
        try {
            return json.readValue(turns, TURNS);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable speaker turns", e);
        }
    }
}
