package io.souvenir.bench.knowledge;

import io.souvenir.memory.knowledge.DocumentInput;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The baseline: plain PostgreSQL full-text search of the same documents, as a simple index would
 * do it: every field in one {@code simple} tsvector (no stems, no typos, no field weights, no
 * Chinese segmentation), any of the question's words, ranked by ts_rank.
 */
final class PlainFullText {

    private PlainFullText() {
    }

    static void load(Connection superuser, List<DocumentInput> documents) throws SQLException {
        try (Statement ddl = superuser.createStatement()) {
            ddl.execute("create schema if not exists bench");
            ddl.execute("drop table if exists bench.plain_documents");
            ddl.execute("create table bench.plain_documents (path text primary key, search tsvector not null)");
        }
        try (PreparedStatement insert = superuser.prepareStatement(
                "insert into bench.plain_documents values (?, to_tsvector('simple', ?))")) {
            for (DocumentInput d : documents) {
                insert.setString(1, d.path());
                insert.setString(2, String.join(" ", d.name(), nullToEmpty(d.description()), d.keywords() == null ? "" : String.join(" ", d.keywords()),
                        nullToEmpty(d.summary()), nullToEmpty(d.body())));
                insert.addBatch();
            }
            insert.executeBatch();
        }
        try (Statement ddl = superuser.createStatement()) {
            ddl.execute("create index on bench.plain_documents using gin (search)");
            ddl.execute("analyze bench.plain_documents");
        }
    }

    static List<String> search(Connection connection, String question, int k) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("""
                with q as (select nullif(replace(plainto_tsquery('simple', ?)::text, '&', '|'), '')::tsquery as query)
                select path from bench.plain_documents, q where search @@ q.query
                 order by ts_rank(search, q.query) desc, path limit ?""")) {
            select.setString(1, question);
            select.setInt(2, k);
            try (ResultSet rows = select.executeQuery()) {
                List<String> paths = new ArrayList<>();
                while (rows.next()) {
                    paths.add(rows.getString(1));
                }
                return paths;
            }
        }
    }

    private static String nullToEmpty(String value) {
        return value == null ? "" : value;
    }
}
