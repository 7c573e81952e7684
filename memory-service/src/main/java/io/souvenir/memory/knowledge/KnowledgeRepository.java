package io.souvenir.memory.knowledge;

import io.souvenir.platform.tenancy.Tenant;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The knowledge tables, over the connection of a transaction bound to the user (row-level
 * security confines every statement to them; the tenant columns are written from the same tenant).
 */
public final class KnowledgeRepository {

    /** A source as listed: its documents, its revision and when it was last replaced. */
    public record SourceRow(String name, int documents, UUID revision, OffsetDateTime rebuiltAt) {
    }

    private static final String KEYWORD_SEPARATOR = "\u001f";
    private static final String COLUMNS = "id, source, path, name, description, keywords, type, summary, body, updated_at, expires_at, content_hash";

    private KnowledgeRepository() {
    }

    public static List<SourceRow> sources(Connection connection) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "select name, documents, revision, rebuilt_at from knowledge_sources order by name");
             ResultSet rows = select.executeQuery()) {
            List<SourceRow> sources = new ArrayList<>();
            while (rows.next()) {
                sources.add(new SourceRow(rows.getString(1), rows.getInt(2), rows.getObject(3, UUID.class),
                        rows.getObject(4, OffsetDateTime.class)));
            }
            return sources;
        }
    }

    /**
     * Creates or re-stamps the source with a new revision, holding its row until the transaction
     * ends: two replacements of the same source run one after the other.
     */
    static void stamp(Connection connection, Tenant tenant, String source, UUID revision) throws SQLException {
        try (PreparedStatement upsert = connection.prepareStatement("""
                insert into knowledge_sources (user_id, workspace_id, name, documents, revision, rebuilt_at)
                values (?, ?, ?, 0, ?, now())
                on conflict (user_id, workspace_id, name) do update set revision = excluded.revision, rebuilt_at = now()""")) {
            upsert.setString(1, tenant.userId());
            upsert.setString(2, tenant.workspaceId());
            upsert.setString(3, source);
            upsert.setObject(4, revision);
            upsert.executeUpdate();
        }
    }

    /** The source's revision, its row held until the transaction ends (two replacements run one after the other). */
    static Optional<UUID> lock(Connection connection, String source) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("select revision from knowledge_sources where name = ? for update")) {
            select.setString(1, source);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.of(row.getObject(1, UUID.class)) : Optional.empty();
            }
        }
    }

    static int recount(Connection connection, String source) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement("""
                update knowledge_sources set documents = (select count(*) from knowledge_documents d where d.source = knowledge_sources.name)
                 where name = ? returning documents""")) {
            update.setString(1, source);
            try (ResultSet row = update.executeQuery()) {
                row.next();
                return row.getInt(1);
            }
        }
    }

    /** Path → content hash of what the source holds now. */
    static Map<String, String> hashes(Connection connection, String source) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("select path, content_hash from knowledge_documents where source = ?")) {
            select.setString(1, source);
            try (ResultSet rows = select.executeQuery()) {
                Map<String, String> hashes = new HashMap<>();
                while (rows.next()) {
                    hashes.put(rows.getString(1), rows.getString(2));
                }
                return hashes;
            }
        }
    }

    static void delete(Connection connection, String source, List<String> paths) throws SQLException {
        if (paths.isEmpty()) {
            return;
        }
        try (PreparedStatement delete = connection.prepareStatement("delete from knowledge_documents where source = ? and path = any(?)")) {
            delete.setString(1, source);
            delete.setArray(2, connection.createArrayOf("text", paths.toArray()));
            delete.executeUpdate();
        }
    }

    /** Writes the documents (new ones inserted, existing paths overwritten) in one statement. */
    static void upsert(Connection connection, Tenant tenant, List<KnowledgeDocument> documents) throws SQLException {
        if (documents.isEmpty()) {
            return;
        }
        int n = documents.size();
        String[][] columns = new String[12][n];
        for (int i = 0; i < n; i++) {
            KnowledgeDocument d = documents.get(i);
            columns[0][i] = d.id().toString();
            columns[1][i] = d.source();
            columns[2][i] = d.path();
            columns[3][i] = d.name();
            columns[4][i] = d.description();
            columns[5][i] = String.join(KEYWORD_SEPARATOR, d.keywords());
            columns[6][i] = d.type();
            columns[7][i] = d.summary();
            columns[8][i] = d.body();
            columns[9][i] = d.updatedAt().toString();
            columns[10][i] = d.expiresAt() == null ? null : d.expiresAt().toString();
            columns[11][i] = d.contentHash();
        }
        try (PreparedStatement upsert = connection.prepareStatement("""
                insert into knowledge_documents (user_id, workspace_id, %s)
                select ?, ?, id::uuid, source, path, name, description, string_to_array(keywords, E'\\x1f'), type, summary, body,
                       updated_at::timestamptz, expires_at::timestamptz, content_hash
                  from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[],
                              ?::text[], ?::text[], ?::text[])
                       as d(id, source, path, name, description, keywords, type, summary, body, updated_at, expires_at, content_hash)
                on conflict (user_id, workspace_id, source, path) do update set
                    name = excluded.name, description = excluded.description, keywords = excluded.keywords, type = excluded.type,
                    summary = excluded.summary, body = excluded.body, updated_at = excluded.updated_at,
                    expires_at = excluded.expires_at, content_hash = excluded.content_hash""".formatted(COLUMNS))) {
            upsert.setString(1, tenant.userId());
            upsert.setString(2, tenant.workspaceId());
            for (int c = 0; c < columns.length; c++) {
                upsert.setArray(3 + c, connection.createArrayOf("text", columns[c]));
            }
            upsert.executeUpdate();
        }
    }

    static List<KnowledgeDocument> documents(Connection connection, String source) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "select " + COLUMNS + " from knowledge_documents where source = ? order by path")) {
            select.setString(1, source);
            return read(select);
        }
    }

    static Optional<KnowledgeDocument> document(Connection connection, UUID id) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("select " + COLUMNS + " from knowledge_documents where id = ?")) {
            select.setObject(1, id);
            return read(select).stream().findFirst();
        }
    }

    static boolean deleteSource(Connection connection, String source) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement("delete from knowledge_sources where name = ?")) {
            delete.setString(1, source);
            return delete.executeUpdate() > 0;
        }
    }

    private static List<KnowledgeDocument> read(PreparedStatement select) throws SQLException {
        select.setFetchSize(1000);
        try (ResultSet rows = select.executeQuery()) {
            List<KnowledgeDocument> documents = new ArrayList<>();
            while (rows.next()) {
                Array keywords = rows.getArray(6);
                documents.add(new KnowledgeDocument(rows.getObject(1, UUID.class), rows.getString(2), rows.getString(3),
                        rows.getString(4), rows.getString(5), keywords == null ? List.of() : Arrays.asList((String[]) keywords.getArray()),
                        rows.getString(7), rows.getString(8), rows.getString(9), rows.getObject(10, OffsetDateTime.class),
                        rows.getObject(11, OffsetDateTime.class), rows.getString(12)));
            }
            return documents;
        }
    }
}
