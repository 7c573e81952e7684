package io.souvenir.bench.search;

import io.souvenir.memory.search.TenantWork;
import io.souvenir.platform.tenancy.Tenant;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.flywaydb.core.Flyway;

/**
 * The PostgreSQL the benchmarks run against (`./souvenir bench` starts a private one): memory-service's
 * schema migrated as memory_owner, data generated as the superuser, and search run as memory_app
 * under row-level security, exactly as the service runs it.
 */
public final class BenchDatabase implements TenantWork, AutoCloseable {

    private final String url;
    private final BlockingQueue<Connection> pool;

    public BenchDatabase(int poolSize) throws SQLException {
        url = "jdbc:postgresql://127.0.0.1:" + port() + "/souvenir?currentSchema=memory";
        Flyway.configure().dataSource(url, "memory_owner", "memory_owner").schemas("memory")
                .locations("classpath:db/platform", "classpath:db/migration").load().migrate();
        pool = new ArrayBlockingQueue<>(poolSize);
        for (int i = 0; i < poolSize; i++) {
            Connection connection = DriverManager.getConnection(url, "memory_app", "memory_app");
            connection.setAutoCommit(false);
            pool.add(connection);
        }
    }

    /** `./souvenir bench` sets the first, `./souvenir test` the second. */
    private static String port() {
        String bench = System.getenv("SOUVENIR_BENCH_PG_PORT");
        return bench != null ? bench : System.getenv().getOrDefault("SOUVENIR_TEST_PG_PORT", "55440");
    }

    /** A superuser connection: generation writes every user's rows, past row-level security. */
    public Connection superuser() throws SQLException {
        return DriverManager.getConnection(url, "postgres", "postgres");
    }

    /** Every row a bench left in {@code workspace} (a superuser connection, past row-level security). */
    static void deleteWorkspace(Connection superuser, String workspace) throws SQLException {
        for (String table : List.of("memory_links", "memories", "messages", "sessions")) {
            try (PreparedStatement delete = superuser.prepareStatement("delete from memory." + table + " where workspace_id = ?")) {
                delete.setString(1, workspace);
                delete.executeUpdate();
            }
        }
    }

    @Override
    public <T> T in(Tenant tenant, Sql<T> work) {
        Connection connection = pool.poll();
        if (connection == null) {
            throw new IllegalStateException("bench pool exhausted");
        }
        try {
            try (PreparedStatement bind = connection.prepareStatement(
                    "select set_config('souvenir.user_id', ?, true), set_config('souvenir.workspace_id', ?, true)")) {
                bind.setString(1, tenant.userId());
                bind.setString(2, tenant.workspaceId());
                bind.execute();
            }
            T result = work.apply(connection);
            connection.commit();
            return result;
        } catch (SQLException e) {
            try {
                connection.rollback();
            } catch (SQLException ignored) {
                // the original failure says more
            }
            throw new IllegalStateException(e);
        } finally {
            pool.add(connection);
        }
    }

    @Override
    public void close() throws SQLException {
        for (Connection connection : pool) {
            connection.close();
        }
    }
}
