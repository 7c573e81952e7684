package io.souvenir.platform.testing;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

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
}
