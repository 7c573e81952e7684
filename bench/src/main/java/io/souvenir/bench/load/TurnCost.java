package io.souvenir.bench.load;

import io.souvenir.bench.ServicesUnderTest;
import io.souvenir.platform.testing.Database;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.ConsumerGroupListing;
import org.apache.kafka.clients.admin.ListOffsetsResult;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;

/**
 * What one turn costs, in CPU milliseconds of each service: {@code turns} turns sent at a rate the
 * pipeline holds, then everything they cause is waited for (every reply, every consumer group
 * caught up, every outbox empty, every message and memory embedded), and the CPU each service used
 * meanwhile, less what it uses idle over the same time, is divided by the turns. CPU time counts
 * what a service did, not how long it waited for a core, so the figure stays put while other work
 * shares the machine, where latencies and rates do not. PostgreSQL and Kafka are counted too:
 * they are what the services' transactions and records cost the box.
 */
final class TurnCost {

    record Result(int turns, double seconds, Map<String, Double> msPerTurn, Map<String, Double> idleShare, double load,
            Map<String, Double> countsPerTurn) {

        double total() {
            return msPerTurn.values().stream().mapToDouble(Double::doubleValue).sum();
        }
    }

    private static final Duration IDLE = Duration.ofSeconds(15);
    private static final Duration QUIET_TIMEOUT = Duration.ofMinutes(15);

    private TurnCost() {
    }

    static Result measure(ServicesUnderTest services, OpenLoop loop, PipelineWatch watch, String kafka, int turns, double rate,
            Path logs)
            throws Exception {
        try (Admin admin = Admin.create(Map.of("bootstrap.servers", kafka))) {
            awaitQuiet(admin);
            TurnCounts counts = new TurnCounts(admin, logs);
            TurnCounts.Reading idleCountsStart = counts.read();
            Map<String, Duration> idleStart = cpu(services);
            long idleStarted = System.nanoTime();
            Thread.sleep(IDLE.toMillis());
            double idleSeconds = (System.nanoTime() - idleStarted) / 1e9;
            Map<String, Double> idleShare = share(idleStart, cpu(services), idleSeconds);
            TurnCounts.Reading countsBefore = counts.read();
            Map<String, Double> idleCounts = TurnCounts.perSecond(idleCountsStart, countsBefore, idleSeconds);

            System.out.printf(Locale.ROOT, "bench: idle measured; sending %d turns at %.0f/s%n", turns, rate);
            Map<String, Duration> before = cpu(services);
            long started = System.nanoTime();
            List<OpenLoop.Sent> sent = loop.run(rate, Duration.ofNanos((long) (turns / rate * 1e9)));
            List<OpenLoop.Sent> accepted = sent.stream().filter(one -> one.turnId() != null).toList();
            long deadline = System.nanoTime() + QUIET_TIMEOUT.toNanos();
            while (accepted.stream().anyMatch(one -> watch.replies(one.turnId()) == null)) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("turns still unanswered after " + QUIET_TIMEOUT);
                }
                Thread.sleep(200);
            }
            awaitQuiet(admin);
            double seconds = (System.nanoTime() - started) / 1e9;
            Map<String, Double> used = share(before, cpu(services), 1);
            Map<String, Double> countsPerTurn = TurnCounts.perTurn(countsBefore, counts.read(), idleCounts,
                    (System.nanoTime() - started) / 1e9, accepted.size());
            Map<String, Double> msPerTurn = new LinkedHashMap<>();
            used.forEach((name, cpuSeconds) -> msPerTurn.put(name,
                    Math.max(0, cpuSeconds - idleShare.getOrDefault(name, 0.0) * seconds) * 1000 / accepted.size()));
            return new Result(accepted.size(), seconds, msPerTurn, idleShare, LoadBench.load(), countsPerTurn);
        }
    }

    static void print(Result result, int instances) {
        System.out.printf(Locale.ROOT, "CPU per turn (JIT compilation left out), %d instance(s): %d turns, done in %.0f s (load average %.1f)%n",
                instances, result.turns(), result.seconds(), result.load());
        System.out.printf(Locale.ROOT, "  %-18s %12s %14s%n", "service", "CPU ms/turn", "idle % of core");
        result.msPerTurn().entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .filter(entry -> !ENGINES.contains(entry.getKey()))
                .forEach(entry -> System.out.printf(Locale.ROOT, "  %-18s %12.1f %14.1f%n", entry.getKey(), entry.getValue(),
                        result.idleShare().getOrDefault(entry.getKey(), 0.0) * 100));
        double services = result.total() - ENGINES.stream().mapToDouble(name -> result.msPerTurn().getOrDefault(name, 0.0)).sum();
        System.out.printf(Locale.ROOT, "  %-18s %12.1f   -> at most %.0f turns/s per core for the services alone%n", "all services",
                services, 1000 / services);
        for (String engine : ENGINES) {
            System.out.printf(Locale.ROOT, "  %-18s %12.1f %14.1f%n", engine, result.msPerTurn().getOrDefault(engine, 0.0),
                    result.idleShare().getOrDefault(engine, 0.0) * 100);
        }
        System.out.printf(Locale.ROOT, "  %-18s %12.1f   -> at most %.0f turns/s on this box's %d cores%n", "whole box",
                result.total(), Runtime.getRuntime().availableProcessors() * 1000 / result.total(),
                Runtime.getRuntime().availableProcessors());
        TurnCounts.print(result.countsPerTurn());
    }

    /** PostgreSQL (the postmaster and every backend, living or gone) and the Kafka broker, beside the services. */
    private static final List<String> ENGINES = List.of("postgresql", "kafka");

    /**
     * Each service's CPU without its JIT compiler threads (a freshly started JVM compiles for
     * minutes: that is not what a turn costs), then the engines'.
     */
    private static Map<String, Duration> cpu(ServicesUnderTest services) {
        Map<String, Duration> cpu = new LinkedHashMap<>();
        Map<String, Long> pids = services.launcher().pids();
        services.launcher().cpu().forEach((name, used) -> cpu.put(name,
                used.minus(compilerCpu(pids.getOrDefault(name, -1L)))));
        Path state = Path.of(System.getProperty("souvenir.root", ".")).resolve(".souvenir/test");
        processCpu(firstLine(state.resolve("pg/data/postmaster.pid"))).ifPresent(used -> cpu.put("postgresql", used));
        processCpu(firstLine(state.resolve("run/kafka.pid"))).ifPresent(used -> cpu.put("kafka", used));
        return cpu;
    }

    private static String firstLine(Path file) {
        try {
            return Files.readAllLines(file).get(0).trim();
        } catch (IOException | IndexOutOfBoundsException e) {
            return "";
        }
    }

    /**
     * A process's CPU with its children's: its own and reaped children's ticks from /proc (fields
     * 14-17), plus every live child's own (PostgreSQL forks a backend per connection).
     */
    private static Optional<Duration> processCpu(String pid) {
        if (!pid.matches("\\d+")) {
            return Optional.empty();
        }
        long[] ticks = ticks(pid);
        if (ticks.length == 0) {
            return Optional.empty();
        }
        long total = ticks[0] + ticks[1] + ticks[2] + ticks[3];
        try (var children = Files.list(Path.of("/proc"))) {
            for (Path entry : (Iterable<Path>) children::iterator) {
                String child = entry.getFileName().toString();
                if (child.matches("\\d+")) {
                    long[] childTicks = ticks(child);
                    if (childTicks.length > 0 && childTicks[4] == Long.parseLong(pid)) {
                        total += childTicks[0] + childTicks[1];
                    }
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.of(Duration.ofMillis(total * 1000 / CLOCK_TICKS));
    }

    /** CPU of the JVM's C1 and C2 compiler threads (/proc/PID/task/TID/stat). */
    private static Duration compilerCpu(long pid) {
        long ticks = 0;
        try (var threads = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            for (Path thread : (Iterable<Path>) threads::iterator) {
                try {
                    String stat = Files.readString(thread.resolve("stat"));
                    String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                    if (name.contains("CompilerThre")) {
                        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                        ticks += Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
                    }
                } catch (IOException | RuntimeException gone) {
                    // the thread ended meanwhile
                }
            }
        } catch (IOException e) {
            return Duration.ZERO;
        }
        return Duration.ofMillis(ticks * 1000 / CLOCK_TICKS);
    }

    /** Linux's USER_HZ: /proc counts CPU in hundredths of a second. */
    private static final long CLOCK_TICKS = 100;

    /** utime, stime, cutime, cstime, ppid of /proc/PID/stat; empty when it is gone. */
    private static long[] ticks(String pid) {
        try {
            String stat = Files.readString(Path.of("/proc", pid, "stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            // fields[0] is the state (stat field 3): utime is field 14, ppid field 4
            return new long[] {Long.parseLong(fields[11]), Long.parseLong(fields[12]), Long.parseLong(fields[13]),
                    Long.parseLong(fields[14]), Long.parseLong(fields[1])};
        } catch (IOException | RuntimeException e) {
            return new long[0];
        }
    }

    /** CPU seconds used between two readings, divided by {@code seconds} (1: the seconds themselves). */
    private static Map<String, Double> share(Map<String, Duration> from, Map<String, Duration> to, double seconds) {
        Map<String, Double> shares = new LinkedHashMap<>();
        to.forEach((name, used) -> shares.put(name,
                (used.toNanos() - from.getOrDefault(name, Duration.ZERO).toNanos()) / 1e9 / seconds));
        return shares;
    }

    /** Until nothing is left to do twice in a row: no consumer behind, no outbox row, no row without its vector. */
    private static void awaitQuiet(Admin admin) throws Exception {
        long deadline = System.nanoTime() + QUIET_TIMEOUT.toNanos();
        int quietReadings = 0;
        while (quietReadings < 2) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the pipeline did not go quiet within " + QUIET_TIMEOUT);
            }
            Thread.sleep(1000);
            quietReadings = lag(admin) == 0 && pendingRows() == 0 ? quietReadings + 1 : 0;
        }
    }

    /** Records the services' consumer groups have not committed yet, over every partition they read. */
    private static long lag(Admin admin) throws ExecutionException, InterruptedException {
        List<String> groups = new ArrayList<>();
        for (ConsumerGroupListing group : admin.listConsumerGroups().all().get()) {
            if (!group.groupId().startsWith("bench")) {
                groups.add(group.groupId());
            }
        }
        long lag = 0;
        for (String group : groups) {
            Map<TopicPartition, OffsetAndMetadata> committed = admin.listConsumerGroupOffsets(group).partitionsToOffsetAndMetadata().get();
            Map<TopicPartition, OffsetSpec> latest = new HashMap<>();
            committed.keySet().forEach(partition -> latest.put(partition, OffsetSpec.latest()));
            Map<TopicPartition, ListOffsetsResult.ListOffsetsResultInfo> ends = admin.listOffsets(latest).all().get();
            for (Map.Entry<TopicPartition, OffsetAndMetadata> entry : committed.entrySet()) {
                if (entry.getValue() != null) {
                    lag += Math.max(0, ends.get(entry.getKey()).offset() - entry.getValue().offset());
                }
            }
        }
        return lag;
    }

    /** Outbox rows not yet relayed, in every schema, and memories or messages still without a vector. */
    private static long pendingRows() throws SQLException {
        try (Connection connection = DriverManager.getConnection(Database.url(), "postgres", "postgres");
             Statement statement = connection.createStatement()) {
            List<String> outboxes = new ArrayList<>();
            try (ResultSet tables = statement.executeQuery(
                    "select table_schema from information_schema.tables where table_name = 'outbox'")) {
                while (tables.next()) {
                    outboxes.add(tables.getString(1));
                }
            }
            TurnCounts.OWN_TRANSACTIONS.addAndGet(outboxes.size() + 3);
            long pending = 0;
            for (String schema : outboxes) {
                pending += count(statement, "select count(*) from " + schema + ".outbox");
            }
            return pending + count(statement, "select count(*) from memory.messages where embedding is null")
                    + count(statement, "select count(*) from memory.memories where embedding is null");
        }
    }

    private static long count(Statement statement, String sql) throws SQLException {
        try (ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
