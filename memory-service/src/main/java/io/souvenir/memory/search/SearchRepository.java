package io.souvenir.memory.search;

import io.souvenir.memory.search.HitType.Ref;
import io.souvenir.platform.tenancy.Tenant;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * Search's queries, in plain JDBC on a connection already bound to the tenant: row-level
 * security shows them that user's rows only, so they carry no tenant filter.
 */
public final class SearchRepository {

    /** A person the user told about. */
    public record Person(UUID id, String name, String relation, String text) {
    }

    public record Scored(Ref ref, double score) {
    }

    /**
     * What a hit shows, and when it was said (a message) or told (a memory: its source message's
     * time, else when it was recorded). {@code kind}: a memory's kind, or a message's role.
     */
    public record Detail(Ref ref, String kind, String text, OffsetDateTime at, String externalId, UUID sourceMessage,
            boolean candidate) {
    }

    /** A row without a vector yet, and the text its vector is computed from. */
    public record Unembedded(Ref ref, String text) {
    }

    public record Vector(Ref ref, float[] values) {
    }

    /** {@code relation}: a person's relation to the user ("wife", "son"), else null. */
    public record Node(UUID id, String kind, String label, String relation) {
    }

    public record Link(UUID source, UUID target, String type) {
    }

    private static final String LIVE = "status in ('active', 'candidate')";

    public List<Person> persons(Connection connection) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(
                "select id, person_name, person_relation, text from memories where kind = 'person' and " + LIVE)) {
            return rows(query, row -> new Person(row.getObject(1, UUID.class), row.getString(2), row.getString(3), row.getString(4)));
        }
    }

    /** Memories about the given persons ({@code about_person}), most recently mentioned first: [memory id, person id]. */
    public List<UUID[]> aboutPersons(Connection connection, Collection<UUID> persons, int limit) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("""
                select l.from_id, l.to_id from memory_links l join memories m on m.id = l.from_id
                 where l.type = 'about_person' and l.to_id = any(?) and m.status in ('active', 'candidate')
                 order by m.last_mentioned_at desc limit ?""")) {
            query.setArray(1, uuids(connection, persons));
            query.setInt(2, limit);
            return rows(query, row -> new UUID[] {row.getObject(1, UUID.class), row.getObject(2, UUID.class)});
        }
    }

    /**
     * The lexemes PostgreSQL indexes for each folded word, in French, English and simple (names,
     * speakers): what {@code search_text} holds for that word. Indexed as {@code words}.
     */
    public List<List<String>> lexemes(Connection connection, List<String> words) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("""
                select w.i, l.lexeme from unnest(?::text[]) with ordinality as w(word, i)
                 cross join lateral unnest(tsvector_to_array(to_tsvector('french', w.word) || to_tsvector('english', w.word)
                                                             || to_tsvector('simple', w.word))) as l(lexeme)""")) {
            query.setArray(1, connection.createArrayOf("text", words.toArray()));
            List<List<String>> lexemes = new ArrayList<>();
            words.forEach(word -> lexemes.add(new ArrayList<>()));
            rows(query, row -> lexemes.get(row.getInt(1) - 1).add(row.getString(2)));
            return lexemes;
        }
    }

    public List<Detail> details(Connection connection, Collection<Ref> refs) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("""
                select 0, m.id, m.text, coalesce(s.said_at, m.recorded_at), s.external_id, m.kind, m.source_message_id,
                       m.status = 'candidate'
                  from memories m left join messages s on s.id = m.source_message_id where m.id = any(?)
                union all
                select 1, s.id, s.text, s.said_at, s.external_id, s.role, null, false from messages s where s.id = any(?)""")) {
            query.setArray(1, uuids(connection, idsOf(refs, HitType.MEMORY)));
            query.setArray(2, uuids(connection, idsOf(refs, HitType.MESSAGE)));
            return rows(query, row -> new Detail(ref(row, 1, 2), row.getString(6), row.getString(3),
                    row.getObject(4, OffsetDateTime.class), row.getString(5), row.getObject(7, UUID.class), row.getBoolean(8)));
        }
    }

    /**
     * Every live memory and message of the user as search ranks them: words, vector, time; the
     * messages of a session together, in the order they were said.
     */
    public List<UserCorpus.Row> corpus(Connection connection) throws SQLException {
        return changedSince(connection, null).stream().filter(Changed::live).map(Changed::row).toList();
    }

    /** A row as it is now, and whether search still finds it (a live memory, a message not forgotten). */
    public record Changed(UserCorpus.Row row, boolean live) {
    }

    /** The rows changed since {@code since} (every row for null), in corpus order, dropped ones among them. */
    public List<Changed> changedSince(Connection connection, OffsetDateTime since) throws SQLException {
        List<Changed> rows = new ArrayList<>();
        String changed = since == null ? "true" : "changed_at > ?";
        try (PreparedStatement query = connection.prepareStatement("select id, last_mentioned_at, search_text::text, embedding, "
                + LIVE + " from memories where " + (since == null ? LIVE : changed))) {
            if (since != null) {
                query.setObject(1, since);
            }
            query.setFetchSize(1000);
            rows.addAll(rows(query, row -> new Changed(new UserCorpus.Row(HitType.MEMORY.ref(row.getObject(1, UUID.class)), null,
                    null, row.getObject(2, OffsetDateTime.class).toEpochSecond(), row.getString(3), floatsOrNull(row.getBytes(4)), 0, 0, null, false),
                    row.getBoolean(5))));
        }
        try (PreparedStatement query = connection.prepareStatement("""
                select id, session_id, speaker, said_at, search_text::text, embedding, recorded_at, forgotten_at is null, text,
                       role = 'assistant'
                  from messages where %s order by session_id, said_at, recorded_at, id"""
                .formatted(since == null ? "forgotten_at is null" : changed))) {
            if (since != null) {
                query.setObject(1, since);
            }
            query.setFetchSize(1000);
            rows.addAll(rows(query, row -> {
                OffsetDateTime said = row.getObject(4, OffsetDateTime.class);
                return new Changed(new UserCorpus.Row(HitType.MESSAGE.ref(row.getObject(1, UUID.class)), row.getObject(2, UUID.class),
                        row.getString(3), said.toEpochSecond(), row.getString(5), floatsOrNull(row.getBytes(6)), micros(said),
                        micros(row.getObject(7, OffsetDateTime.class)), row.getString(9), row.getBoolean(10)), row.getBoolean(8));
            }));
        }
        return rows;
    }

    /** The ids of every row search finds: what is not among them was deleted. */
    public Set<UUID> liveIds(Connection connection) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("select id from memories where " + LIVE
                + " union all select id from messages where forgotten_at is null")) {
            query.setFetchSize(5000);
            return new HashSet<>(rows(query, row -> row.getObject(1, UUID.class)));
        }
    }

    /** The database's time of this transaction's start: what a later read of the changes counts from. */
    public OffsetDateTime now(Connection connection) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("select now()")) {
            return rows(query, row -> row.getObject(1, OffsetDateTime.class)).get(0);
        }
    }

    private static long micros(OffsetDateTime at) {
        return at.toEpochSecond() * 1_000_000 + at.getNano() / 1_000;
    }

    public boolean hasUnembedded(Connection connection) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("""
                select exists (select 1 from memories where embedding is null)
                    or exists (select 1 from messages where embedding is null)""")) {
            return rows(query, row -> row.getBoolean(1)).get(0);
        }
    }

    /**
     * Rows still without a vector. A person is embedded with their name and relation, a message
     * with who said it: what a question about them names.
     */
    public List<Unembedded> unembedded(Connection connection, int limit) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("""
                (select 0, id, concat_ws(' ', person_name, '(' || person_relation || ')', text) from memories
                  where embedding is null limit ?)
                union all
                (select 1, id, coalesce(speaker, role) || ': ' || text from messages where embedding is null limit ?)""")) {
            query.setInt(1, limit);
            query.setInt(2, limit);
            return rows(query, row -> new Unembedded(ref(row, 1, 2), row.getString(3)));
        }
    }

    /** One statement per table for the whole batch (the vectors travel as hex text, as arrays of text bind plainly). */
    public void storeVectors(Connection connection, List<Vector> vectors) throws SQLException {
        HexFormat hex = HexFormat.of();
        for (HitType type : HitType.values()) {
            List<Vector> ofType = vectors.stream().filter(vector -> vector.ref().type() == type).toList();
            if (ofType.isEmpty()) {
                continue;
            }
            try (PreparedStatement update = connection.prepareStatement("update " + table(type)
                    + " t set embedding = decode(v.embedding, 'hex') from unnest(?, ?) as v(id, embedding) where t.id = v.id::uuid")) {
                update.setArray(1, connection.createArrayOf("text", ofType.stream().map(vector -> vector.ref().id().toString()).toArray()));
                update.setArray(2, connection.createArrayOf("text", ofType.stream().map(vector -> hex.formatHex(bytes(vector.values())))
                        .toArray()));
                update.executeUpdate();
            }
        }
    }

    public void link(Connection connection, Tenant tenant, List<Link> links) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("""
                insert into memory_links (from_id, to_id, type, user_id, workspace_id) values (?, ?, ?, ?, ?)
                on conflict do nothing""")) {
            for (Link link : links) {
                insert.setObject(1, link.source());
                insert.setObject(2, link.target());
                insert.setString(3, link.type());
                insert.setString(4, tenant.userId());
                insert.setString(5, tenant.workspaceId());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    /**
     * Marks {@code seeds} and up to {@code neighboursEach} direct link neighbours of each as
     * mentioned at {@code at}; returns the memories touched. Nothing while the owner's memory is off
     * or paused at {@code at}: a question asked then leaves no trace, not even a time.
     */
    public List<UUID> mention(Connection connection, Collection<UUID> seeds, int neighboursEach, OffsetDateTime at)
            throws SQLException {
        try (PreparedStatement update = connection.prepareStatement("""
                with seeds as (select unnest(?) as id),
                     near as (select n.neighbour from seeds s cross join lateral (
                                select case when l.from_id = s.id then l.to_id else l.from_id end as neighbour
                                  from memory_links l where l.from_id = s.id or l.to_id = s.id
                                 order by l.created_at desc limit ?) n)
                update memories set last_mentioned_at = greatest(last_mentioned_at, ?)
                 where id in (select id from seeds union select neighbour from near)
                   and not exists (select 1 from settings where not memory_enabled or paused_until > ?)
                returning id""")) {
            update.setArray(1, uuids(connection, seeds));
            update.setInt(2, neighboursEach);
            update.setObject(3, at);
            update.setObject(4, at);
            return rows(update, row -> row.getObject(1, UUID.class));
        }
    }

    /** The most recently mentioned live memories. */
    public List<Node> nodes(Connection connection, int limit) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("select id, kind, coalesce(person_name, text), person_relation from memories where "
                + LIVE + " order by last_mentioned_at desc, id limit ?")) {
            query.setInt(1, limit);
            return rows(query, row -> new Node(row.getObject(1, UUID.class), row.getString(2), row.getString(3),
                    row.getString(4)));
        }
    }

    public List<Link> links(Connection connection, Collection<UUID> between) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(
                "select from_id, to_id, type from memory_links where from_id = any(?) and to_id = any(?)")) {
            Array ids = uuids(connection, between);
            query.setArray(1, ids);
            query.setArray(2, ids);
            return rows(query, row -> new Link(row.getObject(1, UUID.class), row.getObject(2, UUID.class), row.getString(3)));
        }
    }

    public static byte[] bytes(float[] vector) {
        ByteBuffer buffer = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asFloatBuffer().put(vector);
        return buffer.array();
    }

    private static float[] floatsOrNull(byte[] bytes) {
        return bytes == null ? null : floats(bytes);
    }

    static float[] floats(byte[] bytes) {
        float[] vector = new float[bytes.length / Float.BYTES];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(vector);
        return vector;
    }

    private static String table(HitType type) {
        return type == HitType.MEMORY ? "memories" : "messages";
    }

    private static Ref ref(ResultSet row, int typeColumn, int idColumn) throws SQLException {
        return HitType.values()[row.getInt(typeColumn)].ref(row.getObject(idColumn, UUID.class));
    }

    private static List<UUID> idsOf(Collection<Ref> refs, HitType type) {
        return refs.stream().filter(ref -> ref.type() == type).map(Ref::id).toList();
    }

    private static Array uuids(Connection connection, Collection<UUID> ids) throws SQLException {
        return connection.createArrayOf("uuid", ids.toArray());
    }

    @FunctionalInterface
    private interface RowMapper<T> {
        T map(ResultSet row) throws SQLException;
    }

    private static <T> List<T> rows(PreparedStatement statement, RowMapper<T> mapper) throws SQLException {
        try (ResultSet result = statement.executeQuery()) {
            List<T> rows = new ArrayList<>();
            while (result.next()) {
                rows.add(mapper.map(result));
            }
            return rows;
        }
    }
}
