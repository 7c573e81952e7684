package io.souvenir.bench.search;

import io.souvenir.bench.search.ConversationRecall.Recall;
import io.souvenir.bench.search.LongConversations.Conversation;
import io.souvenir.bench.search.LongConversations.Question;
import io.souvenir.bench.search.LongConversations.Timed;
import io.souvenir.memory.search.Angle;
import io.souvenir.memory.search.HitType.Ref;
import io.souvenir.memory.search.MultiAngleSearch;
import io.souvenir.memory.search.Reranker;
import io.souvenir.memory.search.SearchConfig;
import io.souvenir.memory.search.VectorIndex;
import io.souvenir.platform.tenancy.Tenant;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The search's learned second stage ({@link Reranker}), trained on the development conversations only.
 * {@code ./souvenir bench conversations --cross-validate}: leave one pair of conversations out (the French and the
 * English one a session wrote together; own-1 alone), train on the others, search the pair left out with that model,
 * and print recall per category and per language next to the untrained search and BM25: only a gain there counts.
 * {@code --train-reranker}: train on every development conversation and write the shipped weights.
 */
final class RerankerTraining {

    /** -Dbench.rerank.growth=trees,rate,depth,smallest-leaf to try others than the shipped growth. */
    static final Reranker.Growth GROWTH = System.getProperty("bench.rerank.growth") == null ? Reranker.Growth.DEFAULT
            : growth(System.getProperty("bench.rerank.growth"));
    static final Path SHIPPED = Path.of("memory-service/src/main/resources" + Reranker.WEIGHTS);
    private static final Set<Angle> ALL = EnumSet.allOf(Angle.class);

    /** One question's candidates as the search saw them: their message ids (null for a memory) and features. */
    record Recorded(Conversation conversation, Question question, List<String> ids, double[][] features) {

        Reranker.Example example() {
            boolean[] relevant = new boolean[ids.size()];
            for (int i = 0; i < ids.size(); i++) {
                relevant[i] = ids.get(i) != null && question.evidence().contains(ids.get(i));
            }
            return new Reranker.Example(features, relevant);
        }
    }

    private RerankerTraining() {
    }

    /** The pair a conversation belongs to: its id without its language ("conv-g-fr-1" and "conv-g-en-1" → "conv-g-1"). */
    static String pair(Conversation conversation) {
        return conversation.id().replace("-fr-", "-").replace("-en-", "-");
    }

    static List<Recorded> record(List<Conversation> dev, BenchDatabase database, VectorIndex vectors, SearchConfig config) {
        AtomicReference<Object[]> last = new AtomicReference<>();
        MultiAngleSearch recording = BenchSearch.search(database, vectors, config)
                .withReranker(null, (question, candidates, features) -> last.set(new Object[] {candidates, features}));
        List<Recorded> recorded = new ArrayList<>();
        for (Conversation conversation : dev) {
            Tenant tenant = ConversationRecall.tenant(conversation);
            Map<UUID, String> ids = new HashMap<>();
            for (Timed said : conversation.timed()) {
                ids.put(UUID.nameUUIDFromBytes((tenant.workspaceId() + "/" + tenant.userId() + "/import/" + said.message().id())
                        .getBytes(StandardCharsets.UTF_8)), said.message().id());
            }
            for (Question question : conversation.questions()) {
                last.set(null);
                recording.search(tenant, question.text(), 10, ALL);
                Object[] seen = last.get();
                if (seen == null) {
                    recorded.add(new Recorded(conversation, question, List.of(), new double[0][]));
                    continue;
                }
                @SuppressWarnings("unchecked")
                List<Ref> candidates = (List<Ref>) seen[0];
                recorded.add(new Recorded(conversation, question, candidates.stream().map(ref -> ids.get(ref.id())).toList(),
                        (double[][]) seen[1]));
            }
        }
        return recorded;
    }

    static void crossValidate(List<Conversation> dev, BenchDatabase database, VectorIndex vectors, SearchConfig config) {
        long started = System.nanoTime();
        List<Recorded> recorded = record(dev, database, vectors, config);
        System.out.printf(Locale.ROOT, "recorded the candidates of %d questions in %.1f s%n", recorded.size(),
                (System.nanoTime() - started) / 1e9);
        if (System.getProperty("bench.rerank.dump") != null) {
            dump(recorded, Path.of(System.getProperty("bench.rerank.dump")));
        }
        Map<String, List<Conversation>> pairs = new LinkedHashMap<>();
        dev.forEach(conversation -> pairs.computeIfAbsent(pair(conversation), p -> new ArrayList<>()).add(conversation));
        // offline: each question's recorded candidates reordered (what the search shows after them aside)
        Map<String, Reranker> models = new HashMap<>();
        started = System.nanoTime();
        pairs.keySet().forEach(left -> models.put(left, trained(recorded, left)));
        System.out.printf(Locale.ROOT, "trained %d models in %.1f s; offline, the recorded candidates reordered: fused order %.3f, "
                + "reranked %.3f%n", models.size(), (System.nanoTime() - started) / 1e9, offline(recorded, null),
                offline(recorded, r -> models.get(pair(r.conversation()))));
        // the search itself, each pair searched with the model trained without it
        MultiAngleSearch untrained = BenchSearch.search(database, vectors, config).withReranker(null, null);
        Recall before = ConversationRecall.measure(dev, (conversation, question) -> ids(untrained, conversation, question));
        Recall after = new Recall();
        Map<String, Recall> afterByLanguage = new HashMap<>();
        Map<String, Recall> beforeByLanguage = new HashMap<>();
        for (Map.Entry<String, List<Conversation>> left : pairs.entrySet()) {
            MultiAngleSearch reranked = untrained.withReranker(models.get(left.getKey()), null);
            ConversationRecall.measure(left.getValue(), (conversation, question) -> ids(reranked, conversation, question), after);
            for (Conversation conversation : left.getValue()) {
                ConversationRecall.measure(List.of(conversation), (c, question) -> ids(reranked, c, question),
                        afterByLanguage.computeIfAbsent(conversation.language(), l -> new Recall()));
                ConversationRecall.measure(List.of(conversation), (c, question) -> ids(untrained, c, question),
                        beforeByLanguage.computeIfAbsent(conversation.language(), l -> new Recall()));
            }
        }
        Recall bm25 = ConversationRecall.bm25(dev);
        System.out.printf(Locale.ROOT, "%nDEVELOPMENT, leave one pair out (%s): %d conversations, %d questions%n",
                GROWTH, dev.size(), before.count(null));
        System.out.printf("%-12s %5s   %-17s   %-17s   %-13s%n", "category", "n", "untrained r@5/10", "reranked r@5/10", "BM25 r@5/10");
        for (String category : before.categories()) {
            row(category, before.count(category), before, after, bm25, category);
        }
        row("all", before.count(null), before, after, bm25, null);
        for (String language : beforeByLanguage.keySet().stream().sorted().toList()) {
            Recall bm25In = ConversationRecall.bm25(dev.stream().filter(c -> c.language().equals(language)).toList());
            row("  in " + language, beforeByLanguage.get(language).count(null), beforeByLanguage.get(language),
                    afterByLanguage.get(language), bm25In, null);
        }
        // -Dbench.looked=conv-u-: the pairs whose misses were read, set apart, to see whether a change carries to the others
        String looked = System.getProperty("bench.looked");
        if (looked != null) {
            List<Conversation> others = dev.stream().filter(c -> !c.id().contains(looked)).toList();
            Recall othersBefore = new Recall();
            Recall othersAfter = new Recall();
            for (Conversation conversation : others) {
                MultiAngleSearch reranked = untrained.withReranker(models.get(pair(conversation)), null);
                ConversationRecall.measure(List.of(conversation), (c, question) -> ids(untrained, c, question), othersBefore);
                ConversationRecall.measure(List.of(conversation), (c, question) -> ids(reranked, c, question), othersAfter);
            }
            Recall othersBm25 = ConversationRecall.bm25(others);
            System.out.printf(Locale.ROOT, "%nthe %d conversations not named by %s, each searched with the model trained without its pair%n",
                    others.size(), looked);
            for (String category : othersBefore.categories()) {
                row(category, othersBefore.count(category), othersBefore, othersAfter, othersBm25, category);
            }
            row("all", othersBefore.count(null), othersBefore, othersAfter, othersBm25, null);
        }
    }

    static void train(List<Conversation> dev, BenchDatabase database, VectorIndex vectors, SearchConfig config) throws IOException {
        Reranker model = trained(record(dev, database, vectors, config), null);
        Files.writeString(SHIPPED, model.tsv());
        System.out.printf("trained on %d development conversations (%s): %d trees written to %s%n", dev.size(), GROWTH,
                model.size(), SHIPPED);
        // in-sample: the very conversations it learned from, so only an upper bound next to --cross-validate's figure
        MultiAngleSearch untrained = BenchSearch.search(database, vectors, config).withReranker(null, null);
        MultiAngleSearch reranked = untrained.withReranker(model, null);
        System.out.printf(Locale.ROOT, "%nDEVELOPMENT, in-sample: %d conversations%n", dev.size());
        System.out.printf("%-12s %5s   %-17s   %-17s   %-13s%n", "category", "n", "untrained r@5/10", "trained r@5/10", "BM25 r@5/10");
        Recall before = recall(dev, untrained);
        Recall after = recall(dev, reranked);
        Recall bm25 = ConversationRecall.bm25(dev);
        for (String category : before.categories()) {
            row(category, before.count(category), before, after, bm25, category);
        }
        row("all", before.count(null), before, after, bm25, null);
        for (String language : dev.stream().map(Conversation::language).distinct().sorted().toList()) {
            List<Conversation> inLanguage = dev.stream().filter(c -> c.language().equals(language)).toList();
            Recall beforeIn = recall(inLanguage, untrained);
            row("  in " + language, beforeIn.count(null), beforeIn, recall(inLanguage, reranked), ConversationRecall.bm25(inLanguage),
                    null);
        }
    }

    /** -Dbench.rerank.dump=FILE: the recorded candidates, one a line, to try models offline ({@link #main}). */
    private static void dump(List<Recorded> recorded, Path file) {
        StringBuilder out = new StringBuilder();
        for (Recorded r : recorded) {
            for (int i = 0; i < r.ids().size(); i++) {
                out.append(pair(r.conversation())).append('\t').append(r.conversation().language()).append('\t')
                        .append(r.question().id()).append('\t').append(r.question().category()).append('\t')
                        .append(String.join(",", r.question().evidence())).append('\t').append(r.ids().get(i));
                for (double value : r.features()[i]) {
                    out.append('\t').append(String.format(Locale.ROOT, "%.6g", value));
                }
                out.append('\n');
            }
        }
        try {
            Files.writeString(file, out.toString());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void row(String label, int n, Recall before, Recall after, Recall bm25, String category) {
        System.out.printf(Locale.ROOT, "%-12s %5d   %.3f / %.3f     %.3f / %.3f     %.3f / %.3f%n", label, n, before.at(category, 5),
                before.at(category, 10), after.at(category, 5), after.at(category, 10), bm25.at(category, 5), bm25.at(category, 10));
    }

    /** Trained on every recorded question but those of the pair {@code left} (null: on all). */
    static Reranker trained(List<Recorded> recorded, String left) {
        return Reranker.train(recorded.stream().filter(r -> left == null || !pair(r.conversation()).equals(left))
                .map(Recorded::example).toList(), GROWTH);
    }

    private static Reranker.Growth growth(String setting) {
        String[] parts = setting.split(",");
        return new Reranker.Growth(Integer.parseInt(parts[0]), Double.parseDouble(parts[1]), Integer.parseInt(parts[2]),
                Integer.parseInt(parts[3]));
    }

    private static Recall recall(List<Conversation> conversations, MultiAngleSearch search) {
        return ConversationRecall.measure(conversations, (conversation, question) -> ids(search, conversation, question));
    }

    private static List<String> ids(MultiAngleSearch search, Conversation conversation, String question) {
        return search.search(ConversationRecall.tenant(conversation), question, 10, ALL).stream()
                .flatMap(hit -> hit.externalIds().stream()).distinct().toList();
    }

    /** Mean recall@10 of the recorded candidates in each question's model's order (null: as recorded). */
    private static double offline(List<Recorded> recorded, java.util.function.Function<Recorded, Reranker> model) {
        double sum = 0;
        for (Recorded r : recorded) {
            int n = r.ids().size();
            Integer[] order = new Integer[n];
            double[] scores = new double[n];
            Reranker reranker = model == null ? null : model.apply(r);
            for (int i = 0; i < n; i++) {
                order[i] = i;
                scores[i] = reranker == null ? -i : reranker.score(r.features()[i]);
            }
            java.util.Arrays.sort(order, (a, b) -> scores[a] != scores[b] ? Double.compare(scores[b], scores[a]) : Integer.compare(a, b));
            List<String> top = new ArrayList<>();
            for (int i = 0; i < n && top.size() < 10; i++) {
                String id = r.ids().get(order[i]);
                if (id != null && !top.contains(id)) {
                    top.add(id);
                }
            }
            sum += r.question().evidence().stream().filter(top::contains).count() / (double) r.question().evidence().size();
        }
        return recorded.isEmpty() ? 0 : sum / recorded.size();
    }
}
