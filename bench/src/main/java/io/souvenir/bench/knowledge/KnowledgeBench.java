package io.souvenir.bench.knowledge;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import io.souvenir.bench.search.BenchDatabase;
import io.souvenir.indexer.MarkdownFolder;
import io.souvenir.indexer.Note;
import io.souvenir.indexer.Scan;
import io.souvenir.memory.knowledge.DocumentInput;
import io.souvenir.memory.knowledge.KnowledgeConfig;
import io.souvenir.memory.knowledge.KnowledgeHit;
import io.souvenir.memory.knowledge.KnowledgeService;
import io.souvenir.memory.knowledge.Question;
import io.souvenir.memory.knowledge.Ranking;
import io.souvenir.memory.rest.KnowledgeResource;
import io.souvenir.platform.tenancy.Tenant;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * {@code ./souvenir bench knowledge}: the knowledge index on 10,000 generated markdown files.
 * Rebuild, scan to searchable: the indexer reads the folder, the documents make the JSON round
 * trip of the PUT, memory-service's KnowledgeService replaces the source in PostgreSQL (as
 * memory_app under row-level security) and builds its Lucene index, and a first search answers.
 * Then search latency over the retrieval questions, and recall@5 of the held-out part, then the
 * development part, next to plain PostgreSQL full text and to the same engine with typos, stems,
 * field weights and the lexicon turned off.
 */
public final class KnowledgeBench {

    static final int FILES = 10_000;
    static final int ROUNDS = 3;
    /** {@code SOUVENIR_BENCH_MISSES=1 ./souvenir bench knowledge}: one rebuild, no latency, and the development misses listed (never the held-out ones). */
    static boolean misses;

    public static void main(String[] args) throws Exception {
        misses = Arrays.asList(args).contains("misses") || "1".equals(System.getenv("SOUVENIR_BENCH_MISSES"));
        Topics topics = Topics.load();
        OffsetDateTime now = Corpus.today();
        Path folder = Files.createTempDirectory("souvenir-knowledge-bench");
        List<Corpus.Target> targets = Corpus.write(folder, topics, FILES, now);
        long bytes;
        try (Stream<Path> files = Files.walk(folder)) {
            bytes = files.filter(Files::isRegularFile).mapToLong(file -> file.toFile().length()).sum();
        }
        System.out.printf("corpus: %,d markdown files (%,d topic documents), %.1f MB in %s%n", FILES, targets.size(), bytes / 1e6, folder);

        ObjectMapper json = JsonMapper.builder().findAndAddModules().build();
        KnowledgeConfig config = config();
        try (BenchDatabase database = new BenchDatabase(4)) {
            KnowledgeService service = new KnowledgeService(database, config, json);
            Tenant tenant = null;
            List<long[]> rebuilds = new ArrayList<>();
            List<DocumentInput> documents = null;
            int warnings = 0;
            for (int round = 0; round <= (misses ? 1 : ROUNDS); round++) {
                tenant = new Tenant("bench", "user-" + UUID.randomUUID());
                long cpu = cpuNanos();
                long started = System.nanoTime();
                Scan scan = MarkdownFolder.scan(folder);
                long scanned = System.nanoTime();
                documents = wire(json, scan.documents());
                long decoded = System.nanoTime();
                KnowledgeService.Replaced replaced = service.replace(tenant, "notes-bench", documents);
                long replacedAt = System.nanoTime();
                List<KnowledgeHit> first = service.search(tenant, "déployer orion", 5, null, null).hits();
                long searchable = System.nanoTime();
                if (first.isEmpty() || replaced.documents() != FILES) {
                    throw new IllegalStateException("the rebuild is not searchable: " + replaced);
                }
                warnings = scan.warnings().size();
                if (round > 0) { // round 0 warms the JVM up
                    rebuilds.add(new long[] {ms(started, searchable), ms(started, scanned), ms(scanned, decoded), ms(decoded, replacedAt),
                            ms(replacedAt, searchable), ms(cpu, cpuNanos())});
                }
            }
            rebuilds.sort(Comparator.comparingLong(r -> r[0]));
            long[] median = rebuilds.get(rebuilds.size() / 2);
            System.out.printf("%nrebuild, scan to searchable (median of %d fresh users, %d files, %d broken-YAML warnings):%n", ROUNDS, FILES, warnings);
            System.out.printf("  total %,d ms = scan %,d + JSON round trip %,d + replace (PostgreSQL + Lucene) %,d + first search %,d%n",
                    median[0], median[1], median[2], median[3], median[4]);
            System.out.printf("  CPU time of this JVM meanwhile (every core, PostgreSQL's own not counted): %,d ms; load average %.1f on %d cores%n",
                    median[5], java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                    Runtime.getRuntime().availableProcessors());

            // a rebuild of the same folder, unchanged, then with 1% edited, 1% deleted and 1% new files
            long started = System.nanoTime();
            KnowledgeService.Replaced same = service.replace(tenant, "notes-bench", wire(json, MarkdownFolder.scan(folder).documents()));
            service.search(tenant, "orion", 5, null, null);
            long unchanged = ms(started, System.nanoTime());
            List<Path> edited = change(folder, targets);
            started = System.nanoTime();
            KnowledgeService.Replaced changed = service.replace(tenant, "notes-bench", wire(json, MarkdownFolder.scan(folder).documents()));
            List<KnowledgeHit> newFile = service.search(tenant, "quokkanew0", 5, null, null).hits();
            long afterChanges = ms(started, System.nanoTime());
            System.out.printf("  rebuild unchanged: %,d ms (%d added, %d updated, %d removed)%n", unchanged, same.added(), same.updated(), same.removed());
            System.out.printf("  rebuild after %d edits, %d deletions, %d new files: %,d ms (%d added, %d updated, %d removed)%n",
                    edited.size(), edited.size(), edited.size(), afterChanges, changed.added(), changed.updated(), changed.removed());
            if (newFile.isEmpty() || changed.removed() != edited.size() || changed.added() != edited.size()) {
                throw new IllegalStateException("the rebuild did not replace the source whole: " + changed);
            }
            // another instance: no index in memory, it derives one from the rows at its first search
            KnowledgeService other = new KnowledgeService(database, config, json);
            started = System.nanoTime();
            other.search(tenant, "orion", 5, null, null);
            System.out.printf("  another instance's first search (loads %,d rows and builds its index): %,d ms%n", FILES,
                    ms(started, System.nanoTime()));
            for (Path file : edited) {
                Files.deleteIfExists(file);
            }
            Corpus.write(folder, topics, FILES, now); // back to the measured corpus
            service.replace(tenant, "notes-bench", wire(json, MarkdownFolder.scan(folder).documents()));
            documents = wire(json, MarkdownFolder.scan(folder).documents());

            List<Questions.Question> held = Questions.of("held", topics, targets);
            List<Questions.Question> dev = Questions.of("dev", topics, targets);
            List<Questions.Question> stranger = topics.topics().get(0).phrasings().containsKey("stranger.fr")
                    ? Questions.of("stranger", topics, targets) : List.of();
            try (Connection superuser = database.superuser()) {
                PlainFullText.load(superuser, documents);
                if (!misses) {
                    latency(service, tenant, superuser, held, dev);
                }
                System.out.printf("%nrecall@5 (%d questions per category; target: >= 0.9 and >= 1.5x the baseline)%n", Questions.PER_CATEGORY);
                recall("held-out", service, tenant, superuser, held);
                if (!stranger.isEmpty()) {
                    recall("development, the stranger's phrasings", service, tenant, superuser, stranger);
                }
                recall("development", service, tenant, superuser, dev);
            }
        }
    }

    private static void latency(KnowledgeService service, Tenant tenant, Connection superuser, List<Questions.Question> held,
            List<Questions.Question> dev) throws Exception {
        List<Questions.Question> all = new ArrayList<>(held);
        all.addAll(dev);
        for (Questions.Question question : all) { // warm-up
            service.search(tenant, question.text(), 10, null, null);
        }
        long[] ours = new long[all.size() * 3];
        long[] oursCpu = new long[all.size() * 3];
        long[] plain = new long[all.size() * 3];
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        int i = 0;
        for (int round = 0; round < 3; round++) {
            for (Questions.Question question : all) {
                long cpu = threads.getCurrentThreadCpuTime();
                long started = System.nanoTime();
                service.search(tenant, question.text(), 10, null, null);
                ours[i] = System.nanoTime() - started;
                oursCpu[i] = threads.getCurrentThreadCpuTime() - cpu;
                started = System.nanoTime();
                PlainFullText.search(superuser, question.text(), 10);
                plain[i++] = System.nanoTime() - started;
            }
        }
        System.out.printf("%nsearch latency over %,d documents, k=10, %d searches (target p95 <= 10 ms; load average %.1f on %d cores):%n",
                FILES, ours.length, java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
        System.out.printf("  knowledge search (revision check in PostgreSQL, lexicon, Lucene): p50 %.2f ms, p95 %.2f ms, p99 %.2f ms%n",
                pct(ours, 50), pct(ours, 95), pct(ours, 99));
        System.out.printf("  the same, CPU time of the searching thread (the JVM's work, without waiting for a core or for PostgreSQL): p50 %.2f ms, p95 %.2f ms%n",
                pct(oursCpu, 50), pct(oursCpu, 95));
        System.out.printf("  plain PostgreSQL full text (GIN):                                 p50 %.2f ms, p95 %.2f ms, p99 %.2f ms%n",
                pct(plain, 50), pct(plain, 95), pct(plain, 99));
        System.out.printf("  ratio to plain PostgreSQL full text in this run (wall time): p50 %.2fx, p95 %.2fx%n",
                pct(ours, 50) / pct(plain, 50), pct(ours, 95) / pct(plain, 95));
    }

    private static void recall(String part, KnowledgeService service, Tenant tenant, Connection superuser,
            List<Questions.Question> questions) throws Exception {
        Map<Questions.Category, int[]> found = new EnumMap<>(Questions.Category.class);
        for (Questions.Question question : questions) {
            int[] counts = found.computeIfAbsent(question.category(), c -> new int[4]);
            counts[0]++;
            KnowledgeService.Found answer = service.search(tenant, question.text(), 5, null, null);
            if (paths(answer.hits()).contains(question.targetPath())) {
                counts[1]++;
            } else if (misses && part.startsWith("development")) {
                System.out.printf("  miss %-14s %-45s want %-22s got %s (rewritten: %s)%n", question.category(), question.text(),
                        question.targetPath(), paths(answer.hits()).subList(0, Math.min(3, answer.hits().size())), answer.rewritten());
            }
            if (paths(service.search(tenant, Question.plain(question.text()), 5, null, null, Ranking.plain())).contains(question.targetPath())) {
                counts[2]++;
            }
            if (PlainFullText.search(superuser, question.text(), 5).contains(question.targetPath())) {
                counts[3]++;
            }
        }
        System.out.printf("  %s%n  %-16s %10s %22s %26s%n", part, "category", "souvenir", "plain PostgreSQL FTS", "Lucene without typos etc.");
        int[] total = new int[4];
        for (Map.Entry<Questions.Category, int[]> row : found.entrySet()) {
            int[] c = row.getValue();
            for (int j = 0; j < 4; j++) {
                total[j] += c[j];
            }
            System.out.printf("  %-16s %10.2f %22.2f %26.2f%n", row.getKey().name().toLowerCase().replace('_', ' '),
                    c[1] / (double) c[0], c[3] / (double) c[0], c[2] / (double) c[0]);
        }
        double ours = total[1] / (double) total[0];
        double baseline = total[3] / (double) total[0];
        System.out.printf("  %-16s %10.2f %22.2f %26.2f   (%.2fx the plain baseline)%n", "all", ours, baseline, total[2] / (double) total[0],
                baseline == 0 ? Double.POSITIVE_INFINITY : ours / baseline);
    }

    /** 1% of the files edited, 1% deleted, 1% new: the new files (to remove afterwards; the corpus is written again). */
    private static List<Path> change(Path folder, List<Corpus.Target> targets) throws IOException {
        List<Path> touched = new ArrayList<>();
        int n = FILES / 100;
        for (int i = 0; i < n; i++) {
            Path edited = folder.resolve(targets.get(i).path());
            Files.writeString(edited, Files.readString(edited) + "\nedited once more\n", StandardCharsets.UTF_8);
            Path added = folder.resolve("new/quokkanew" + i + ".md");
            Files.createDirectories(added.getParent());
            Files.writeString(added, "# quokkanew" + i + "\n\nnew file\n", StandardCharsets.UTF_8);
            touched.add(added);
        }
        try (Stream<Path> misc = Files.list(folder.resolve("misc/meeting"))) {
            for (Path file : misc.sorted().limit(n).toList()) {
                Files.delete(file);
            }
        }
        return touched;
    }

    private static List<DocumentInput> wire(ObjectMapper json, List<Note> notes) throws IOException {
        byte[] body = json.writeValueAsBytes(Map.of("documents", notes));
        return json.readValue(body, KnowledgeResource.Replacement.class).documents();
    }

    private static List<String> paths(List<KnowledgeHit> hits) {
        return hits.stream().map(hit -> hit.document().path()).toList();
    }

    private static KnowledgeConfig config() {
        SmallRyeConfig config = new SmallRyeConfigBuilder().withMapping(KnowledgeConfig.class).build();
        return config.getConfigMapping(KnowledgeConfig.class);
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static long ms(long from, long to) {
        return (to - from) / 1_000_000;
    }

    private static double pct(long[] nanos, int percentile) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(percentile / 100.0 * sorted.length) - 1)] / 1e6;
    }
}
