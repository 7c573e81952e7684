package io.souvenir.bench.load;

import io.souvenir.bench.Corpus;
import io.souvenir.bench.ServicesUnderTest;
import io.souvenir.launcher.Instance;
import io.souvenir.platform.testing.TestTokens;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

/**
 * {@code ./souvenir bench chaos}: two instances of each consumer service under an open-loop
 * {@code --rate} of turns (50 a second by default), and one component after another dies by
 * {@code kill -9}: the first instance of each service, then Kafka, then PostgreSQL (these two are
 * killed and started again by {@code ./souvenir _chaos}, the way they were started). After each,
 * the load goes on for {@code --settle}; at the end every accepted turn must have been answered
 * exactly once and no turn's memories created twice. Time to recover: from the kill until the
 * component answers again (ready, or for Kafka and PostgreSQL started), and until the first
 * turn sent after the kill is answered. A turn not answered within {@code --drain} is waited for
 * {@code --late} longer, to tell a late answer from a lost one. {@code --only} kills only the
 * components it lists.
 */
public final class ChaosBench {

    private record Outage(String component, long killedNanos, double backMs, double firstAnswerMs) {
    }

    private ChaosBench() {
    }

    public static void main(String[] args) throws Exception {
        double rate = 50;
        Duration settle = Duration.ofSeconds(15);
        Duration drain = Duration.ofSeconds(90);
        Duration late = Duration.ofSeconds(180);
        Set<String> only = Set.of();
        for (int index = 0; index + 1 < args.length; index += 2) {
            switch (args[index]) {
                case "--rate" -> rate = Double.parseDouble(args[index + 1]);
                case "--settle" -> settle = LoadBench.duration(args[index + 1]);
                case "--drain" -> drain = LoadBench.duration(args[index + 1]);
                case "--late" -> late = LoadBench.duration(args[index + 1]);
                case "--only" -> only = Set.of(args[index + 1].split(","));
                default -> throw new IllegalArgumentException("unknown option " + args[index]
                        + " (--rate 50 --settle 15s --drain 90s --late 180s --only turn-service,postgres)");
            }
        }
        String kafka = System.getenv().getOrDefault("SOUVENIR_TEST_KAFKA", "127.0.0.1:59092");
        Path root = Path.of(System.getProperty("souvenir.root", ".")).toAbsolutePath().normalize();
        List<String> sentences = Corpus.load(Corpus.Part.DEV).stream().map(Corpus.Labelled::text).toList();
        List<String> bearers = new ArrayList<>();
        for (int index = 0; index < 200; index++) {
            bearers.add(TestTokens.bearer("chaos-" + UUID.randomUUID(), "acme"));
        }
        List<Outage> outages = new ArrayList<>();
        List<OpenLoop.Sent> sent = new ArrayList<>();
        double loadBefore = load();
        try (ServicesUnderTest services = ServicesUnderTest.start(2, "");
             PipelineWatch watch = new PipelineWatch(kafka)) {
            OpenLoop loop = new OpenLoop(services.gateway(), sentences, bearers);
            sent.addAll(loop.run(2, Duration.ofSeconds(10)));
            List<String> components = new ArrayList<>(services.launcher().instances().stream()
                    .filter(instance -> instance.number() == 1).map(Instance::name).toList());
            components.add("kafka");
            components.add("postgres");
            if (!only.isEmpty()) {
                components.retainAll(only);
            }
            for (String component : components) {
                double steady = rate;
                Duration window = settle.multipliedBy(2);
                CompletableFuture<List<OpenLoop.Sent>> load = CompletableFuture.supplyAsync(
                        () -> loop.run(steady, window));
                Thread.sleep(settle.toMillis() / 2);
                long killed = System.nanoTime();
                System.out.printf("bench: kill -9 %s%n", component);
                if (component.equals("kafka") || component.equals("postgres")) {
                    chaos(root, component);
                } else {
                    Instance instance = services.launcher().first(component.replaceFirst("-[0-9]$", ""));
                    services.launcher().kill9(instance);
                    services.launcher().restart(instance);
                }
                double back = (System.nanoTime() - killed) / 1e6;
                List<OpenLoop.Sent> during = load.join();
                sent.addAll(during);
                double firstAnswer = during.stream().filter(one -> one.sentNanos() >= killed && one.turnId() != null)
                        .map(one -> watch.replies(one.turnId())).filter(replies -> replies != null)
                        .mapToDouble(replies -> (replies.firstNanos() - killed) / 1e6).min().orElse(Double.NaN);
                outages.add(new Outage(component, killed, back, firstAnswer));
                System.out.printf(Locale.ROOT, "bench: %s back after %.1f s; first turn sent after the kill answered %.1f s after it%n",
                        component, back / 1000, firstAnswer / 1000);
            }
            List<OpenLoop.Sent> accepted = sent.stream().filter(one -> one.turnId() != null).toList();
            awaitAnswers(watch, accepted, drain);
            List<OpenLoop.Sent> unanswered = accepted.stream().filter(one -> watch.replies(one.turnId()) == null).toList();
            // a turn still unanswered after the drain is either late or lost: wait longer to tell which, and say when it was sent
            awaitAnswers(watch, unanswered, unanswered.isEmpty() ? Duration.ZERO : late);
            long answered = accepted.stream().filter(one -> watch.replies(one.turnId()) != null).count();
            long twice = accepted.stream().map(one -> watch.replies(one.turnId()))
                    .filter(replies -> replies != null && replies.events().size() > 1).count();
            Set<UUID> turns = accepted.stream().map(OpenLoop.Sent::turnId).collect(Collectors.toCollection(HashSet::new));
            long memoriesTwice = watch.turnsWithMemoriesCreatedTwice(turns);
            Map<String, Long> refused = sent.stream().filter(one -> one.turnId() == null)
                    .collect(Collectors.groupingBy(OpenLoop.Sent::refusal, LinkedHashMap::new, Collectors.counting()));
            loop.close();

            System.out.println();
            System.out.printf(Locale.ROOT, "Chaos at %.0f turns/s, 2 instances of each consumer (load average %.1f before, %.1f after)%n",
                    rate, loadBefore, load());
            System.out.printf("%-20s %12s %22s%n", "killed", "back (s)", "first answer after (s)");
            outages.forEach(outage -> System.out.printf(Locale.ROOT, "%-20s %12.1f %22.1f%n", outage.component(),
                    outage.backMs() / 1000, outage.firstAnswerMs() / 1000));
            System.out.printf("offered %d, accepted %d, refused %d %s%n", sent.size(), accepted.size(),
                    sent.size() - accepted.size(), refused.isEmpty() ? "" : refused);
            System.out.printf("answered %d, lost %d, answered twice %d, memories created twice %d%n", answered,
                    accepted.size() - answered, twice, memoriesTwice);
            for (OpenLoop.Sent one : unanswered) {
                PipelineWatch.Replies lateReply = watch.replies(one.turnId());
                System.out.printf(Locale.ROOT, "  not answered within the %d s drain: turn %s, sent %s; %s%n", drain.toSeconds(),
                        one.turnId(), during(one, outages), lateReply == null ? "never answered (lost)"
                                : String.format(Locale.ROOT, "answered %.1f s after it was sent",
                                        (lateReply.firstNanos() - one.sentNanos()) / 1e9));
            }
            System.out.println(answered == accepted.size() && twice == 0 && memoriesTwice == 0
                    ? "every accepted turn answered exactly once" : "NOT every accepted turn answered exactly once");
        }
    }

    private static void awaitAnswers(PipelineWatch watch, List<OpenLoop.Sent> turns, Duration patience) throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (System.nanoTime() < deadline && turns.stream().anyMatch(one -> watch.replies(one.turnId()) == null)) {
            Thread.sleep(200);
        }
    }

    /** Which kill a turn was sent after, and how long after it. */
    private static String during(OpenLoop.Sent one, List<Outage> outages) {
        return outages.stream().filter(outage -> outage.killedNanos() <= one.sentNanos()).reduce((first, second) -> second)
                .map(outage -> String.format(Locale.ROOT, "%.1f s after the kill of %s", (one.sentNanos() - outage.killedNanos()) / 1e9,
                        outage.component()))
                .orElse("before the first kill");
    }

    /** Kafka or PostgreSQL: kill -9 and start again, as ./souvenir started them. */
    private static void chaos(Path root, String component) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(root.resolve("souvenir").toString(), "_chaos", component).inheritIO().start();
        if (process.waitFor() != 0) {
            throw new IllegalStateException("./souvenir _chaos " + component + " failed");
        }
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }
}
