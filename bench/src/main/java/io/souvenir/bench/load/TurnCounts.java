package io.souvenir.bench.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.platform.testing.Database;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.TopicPartition;

/**
 * What a turn costs, counted rather than timed, so that a change shows on a busy machine: the
 * PostgreSQL transactions committed (pg_stat_database, the bench's own queries left out), per
 * service the explicit transactions (BEGIN) and statements its database role ran, and the
 * statements run most (pg_stat_statements, when the cluster loads it), the Kafka records produced on every topic (end offsets, the consumer groups'
 * offset commits on {@code __consumer_offsets} included) and the HTTP requests each service served
 * (its access log). A reading is taken before the turns and once everything they caused is done;
 * what the pipeline does idle over the same time (sweeps, schedulers) is taken off, as for CPU.
 */
final class TurnCounts {

    /** One reading of every counter, by name ("pg transactions", "kafka souvenir.turns", "http gateway POST /api/turns", ...). */
    record Reading(Map<String, Long> counts) {
    }

    /** Access log lines the bench asks each service for: method and path, nothing else. */
    static final String ACCESS_LOG_MARK = "souvenir-bench-access";
    static final Map<String, String> ACCESS_LOG = Map.of(
            "quarkus.http.access-log.enabled", "true",
            "quarkus.http.access-log.pattern", ACCESS_LOG_MARK + " %m %U");

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Statements this bench ran on PostgreSQL itself (each its own transaction): left out of the count. */
    static final AtomicLong OWN_TRANSACTIONS = new AtomicLong();

    private final Admin admin;
    private final Path logs;
    private final boolean statements;

    TurnCounts(Admin admin, Path logs) {
        this.admin = admin;
        this.logs = logs;
        this.statements = enableStatements();
    }

    Reading read() throws Exception {
        Map<String, Long> counts = new TreeMap<>();
        // a backend reports its counters to pg_stat_database when idle, at most every second
        Thread.sleep(1500);
        transactions(counts);
        records(counts);
        requests(counts);
        return new Reading(counts);
    }

    /** {@code (after - before - idlePerSecond * seconds) / turns} for every counter that moved. */
    static Map<String, Double> perTurn(Reading before, Reading after, Map<String, Double> idlePerSecond, double seconds, int turns) {
        Map<String, Double> perTurn = new TreeMap<>();
        after.counts().forEach((name, count) -> {
            double delta = count - before.counts().getOrDefault(name, 0L) - idlePerSecond.getOrDefault(name, 0.0) * seconds;
            if (Math.abs(delta) >= 0.5) {
                perTurn.put(name, delta / turns);
            }
        });
        return perTurn;
    }

    static Map<String, Double> perSecond(Reading before, Reading after, double seconds) {
        Map<String, Double> rates = new HashMap<>();
        after.counts().forEach((name, count) -> rates.put(name, (count - before.counts().getOrDefault(name, 0L)) / seconds));
        return rates;
    }

    static void print(Map<String, Double> perTurn) {
        System.out.println("Counted per turn (idle activity taken off):");
        for (String group : List.of("pg", "kafka", "http")) {
            Map<String, Double> lines = perTurn.entrySet().stream().filter(entry -> entry.getKey().startsWith(group + " "))
                    .collect(Collectors.toMap(entry -> entry.getKey().substring(group.length() + 1), Map.Entry::getValue,
                            (one, other) -> one, TreeMap::new));
            double total = lines.entrySet().stream().filter(entry -> entry.getKey().startsWith(TOTAL_PREFIX.get(group)))
                    .mapToDouble(Map.Entry::getValue).sum();
            System.out.printf(Locale.ROOT, "  %-5s %s%n", group, switch (group) {
                case "pg" -> String.format(Locale.ROOT, "%.2f transactions committed", lines.getOrDefault("transactions committed", 0.0));
                case "kafka" -> String.format(Locale.ROOT, "%.2f records on the services' topics", total);
                default -> String.format(Locale.ROOT, "%.2f requests served", total);
            });
            lines.forEach((name, value) -> System.out.printf(Locale.ROOT, "        %8.2f  %s%n", value, name));
        }
        System.out.println("  the statements run most per turn, by database role:");
        perTurn.entrySet().stream().filter(entry -> entry.getKey().startsWith("statement "))
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(40)
                .forEach(entry -> System.out.printf(Locale.ROOT, "        %8.2f  %s%n", entry.getValue(),
                        entry.getKey().substring("statement ".length())));
    }

    private static final Map<String, String> TOTAL_PREFIX = Map.of("pg", "transactions committed", "kafka", "souvenir.", "http", "");

    private void transactions(Map<String, Long> counts) throws SQLException {
        try (Connection connection = DriverManager.getConnection(Database.url(), "postgres", "postgres");
             Statement statement = connection.createStatement()) {
            try (ResultSet rows = statement.executeQuery(
                    "select xact_commit, xact_rollback from pg_stat_database where datname = current_database()")) {
                rows.next();
                counts.put("pg transactions committed", rows.getLong(1) - OWN_TRANSACTIONS.get());
                counts.put("pg transactions rolled back", rows.getLong(2));
            }
            OWN_TRANSACTIONS.incrementAndGet();
            // per role: explicit transactions are counted by their BEGIN (the JDBC driver's COMMIT is not
            // seen by pg_stat_statements); a statement run outside one is a transaction of its own
            if (!statements) {
                return;
            }
            try (ResultSet rows = statement.executeQuery("""
                    select r.rolname,
                           sum(s.calls) filter (where upper(s.query) in ('BEGIN', 'START TRANSACTION')),
                           sum(s.calls) filter (where upper(s.query) not in ('BEGIN', 'COMMIT', 'ROLLBACK'))
                      from pg_stat_statements s join pg_roles r on r.oid = s.userid
                     where r.rolname like '%\\_app' group by r.rolname""")) {
                while (rows.next()) {
                    String service = rows.getString(1).replaceFirst("_app$", "");
                    counts.put("pg " + service + ": explicit transactions", rows.getLong(2));
                    counts.put("pg " + service + ": statements", rows.getLong(3));
                }
            }
            OWN_TRANSACTIONS.incrementAndGet();
            try (ResultSet rows = statement.executeQuery("""
                    select r.rolname, s.query, s.calls
                      from pg_stat_statements s join pg_roles r on r.oid = s.userid
                     where r.rolname like '%\\_app'""")) {
                while (rows.next()) {
                    String query = rows.getString(2).replaceAll("\\s+", " ").strip();
                    counts.merge("statement " + rows.getString(1).replaceFirst("_app$", "") + ": "
                            + (query.length() > 110 ? query.substring(0, 110) + "…" : query), rows.getLong(3), Long::sum);
                }
            }
            OWN_TRANSACTIONS.incrementAndGet();
        }
    }

    /** pg_stat_statements in the database, when the cluster preloads it (the test cluster does). */
    private static boolean enableStatements() {
        try (Connection connection = DriverManager.getConnection(Database.url(), "postgres", "postgres");
             Statement statement = connection.createStatement()) {
            OWN_TRANSACTIONS.incrementAndGet();
            statement.execute("create extension if not exists pg_stat_statements");
            return true;
        } catch (SQLException notPreloaded) {
            System.out.println("bench: no pg_stat_statements in this cluster: transactions counted for the whole database only");
            return false;
        }
    }

    private void records(Map<String, Long> counts) throws Exception {
        Set<String> topics = admin.listTopics(new org.apache.kafka.clients.admin.ListTopicsOptions().listInternal(true)).names().get();
        Map<String, TopicDescription> descriptions = admin.describeTopics(topics).allTopicNames().get();
        Map<TopicPartition, OffsetSpec> latest = new HashMap<>();
        descriptions.values().forEach(topic -> topic.partitions().forEach(partition ->
                latest.put(new TopicPartition(topic.name(), partition.partition()), OffsetSpec.latest())));
        admin.listOffsets(latest).all().get().forEach((partition, end) ->
                counts.merge("kafka " + partition.topic(), end.offset(), Long::sum));
    }

    /** Requests in each service's access log, by method and path (ids replaced by {id}). */
    private void requests(Map<String, Long> counts) throws IOException {
        if (!Files.isDirectory(logs)) {
            return;
        }
        try (var files = Files.list(logs)) {
            for (Path log : files.filter(file -> file.getFileName().toString().endsWith(".log")).toList()) {
                String service = log.getFileName().toString().replaceFirst("\\.log$", "").replaceFirst("-\\d+$", "");
                for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
                    int mark = line.indexOf(ACCESS_LOG_MARK);
                    if (mark < 0) {
                        continue;
                    }
                    String request = message(line);
                    if (request == null) {
                        continue;
                    }
                    String path = request.substring(request.indexOf(ACCESS_LOG_MARK) + ACCESS_LOG_MARK.length()).trim()
                            .replaceAll("\\?.*$", "")
                            .replaceAll("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}", "{id}")
                            .replaceAll("/load-[^/ ]+", "/{user}")
                            .replaceAll("/\\d+(?=/|$)", "/{n}");
                    if (path.contains("/q/")) {
                        continue;
                    }
                    counts.merge("http " + service + " " + path, 1L, Long::sum);
                }
            }
        }
    }

    /** The log line's message: the JSON line's "message", or the plain line itself. */
    private static String message(String line) {
        if (!line.startsWith("{")) {
            return line;
        }
        try {
            JsonNode node = JSON.readTree(line);
            return node.path("message").asText(null);
        } catch (IOException unreadable) {
            return null;
        }
    }
}
