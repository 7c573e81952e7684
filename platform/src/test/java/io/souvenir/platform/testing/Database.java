package io.souvenir.platform.testing;

import io.souvenir.platform.privacy.PersonalData;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Looks at a service's tables from outside the service, as its runtime role, the way an operator
 * with psql would: with no tenant bound, row-level security must show nothing.
 */
public final class Database {

    private Database() {
    }

    public static String url() {
        return "jdbc:postgresql://127.0.0.1:" + System.getenv().getOrDefault("SOUVENIR_TEST_PG_PORT", "55432") + "/souvenir";
    }

    /** Rows of {@code table} visible to {@code <schema>_app}, bound to a tenant or (null) to none. */
    public static long countAs(String schema, String table, String userId, String workspaceId) {
        String role = schema + "_app";
        try (Connection connection = DriverManager.getConnection(url(), role, role)) {
            connection.setAutoCommit(false);
            if (userId != null) {
                try (PreparedStatement bind = connection.prepareStatement(
                        "select set_config('souvenir.user_id', ?, true), set_config('souvenir.workspace_id', ?, true)")) {
                    bind.setString(1, userId);
                    bind.setString(2, workspaceId);
                    bind.execute();
                }
            }
            try (PreparedStatement count = connection.prepareStatement("select count(*) from " + schema + "." + table);
                 ResultSet result = count.executeQuery()) {
                result.next();
                long rows = result.getLong(1);
                connection.rollback();
                return rows;
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Rows of the owner's tenant in {@code table} visible to {@code <schema>_app} bound to a tenant (0 unless it is the owner's). */
    public static long countOfAs(String schema, String table, String ownerId, String ownerWorkspace, String userId, String workspaceId) {
        String role = schema + "_app";
        try (Connection connection = DriverManager.getConnection(url(), role, role)) {
            connection.setAutoCommit(false);
            try (PreparedStatement bind = connection.prepareStatement(
                    "select set_config('souvenir.user_id', ?, true), set_config('souvenir.workspace_id', ?, true)")) {
                bind.setString(1, userId);
                bind.setString(2, workspaceId);
                bind.execute();
            }
            try (PreparedStatement count = connection.prepareStatement(
                    "select count(*) from " + schema + "." + table + " where user_id = ? and workspace_id = ?")) {
                count.setString(1, ownerId);
                count.setString(2, ownerWorkspace);
                try (ResultSet result = count.executeQuery()) {
                    result.next();
                    long rows = result.getLong(1);
                    connection.rollback();
                    return rows;
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Every table of every service schema that holds rows of users (it has {@code user_id}) under
     * the per-user policy, as "schema.table". Tables isolated by workspace only are listed apart
     * ({@link #workspaceTables()}): a member of the workspace may see their rows by design.
     */
    public static List<String> userTables() {
        return tables("not exists");
    }

    /**
     * Tables with {@code user_id} whose row-level security is by workspace (policy
     * {@value PersonalData#WORKSPACE_POLICY}: the gateway's workspace membership): no row without a
     * tenant, none of another workspace, every row of one's own workspace.
     */
    public static List<String> workspaceTables() {
        return tables("exists");
    }

    private static List<String> tables(String workspacePolicy) {
        try (Connection connection = DriverManager.getConnection(url(), "postgres", "postgres");
             PreparedStatement tables = connection.prepareStatement("""
                     select c.table_schema || '.' || c.table_name from information_schema.columns c
                      where c.column_name = 'user_id' and c.table_schema not in ('public', 'pg_catalog', 'information_schema')
                        and %s (select 1 from pg_policies p where p.schemaname = c.table_schema
                                  and p.tablename = c.table_name and p.policyname = ?)
                      order by 1""".formatted(workspacePolicy))) {
            tables.setString(1, PersonalData.WORKSPACE_POLICY);
            try (ResultSet result = tables.executeQuery()) {
                List<String> names = new ArrayList<>();
                while (result.next()) {
                    names.add(result.getString(1));
                }
                return names;
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs SQL as the superuser, beside the services (row-level security does not apply): test set-up only. */
    public static void executeAsSuperuser(String sql) {
        try (Connection connection = DriverManager.getConnection(url(), "postgres", "postgres");
             Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
