package io.souvenir.bench.search;

import io.souvenir.bench.search.LongConversations.Conversation;
import io.souvenir.bench.search.LongConversations.Part;
import io.souvenir.bench.search.LongConversations.Question;
import io.souvenir.bench.search.LongConversations.Timed;
import io.souvenir.memory.conversation.ConversationRepository;
import io.souvenir.memory.conversation.Message;
import io.souvenir.memory.search.Angle;
import io.souvenir.memory.search.Hit;
import io.souvenir.memory.search.MultiAngleSearch;
import io.souvenir.memory.search.SearchConfig;
import io.souvenir.memory.search.VectorBackfill;
import io.souvenir.memory.search.VectorIndex;
import io.souvenir.platform.tenancy.Tenant;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

/**
 * Turn-level evidence recall of memory-service's search on long two-speaker conversations
 * ({@code corpus/conversations}, bench/CORPUS.md), next to plain BM25 over the same messages in the
 * same run. Each conversation is imported for a fresh user as memory-service's import stores it
 * (one session per conversation, the first speaker "user", the other "other", each message at its
 * session's time plus a minute a message), its vectors computed as the service's indexer does,
 * and each question asked through the search the service serves. Held-out figures come first
 * and are counts only; the development part lists what it missed.
 */
public final class ConversationRecall {

    static final String WORKSPACE = "bench-conversations";
    /** The angles searched: all, or those of -Dbench.angles=subject,meaning to study one alone. */
    private static final Set<Angle> ANGLES = System.getProperty("bench.angles") == null ? EnumSet.allOf(Angle.class)
            : Arrays.stream(System.getProperty("bench.angles").split(",")).map(name -> Angle.ofWireName(name).orElseThrow())
                    .collect(Collectors.toCollection(() -> EnumSet.noneOf(Angle.class)));
    /** Hits asked for; -Dbench.depth=50 counts "recall@10" over the top 50, to see what is within reach of a reranking; -Dbench.explain="q1|q2" prints those questions' hits. */
    private static final int DEPTH = Integer.getInteger("bench.depth", 10);
    static final List<String> CATEGORIES = List.of("single-hop", "multi-hop", "temporal", "open-domain");

    public static void main(String[] args) throws Exception {
        // --cross-validate and --train-reranker read the development part alone
        String reranking = args.length > 0 ? args[0] : "";
        // -Dbench.parts=dev while tuning: the held-out part is then neither imported nor asked
        boolean devOnly = "dev".equals(System.getProperty("bench.parts")) || !reranking.isEmpty();
        List<Conversation> fresh = devOnly ? List.of() : LongConversations.load(Part.FRESH);
        List<Conversation> heldOut = devOnly ? List.of() : LongConversations.load(Part.HELDOUT);
        // -Dbench.only=conv-f-: the development conversations whose id holds it (to see one writer's alone)
        String only = System.getProperty("bench.only", "");
        List<Conversation> dev = LongConversations.load(Part.DEV).stream().filter(c -> c.id().contains(only)).toList();
        SearchConfig config = BenchSearch.config(overrides());
        try (BenchDatabase database = new BenchDatabase(4)) {
            List<Conversation> all = new ArrayList<>(fresh);
            all.addAll(heldOut);
            all.addAll(dev);
            long started = System.nanoTime();
            VectorIndex vectors = prepare(database, all, config);
            System.out.printf("imported and embedded %d conversations in %.1f s%n", all.size(), (System.nanoTime() - started) / 1e9);
            if (reranking.equals("--cross-validate")) {
                RerankerTraining.crossValidate(dev, database, vectors, config);
            } else if (reranking.equals("--train-reranker")) {
                RerankerTraining.train(dev, database, vectors, config);
            } else if (System.getProperty("bench.sweep") != null) {
                sweep(System.getProperty("bench.sweep"), dev, database);
            } else {
                report("FRESH HELD-OUT (written after the last tuning, measured once)", fresh, database, vectors, config, false);
                report("HELD-OUT", heldOut, database, vectors, config, false);
                report("DEVELOPMENT", dev, database, vectors, config, true);
            }
        }
        System.exit(0);
    }

    /** Settings given as system properties ({@code -Dsouvenir.search.recency-weight=0}), to try others than the defaults. */
    static Map<String, String> overrides() {
        Map<String, String> overrides = new TreeMap<>();
        System.getProperties().forEach((key, value) -> {
            if (key.toString().startsWith("souvenir.search.")) {
                overrides.put(key.toString(), value.toString());
            }
        });
        if (!overrides.isEmpty()) {
            System.out.println("settings: " + overrides);
        }
        return overrides;
    }

    /**
     * -Dbench.sweep="subject-weight=1,meaning-weight=2;speaker-weight=1": the development part searched
     * once per setting set (each on top of the defaults and the -D settings), one line of recall@10 per
     * category each, to compare settings without importing again.
     */
    private static void sweep(String sets, List<Conversation> dev, BenchDatabase database) {
        System.out.printf("%-60s %-6s %-6s %-6s %-6s %-6s %-6s%n", "development recall@10", "single", "multi", "tempo", "open", "all",
                "all@5");
        for (String set : sets.split(";")) {
            Map<String, String> settings = new TreeMap<>(overrides());
            for (String setting : set.split(",")) {
                if (setting.contains("=")) {
                    settings.put("souvenir.search." + setting.substring(0, setting.indexOf('=')).strip(),
                            setting.substring(setting.indexOf('=') + 1).strip());
                }
            }
            SearchConfig config = BenchSearch.config(settings);
            Recall ours = search(database, BenchSearch.vectorIndex(config), dev, config);
            System.out.printf("%-60s %.3f  %.3f  %.3f  %.3f  %.3f  %.3f%n", set.isBlank() ? "(defaults)" : set, ours.at("single-hop", 10),
                    ours.at("multi-hop", 10), ours.at("temporal", 10), ours.at("open-domain", 10), ours.at(null, 10), ours.at(null, 5));
        }
    }

    private static void report(String title, List<Conversation> part, BenchDatabase database, VectorIndex vectors,
            SearchConfig config, boolean showMisses) {
        System.out.printf("%n%s: %d conversations, %d messages, %d questions%n", title, part.size(),
                part.stream().mapToLong(c -> c.timed().size()).sum(), part.stream().mapToLong(c -> c.questions().size()).sum());
        if (part.isEmpty()) {
            return;
        }
        Recall ours = search(database, vectors, part, config);
        Recall bm25 = bm25(part);
        System.out.printf("%-12s %5s   %-15s   %-15s   %s%n", "category", "n", "search r@5/r@10", "BM25 r@5/r@10", "r@10 vs BM25");
        for (String category : ours.categories()) {
            System.out.printf("%-12s %5d   %.3f / %.3f     %.3f / %.3f     x%.2f%n", category, ours.count(category),
                    ours.at(category, 5), ours.at(category, 10), bm25.at(category, 5), bm25.at(category, 10),
                    ours.at(category, 10) / bm25.at(category, 10));
        }
        System.out.printf("%-12s %5d   %.3f / %.3f     %.3f / %.3f     x%.2f%n", "all", ours.count(null), ours.at(null, 5),
                ours.at(null, 10), bm25.at(null, 5), bm25.at(null, 10), ours.at(null, 10) / bm25.at(null, 10));
        for (String language : part.stream().map(Conversation::language).distinct().sorted().toList()) {
            List<Conversation> inLanguage = part.stream().filter(c -> c.language().equals(language)).toList();
            Recall oursIn = search(database, vectors, inLanguage, config);
            Recall bm25In = bm25(inLanguage);
            System.out.printf("%-12s %5d   %.3f / %.3f     %.3f / %.3f     x%.2f%n", "  in " + language, oursIn.count(null),
                    oursIn.at(null, 5), oursIn.at(null, 10), bm25In.at(null, 5), bm25In.at(null, 10),
                    oursIn.at(null, 10) / bm25In.at(null, 10));
        }
        double[] millis = ours.millis();
        System.out.printf("search time per question (ms): p50 %.2f, p95 %.2f (target: recall@10 >= 0.85 and >= 1.5x BM25 in every category)%n",
                percentile(millis, 50), percentile(millis, 95));
        if (showMisses) {
            System.out.println("\nevidence missed at 10 by the search (found/expected):");
            ours.misses().forEach(miss -> System.out.println("  " + miss));
        }
    }

    /** Imports every conversation for its own user and computes the vectors as the service's indexer does. */
    static VectorIndex prepare(BenchDatabase database, List<Conversation> conversations, SearchConfig config) throws SQLException {
        try (Connection connection = database.superuser()) {
            connection.setAutoCommit(false);
            BenchDatabase.deleteWorkspace(connection, WORKSPACE);
            connection.commit();
        }
        conversations.forEach(conversation -> importAsTheServiceDoes(database, conversation));
        VectorIndex vectors = BenchSearch.vectorIndex(config);
        VectorBackfill backfill = new VectorBackfill(database, BenchSearch.EMBEDDINGS, vectors, 32, config.sameTopicSimilarity());
        conversations.forEach(conversation -> backfill.run(tenant(conversation)));
        return vectors;
    }

    /** What memory-service's ImportService keeps of POST /api/v1/imports for the conversation, with extract=false. */
    private static void importAsTheServiceDoes(BenchDatabase database, Conversation conversation) {
        Tenant tenant = tenant(conversation);
        List<Timed> timed = conversation.timed();
        UUID session = UUID.nameUUIDFromBytes((tenant.workspaceId() + "/" + tenant.userId() + "/conversation/" + conversation.id())
                .getBytes(StandardCharsets.UTF_8));
        UUID importId = UUID.randomUUID();
        List<Message> messages = new ArrayList<>();
        for (Timed said : timed) {
            Message message = new Message();
            message.id = UUID.nameUUIDFromBytes((tenant.workspaceId() + "/" + tenant.userId() + "/import/" + said.message().id())
                    .getBytes(StandardCharsets.UTF_8));
            message.sessionId = session;
            message.userId = tenant.userId();
            message.workspaceId = tenant.workspaceId();
            message.role = conversation.roleOf(said.message().speaker());
            message.text = said.message().text();
            message.channel = "import";
            message.traceId = "bench";
            message.saidAt = said.at();
            message.speaker = said.message().speaker();
            message.externalId = said.message().id();
            message.importId = importId;
            messages.add(message);
        }
        database.in(tenant, connection -> {
            try (PreparedStatement insert = connection.prepareStatement("""
                    insert into sessions (id, user_id, workspace_id, channel, started_at, last_message_at)
                    values (?, ?, ?, 'import', ?, ?)""")) {
                insert.setObject(1, session);
                insert.setString(2, tenant.userId());
                insert.setString(3, tenant.workspaceId());
                insert.setObject(4, timed.get(0).at());
                insert.setObject(5, timed.get(timed.size() - 1).at());
                insert.executeUpdate();
            }
            // the gateway sends chunks of at most 500 messages, each stored in its own transaction
            for (int from = 0; from < messages.size(); from += 500) {
                ConversationRepository.insertMissing(connection, messages.subList(from, Math.min(messages.size(), from + 500)));
            }
            return null;
        });
    }

    static Recall search(BenchDatabase database, VectorIndex vectors, List<Conversation> conversations, SearchConfig config) {
        MultiAngleSearch search = BenchSearch.search(database, vectors, config);
        return measure(conversations, (conversation, question) -> {
            List<Hit> hits = search.search(tenant(conversation), question, DEPTH, ANGLES);
            if (System.getProperty("bench.explain") != null && List.of(System.getProperty("bench.explain").split("\\|")).contains(question)) {
                System.out.println("explain: " + question);
                hits.forEach(hit -> System.out.printf("  %.3f %s %s %s%n", hit.score(), hit.angles(), hit.externalIds(),
                        hit.text().substring(0, Math.min(90, hit.text().length()))));
            }
            return hits.stream().flatMap(hit -> hit.externalIds().stream()).distinct().toList();
        });
    }

    static Recall bm25(List<Conversation> conversations) {
        Map<String, Bm25> indexes = new HashMap<>();
        conversations.forEach(conversation -> indexes.put(conversation.id(), new Bm25(conversation.timed().stream()
                .collect(Collectors.toMap(t -> t.message().id(), t -> t.message().text(), (a, b) -> a, LinkedHashMap::new)))));
        return measure(conversations, (conversation, question) -> indexes.get(conversation.id()).search(question, 10));
    }

    static Recall measure(List<Conversation> conversations, BiFunction<Conversation, String, List<String>> search) {
        return measure(conversations, search, new Recall());
    }

    /** Adds the questions of {@code conversations}, searched so, to {@code recall}. */
    static Recall measure(List<Conversation> conversations, BiFunction<Conversation, String, List<String>> search, Recall recall) {
        for (Conversation conversation : conversations) {
            Map<String, String> texts = new HashMap<>();
            conversation.timed().forEach(t -> texts.put(t.message().id(), t.message().speaker() + ": " + t.message().text()));
            for (Question question : conversation.questions()) {
                long started = System.nanoTime();
                List<String> found = search.apply(conversation, question.text());
                recall.add(question, found, (System.nanoTime() - started) / 1e6, texts);
            }
        }
        return recall;
    }

    static Tenant tenant(Conversation conversation) {
        return new Tenant(WORKSPACE, "conversation-" + conversation.id());
    }

    private static double percentile(double[] values, int percent) {
        if (values.length == 0) {
            return 0;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(percent / 100.0 * sorted.length) - 1)];
    }

    /** Per question, the share of its evidence found in the top 5 and top 10, by category. */
    static final class Recall {
        private final Map<String, List<double[]>> shares = new TreeMap<>((a, b) -> {
            int ia = CATEGORIES.indexOf(a);
            int ib = CATEGORIES.indexOf(b);
            return ia >= 0 && ib >= 0 ? Integer.compare(ia, ib) : ia >= 0 ? -1 : ib >= 0 ? 1 : a.compareTo(b);
        });
        private final List<String> misses = new ArrayList<>();
        private final List<Double> millis = new ArrayList<>();

        void add(Question question, List<String> found, double tookMillis, Map<String, String> texts) {
            double at5 = share(question.evidence(), found, 5);
            double at10 = share(question.evidence(), found, DEPTH);
            shares.computeIfAbsent(question.category(), c -> new ArrayList<>()).add(new double[] {at5, at10});
            millis.add(tookMillis);
            if (share(question.evidence(), found, 10) < 1) {
                StringBuilder miss = new StringBuilder(question.category() + " " + question.id() + " ("
                        + Math.round(at10 * question.evidence().size()) + "/" + question.evidence().size() + "): "
                        + question.text() + "  [" + question.answer() + "]");
                question.evidence().stream().filter(id -> !found.subList(0, Math.min(10, found.size())).contains(id))
                        .forEach(id -> miss.append("\n      missed ").append(id).append(found.contains(id) ? " (rank " + (found.indexOf(id) + 1) + ")" : "")
                                .append(" ").append(texts.get(id)));
                found.stream().limit(3).forEach(id -> miss.append("\n      found  ").append(id).append(" ").append(texts.get(id)));
                misses.add(miss.toString());
            }
        }

        private static double share(List<String> evidence, List<String> found, int k) {
            List<String> top = found.subList(0, Math.min(k, found.size()));
            return evidence.stream().filter(top::contains).count() / (double) evidence.size();
        }

        List<String> categories() {
            return new ArrayList<>(shares.keySet());
        }

        /** Questions of the category ({@code null}: all). */
        int count(String category) {
            return category == null ? shares.values().stream().mapToInt(List::size).sum() : shares.get(category).size();
        }

        double at(String category, int k) {
            List<double[]> of = category == null ? shares.values().stream().flatMap(List::stream).toList() : shares.get(category);
            return of.stream().mapToDouble(share -> share[k == 5 ? 0 : 1]).average().orElse(0);
        }

        double[] millis() {
            return millis.stream().mapToDouble(Double::doubleValue).toArray();
        }

        List<String> misses() {
            return misses;
        }
    }
}
