package io.souvenir.bench.load;

import io.souvenir.bench.Corpus;
import io.souvenir.bench.ServicesUnderTest;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestTokens;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * {@code ./souvenir bench load}: the whole pipeline under an open-loop rate of turns, through the
 * gateway, with one and then two instances of each consumer service. Each step runs a rate for
 * {@code --duration} (5 minutes by default), then waits up to {@code --drain} for the last replies,
 * and counts: accepted, answered once, lost (accepted, never answered), duplicated (answered or
 * remembered by two different events), reply p50/p95/p99 (POST -> reply on souvenir.replies) and
 * turn -> memories committed (POST -> the last MemoriesCreated of the turn on
 * souvenir.memory.events, published after the commit). The ramp stops at the first rate not held:
 * something lost or refused, or a reply p99 above {@code --max-p99} (the pipeline fell behind).
 * Printed next to the raw limit of the same box measured in the same run (RawLimit), with the
 * CPU each service used in every step (where the time goes, before anything is tuned).
 */
public final class LoadBench {

    private record Settings(Duration duration, List<Double> rates, List<Integer> instances, int users, Duration drain,
            Duration maxP99, Duration raw, int cost, double costRate) {
    }

    private record Step(int instances, double rate, long offered, long accepted, Map<String, Long> refusals,
            long answered, long lost, long duplicated, List<Double> replyMs, List<Double> memoriesMs,
            Map<String, Double> cpuSeconds, double seconds, double load, boolean held) {

        /** CPU milliseconds each service spent per answered turn: what a turn costs, whatever else shares the cores. */
        Map<String, Double> cpuMsPerTurn() {
            Map<String, Double> perTurn = new LinkedHashMap<>();
            cpuSeconds.forEach((name, used) -> perTurn.put(name, answered == 0 ? Double.NaN : used * 1000 / answered));
            return perTurn;
        }
    }

    private LoadBench() {
    }

    public static void main(String[] args) throws Exception {
        Settings settings = settings(args);
        String kafka = System.getenv().getOrDefault("SOUVENIR_TEST_KAFKA", "127.0.0.1:59092");
        List<String> sentences = Corpus.load(Corpus.Part.DEV).stream().map(Corpus.Labelled::text).toList();
        List<String> bearers = new ArrayList<>();
        for (int index = 0; index < settings.users(); index++) {
            bearers.add(TestTokens.bearer("load-" + UUID.randomUUID(), "acme"));
        }
        if (settings.cost() > 0) {
            cost(settings, kafka, sentences, bearers);
            return;
        }
        System.out.printf(Locale.ROOT, "bench: raw limit of the box (produce -> consume -> INSERT), %d s ...%n",
                settings.raw().toSeconds());
        double raw = RawLimit.measure(kafka, settings.raw());
        System.out.printf(Locale.ROOT, "bench: raw limit %.0f records/s (load average %.1f)%n", raw, load());

        Map<Integer, Double> held = new LinkedHashMap<>();
        List<Step> steps = new ArrayList<>();
        for (int instances : settings.instances()) {
            try (ServicesUnderTest services = ServicesUnderTest.start(instances, "");
                 PipelineWatch watch = new PipelineWatch(kafka)) {
                OpenLoop loop = new OpenLoop(services.gateway(), sentences, bearers);
                System.out.printf("bench: %d instance(s) of each consumer: warming up%n", instances);
                step(loop, watch, services, instances, 2, Duration.ofSeconds(10), Duration.ofSeconds(60), settings.maxP99().multipliedBy(100));
                for (double rate : settings.rates()) {
                    Step step = step(loop, watch, services, instances, rate, settings.duration(), settings.drain(), settings.maxP99());
                    steps.add(step);
                    print(step);
                    if (!step.held()) {
                        break;
                    }
                    held.put(instances, rate);
                }
                loop.close();
            }
        }
        System.out.println();
        System.out.printf(Locale.ROOT, "Load, open loop, %s per step, %d users, FR/EN development sentences (load average now %.1f)%n",
                human(settings.duration()), settings.users(), load());
        header();
        steps.forEach(step -> {
            row(step);
            System.out.println("  CPU ms per answered turn: " + sortedByValue(step.cpuMsPerTurn(), "%s %.1f", 1));
        });
        System.out.printf(Locale.ROOT, "raw limit of the box: %.0f records/s (Kafka produce -> consume -> INSERT, same run)%n", raw);
        rowsPerTurn(steps.stream().mapToLong(Step::accepted).sum());
        for (int instances : settings.instances()) {
            Double rate = held.get(instances);
            System.out.printf(Locale.ROOT, "highest rate held with 0 lost, %d instance(s): %s%n", instances,
                    rate == null ? "none of the rates tried" : String.format(Locale.ROOT, "%.0f turns/s (%.3f of the raw limit)", rate, rate / raw));
        }
    }

    /**
     * {@code --cost N}: instead of the ramp, what a turn costs ({@link TurnCost}): CPU of each service,
     * and counted ({@link TurnCounts}: transactions and statements per service, Kafka records per
     * topic, HTTP requests per service), which show a change even when other work loads the box.
     */
    private static void cost(Settings settings, String kafka, List<String> sentences, List<String> bearers) throws Exception {
        List<TurnCost.Result> results = new ArrayList<>();
        for (int instances : settings.instances()) {
            try (ServicesUnderTest services = ServicesUnderTest.start(instances, "", TurnCounts.ACCESS_LOG);
                 PipelineWatch watch = new PipelineWatch(kafka)) {
                OpenLoop loop = new OpenLoop(services.gateway(), sentences, bearers);
                System.out.printf("bench: %d instance(s) of each consumer: warming up%n", instances);
                step(loop, watch, services, instances, settings.costRate(), Duration.ofSeconds(30), Duration.ofSeconds(120),
                        settings.maxP99().multipliedBy(100));
                TurnCost.Result result = TurnCost.measure(services, loop, watch, kafka, settings.cost(), settings.costRate(),
                        ServicesUnderTest.logs());
                TurnCost.print(result, instances);
                results.add(result);
                loop.close();
            }
        }
        System.out.println();
        for (int index = 0; index < results.size(); index++) {
            TurnCost.print(results.get(index), settings.instances().get(index));
        }
    }

    private static Step step(OpenLoop loop, PipelineWatch watch, ServicesUnderTest services, int instances, double rate,
            Duration duration, Duration drain, Duration maxP99) throws InterruptedException {
        Map<String, Duration> cpuBefore = services.launcher().cpu();
        long started = System.nanoTime();
        List<OpenLoop.Sent> sent = loop.run(rate, duration);
        List<OpenLoop.Sent> accepted = sent.stream().filter(one -> one.turnId() != null).toList();
        long deadline = System.nanoTime() + drain.toNanos();
        while (System.nanoTime() < deadline && accepted.stream().anyMatch(one -> watch.replies(one.turnId()) == null)) {
            Thread.sleep(100);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        Map<String, Double> cpu = new LinkedHashMap<>();
        services.launcher().cpu().forEach((name, used) -> cpu.put(name,
                (used.toNanos() - cpuBefore.getOrDefault(name, Duration.ZERO).toNanos()) / 1e9));
        List<Double> replyMs = new ArrayList<>();
        List<Double> memoriesMs = new ArrayList<>();
        long answered = 0;
        long twice = 0;
        for (OpenLoop.Sent one : accepted) {
            PipelineWatch.Replies replies = watch.replies(one.turnId());
            if (replies != null) {
                answered++;
                twice += replies.events().size() > 1 ? 1 : 0;
                replyMs.add((replies.firstNanos() - one.sentNanos()) / 1e6);
            }
            Long memory = watch.lastMemory(one.turnId());
            if (memory != null) {
                memoriesMs.add((memory - one.sentNanos()) / 1e6);
            }
        }
        Set<UUID> turns = accepted.stream().map(OpenLoop.Sent::turnId).collect(Collectors.toCollection(HashSet::new));
        long duplicated = twice + watch.turnsWithMemoriesCreatedTwice(turns);
        Map<String, Long> refusals = sent.stream().map(OpenLoop.Sent::refusal).filter(Objects::nonNull)
                .collect(Collectors.groupingBy(reason -> reason, Collectors.counting()));
        long lost = accepted.size() - answered;
        boolean held = lost == 0 && refusals.isEmpty() && duplicated == 0 && !replyMs.isEmpty()
                && percentile(replyMs, 99) <= maxP99.toMillis();
        return new Step(instances, rate, sent.size(), accepted.size(), refusals, answered, lost, duplicated, replyMs, memoriesMs,
                cpu, seconds, load(), held);
    }

    /** Rows the load's users left in every user table, per accepted turn: what one PostgreSQL has to hold. */
    private static void rowsPerTurn(long turns) throws SQLException {
        if (turns == 0) {
            return;
        }
        try (Connection connection = DriverManager.getConnection(Database.url(), "postgres", "postgres");
             Statement statement = connection.createStatement();
             ResultSet tables = statement.executeQuery("""
                     select table_schema, table_name from information_schema.columns
                      where column_name = 'user_id' and table_schema not in ('public', 'information_schema', 'pg_catalog')
                      order by 1, 2""")) {
            List<String> names = new ArrayList<>();
            while (tables.next()) {
                names.add(tables.getString(1) + "." + tables.getString(2));
            }
            StringBuilder line = new StringBuilder("rows per accepted turn (load users, every user table with rows):");
            for (String table : names) {
                try (Statement count = connection.createStatement();
                     ResultSet rows = count.executeQuery("select count(*) from " + table + " where user_id like 'load-%'")) {
                    rows.next();
                    if (rows.getLong(1) > 0) {
                        line.append(String.format(Locale.ROOT, " %s %.2f", table, rows.getLong(1) / (double) turns));
                    }
                }
            }
            System.out.println(line);
        }
    }

    private static void print(Step step) {
        header();
        row(step);
        System.out.println("  CPU of a core per service: " + sortedByValue(step.cpuSeconds(), "%s %.0f%%", 100 / step.seconds()));
        System.out.println("  CPU ms per answered turn: " + sortedByValue(step.cpuMsPerTurn(), "%s %.1f", 1)
                + String.format(Locale.ROOT, " (all services %.1f)",
                        step.cpuMsPerTurn().values().stream().mapToDouble(Double::doubleValue).sum()));
        if (!step.refusals().isEmpty()) {
            System.out.println("  refused: " + step.refusals());
        }
    }

    private static String sortedByValue(Map<String, Double> values, String format, double scale) {
        return values.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .map(entry -> String.format(Locale.ROOT, format, entry.getKey(), entry.getValue() * scale))
                .collect(Collectors.joining(", "));
    }

    private static void header() {
        System.out.printf(Locale.ROOT, "%4s %7s %8s %8s %8s %6s %5s %5s | %23s | %23s | %5s %5s%n", "inst", "rate/s",
                "offered", "accepted", "answered", "lost", "dup", "ref", "reply p50/p95/p99 ms", "memories p50/p95/p99 ms",
                "held", "load");
    }

    private static void row(Step step) {
        long refused = step.refusals().values().stream().mapToLong(Long::longValue).sum();
        System.out.printf(Locale.ROOT, "%4d %7.0f %8d %8d %8d %6d %5d %5d | %23s | %23s | %5s %5.1f%n", step.instances(), step.rate(),
                step.offered(), step.accepted(), step.answered(), step.lost(), step.duplicated(), refused,
                percentiles(step.replyMs()), percentiles(step.memoriesMs()), step.held() ? "yes" : "NO", step.load());
    }

    private static String percentiles(List<Double> values) {
        if (values.isEmpty()) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.0f / %.0f / %.0f", percentile(values, 50), percentile(values, 95), percentile(values, 99));
    }

    static double percentile(List<Double> values, int percent) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(Math.min(sorted.size() - 1, Math.max(0, (int) Math.ceil(percent / 100.0 * sorted.size()) - 1)));
    }

    static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static Settings settings(String[] args) {
        Duration duration = Duration.ofMinutes(5);
        List<Double> rates = List.of(10.0, 20.0, 40.0, 80.0, 160.0, 320.0, 640.0);
        List<Integer> instances = List.of(1, 2);
        int users = 1000;
        Duration drain = Duration.ofSeconds(30);
        Duration maxP99 = Duration.ofSeconds(5);
        Duration raw = Duration.ofSeconds(15);
        int cost = 0;
        double costRate = 4;
        for (int index = 0; index < args.length; index += 2) {
            if (index + 1 >= args.length) {
                throw new IllegalArgumentException(args[index] + " needs a value");
            }
            String value = args[index + 1];
            switch (args[index]) {
                case "--duration" -> duration = duration(value);
                case "--rates" -> rates = Arrays.stream(value.split(",")).map(Double::parseDouble).toList();
                case "--instances" -> instances = Arrays.stream(value.split(",")).map(Integer::parseInt).toList();
                case "--users" -> users = Integer.parseInt(value);
                case "--drain" -> drain = duration(value);
                case "--max-p99" -> maxP99 = duration(value);
                case "--raw" -> raw = duration(value);
                case "--cost" -> cost = Integer.parseInt(value);
                case "--cost-rate" -> costRate = Double.parseDouble(value);
                default -> throw new IllegalArgumentException("unknown option " + args[index]
                        + " (--duration 5m --rates 10,20,40 --instances 1,2 --users 1000 --drain 30s --max-p99 5s --raw 15s"
                        + " | --cost 300 --cost-rate 4 --instances 1)");
            }
        }
        return new Settings(duration, rates, instances, users, drain, maxP99, raw, cost, costRate);
    }

    /** "30s", "5m", "1h" or ISO-8601 ("PT5M"). */
    static Duration duration(String text) {
        if (text.matches("\\d+[smh]")) {
            long amount = Long.parseLong(text.substring(0, text.length() - 1));
            return switch (text.charAt(text.length() - 1)) {
                case 's' -> Duration.ofSeconds(amount);
                case 'm' -> Duration.ofMinutes(amount);
                default -> Duration.ofHours(amount);
            };
        }
        return Duration.parse(text);
    }

    private static String human(Duration duration) {
        return duration.toSeconds() % 60 == 0 ? duration.toMinutes() + " min" : duration.toSeconds() + " s";
    }
}
