package io.souvenir.bench;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * PostgreSQL's side of a turn, counted by pg_stat_statements (the test cluster preloads it) per
 * service's database role: explicit transactions (their BEGIN) and statements, per turn, the
 * pipeline's idle activity (outbox sweeps, schedulers), measured over a quiet while before the
 * turns, taken off. Counted rather than timed: on a busy machine each statement is a round trip
 * that waits for a core, so their number is what a turn's path pays again and again.
 */
final class TurnStatements {

    private static final long QUIET_MILLIS = 6_000;

    private final Connection connection;
    private final boolean available;
    private Map<String, Long> start;
    private long startedNanos;
    private Map<String, Double> idlePerSecond = Map.of();

    TurnStatements(Connection connection) {
        this.connection = connection;
        boolean found;
        try (Statement statement = connection.createStatement()) {
            statement.execute("create extension if not exists pg_stat_statements");
            found = true;
        } catch (SQLException notPreloaded) {
            found = false;
        }
        this.available = found;
    }

    /** Measures the idle activity for a few seconds, then starts counting. */
    void start() throws SQLException, InterruptedException {
        if (!available) {
            return;
        }
        Map<String, Long> quietFrom = read();
        long quietNanos = System.nanoTime();
        Thread.sleep(QUIET_MILLIS);
        Map<String, Long> quietTo = read();
        double seconds = (System.nanoTime() - quietNanos) / 1e9;
        Map<String, Double> idle = new TreeMap<>();
        quietTo.forEach((name, count) -> idle.put(name, (count - quietFrom.getOrDefault(name, 0L)) / seconds));
        idlePerSecond = idle;
        start = read();
        startedNanos = System.nanoTime();
    }

    void print(int turns) throws SQLException {
        if (!available || start == null) {
            System.out.println("PostgreSQL per turn: no pg_stat_statements in this cluster");
            return;
        }
        Map<String, Long> end = read();
        double seconds = (System.nanoTime() - startedNanos) / 1e9;
        Map<String, Double> perTurn = new TreeMap<>();
        end.forEach((name, count) -> perTurn.put(name,
                (count - start.getOrDefault(name, 0L) - idlePerSecond.getOrDefault(name, 0.0) * seconds) / turns));
        System.out.printf(Locale.ROOT, "PostgreSQL per turn, by service (idle activity taken off):%n");
        perTurn.forEach((name, value) -> {
            if (!name.startsWith(STATEMENT) && Math.abs(value) >= 0.05) {
                System.out.printf(Locale.ROOT, "  %-40s %6.1f%n", name, value);
            }
        });
        System.out.println("  the statements run most per turn:");
        perTurn.entrySet().stream().filter(entry -> entry.getKey().startsWith(STATEMENT) && entry.getValue() >= 0.5)
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(30)
                .forEach(entry -> System.out.printf(Locale.ROOT, "  %6.1f  %s%n", entry.getValue(),
                        entry.getKey().substring(STATEMENT.length())));
    }

    private static final String STATEMENT = "statement ";

    /** "SERVICE: transactions" and "SERVICE: statements" of every service role ({@code <schema>_app}). */
    private Map<String, Long> read() throws SQLException {
        Map<String, Long> counts = new TreeMap<>();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("""
                     select r.rolname,
                            coalesce(sum(s.calls) filter (where upper(s.query) in ('BEGIN', 'START TRANSACTION')), 0),
                            coalesce(sum(s.calls) filter (where upper(s.query) not in ('BEGIN', 'COMMIT', 'ROLLBACK')), 0)
                       from pg_stat_statements s join pg_roles r on r.oid = s.userid
                      where r.rolname like '%\\_app' group by r.rolname""")) {
            while (rows.next()) {
                String service = rows.getString(1).replaceFirst("_app$", "");
                counts.put(service + ": transactions", rows.getLong(2));
                counts.put(service + ": statements", rows.getLong(3));
            }
        }
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("""
                     select r.rolname, s.query, s.calls
                       from pg_stat_statements s join pg_roles r on r.oid = s.userid
                      where r.rolname like '%\\_app'""")) {
            while (rows.next()) {
                String query = rows.getString(2).replaceAll("\\s+", " ").strip();
                counts.merge(STATEMENT + rows.getString(1).replaceFirst("_app$", "") + ": "
                        + (query.length() > 100 ? query.substring(0, 100) + "…" : query), rows.getLong(3), Long::sum);
            }
        }
        return counts;
    }
}
