package io.souvenir.bench.search;

import io.souvenir.bench.search.RetrievalSet.Conversation;
import io.souvenir.bench.search.RetrievalSet.Message;
import io.souvenir.bench.search.RetrievalSet.Person;
import io.souvenir.bench.search.RetrievalSet.Question;
import io.souvenir.memory.search.Angle;
import io.souvenir.memory.search.Hit;
import io.souvenir.memory.search.MultiAngleSearch;
import io.souvenir.memory.search.SearchConfig;
import io.souvenir.memory.search.VectorBackfill;
import io.souvenir.memory.search.VectorIndex;
import io.souvenir.platform.tenancy.Tenant;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

/**
 * Recall@5 and recall@10 of memory-service's search on the generated French/English retrieval
 * set, next to plain BM25 over the same messages; and the fusion weights tried to choose the
 * defaults. Each conversation is its own user, so each is its own corpus.
 */
public final class SearchRecall {

    private static final String WORKSPACE = "bench-recall";

    public static void main(String[] args) throws Exception {
        List<Conversation> set = RetrievalSet.generate(10, 12, 3, 20261129L);
        int questions = set.stream().mapToInt(conversation -> conversation.questions().size()).sum();
        System.out.printf("retrieval set: %d conversations, %d messages, %d questions%n", set.size(),
                set.stream().mapToLong(c -> c.sessions().stream().mapToLong(List::size).sum()).sum(), questions);
        try (BenchDatabase database = new BenchDatabase(4)) {
            long started = System.nanoTime();
            VectorIndex vectors = prepare(database, set);
            System.out.printf("stored and embedded in %.1f s%n%n", (System.nanoTime() - started) / 1e9);

            Map<String, Map<String, String>> tried = new LinkedHashMap<>();
            tried.put("defaults", Map.of());
            for (String meaning : List.of("0.3", "0.7", "1.0")) {
                tried.put("meaning weight " + meaning, Map.of("souvenir.search.meaning-weight", meaning));
            }
            tried.put("subject weight 0.5", Map.of("souvenir.search.subject-weight", "0.5"));
            tried.put("person weight 0.5", Map.of("souvenir.search.person-weight", "0.5"));
            tried.put("no recency", Map.of("souvenir.search.recency-weight", "0"));
            tried.put("meaning floor 0.3", Map.of("souvenir.search.meaning-floor", "0.3"));
            System.out.printf("%-28s %6s %6s%n", "fusion tried", "r@5", "r@10");
            for (Map.Entry<String, Map<String, String>> settings : tried.entrySet()) {
                Recall recall = search(database, vectors, set, BenchSearch.config(settings.getValue()), EnumSet.allOf(Angle.class));
                System.out.printf("%-28s %6.3f %6.3f%n", settings.getKey(), recall.at(5), recall.at(10));
            }
            SearchConfig defaults = BenchSearch.config(Map.of());
            for (Angle angle : Angle.values()) {
                Recall alone = search(database, vectors, set, defaults, EnumSet.of(angle));
                System.out.printf("%-28s %6.3f %6.3f%n", angle.wireName() + " angle alone", alone.at(5), alone.at(10));
            }

            Recall ours = search(database, vectors, set, defaults, EnumSet.allOf(Angle.class));
            Recall baseline = bm25(set);
            System.out.printf("%n%-16s %5s   %-15s %-15s%n", "questions", "n", "search r@5/r@10", "BM25 r@5/r@10");
            for (String kind : ours.kinds()) {
                System.out.printf("%-16s %5d   %.3f / %.3f   %.3f / %.3f%n", kind, ours.count(kind), ours.at(kind, 5),
                        ours.at(kind, 10), baseline.at(kind, 5), baseline.at(kind, 10));
            }
            System.out.printf("%-16s %5d   %.3f / %.3f   %.3f / %.3f%n", "all", questions, ours.at(5), ours.at(10),
                    baseline.at(5), baseline.at(10));
            System.out.printf("%-16s %5d   %.3f / %.3f   %.3f / %.3f%n", "of which held out", ours.heldOut(),
                    ours.heldOutAt(5), ours.heldOutAt(10), baseline.heldOutAt(5), baseline.heldOutAt(10));
            System.out.printf("%nsearch vs BM25: recall@5 x%.2f, recall@10 x%.2f (target: recall@10 >= 0.90)%n",
                    ours.at(5) / baseline.at(5), ours.at(10) / baseline.at(10));
            System.out.println("\nmissed at 10 by the search:");
            ours.misses().forEach(miss -> System.out.println("  " + miss));
        }
        System.exit(0);
    }

    /** Stores the conversations (each its own user) and computes their vectors as the service's indexer does. */
    static VectorIndex prepare(BenchDatabase database, List<Conversation> set) throws SQLException {
        store(database, set);
        VectorIndex vectors = BenchSearch.vectorIndex(BenchSearch.config(Map.of()));
        VectorBackfill backfill = new VectorBackfill(database, BenchSearch.EMBEDDINGS, vectors, 32,
                BenchSearch.config(Map.of()).sameTopicSimilarity());
        set.forEach(conversation -> backfill.run(tenant(conversation)));
        return vectors;
    }

    static Recall search(BenchDatabase database, VectorIndex vectors, List<Conversation> set, SearchConfig config,
            Set<Angle> angles) {
        MultiAngleSearch search = BenchSearch.search(database, vectors, config);
        return measure(set, (conversation, question) -> ids(search.search(tenant(conversation), question, 10, angles)));
    }

    static Recall bm25(List<Conversation> set) {
        Map<String, Bm25> bm25 = new TreeMap<>();
        set.forEach(conversation -> bm25.put(conversation.id(),
                new Bm25(conversation.sessions().stream().flatMap(List::stream)
                        .collect(Collectors.toMap(Message::externalId, Message::text, (a, b) -> a, LinkedHashMap::new)))));
        return measure(set, (conversation, question) -> bm25.get(conversation.id()).search(question, 10));
    }

    /** Rank of the evidence (1-based, 0 = not in the top 10) for each question, by kind. */
    static final class Recall {
        private final Map<String, List<Integer>> ranks = new TreeMap<>();
        private final List<Integer> heldOutRanks = new ArrayList<>();
        private final List<String> misses = new ArrayList<>();

        void add(Question question, String evidence, List<String> found) {
            int rank = found.indexOf(question.evidenceExternalId()) + 1;
            ranks.computeIfAbsent(question.kind(), kind -> new ArrayList<>()).add(rank);
            if (question.heldOut()) {
                heldOutRanks.add(rank);
            }
            if (rank == 0) {
                misses.add(question.kind() + ": " + question.text() + "  <-  " + evidence);
            }
        }

        Set<String> kinds() {
            return ranks.keySet();
        }

        int count(String kind) {
            return ranks.get(kind).size();
        }

        double at(String kind, int k) {
            return ranks.get(kind).stream().filter(rank -> rank > 0 && rank <= k).count() / (double) count(kind);
        }

        double at(int k) {
            return share(ranks.values().stream().flatMap(List::stream).toList(), k);
        }

        double heldOutAt(int k) {
            return share(heldOutRanks, k);
        }

        int heldOut() {
            return heldOutRanks.size();
        }

        private static double share(List<Integer> ranks, int k) {
            return ranks.stream().filter(rank -> rank > 0 && rank <= k).count() / (double) ranks.size();
        }

        List<String> misses() {
            return misses;
        }
    }

    private static Recall measure(List<Conversation> set, BiFunction<Conversation, String, List<String>> search) {
        Recall recall = new Recall();
        for (Conversation conversation : set) {
            Map<String, String> texts = new LinkedHashMap<>();
            conversation.sessions().forEach(session -> session.forEach(message -> texts.put(message.externalId(), message.text())));
            for (Question question : conversation.questions()) {
                recall.add(question, texts.get(question.evidenceExternalId()), search.apply(conversation, question.text()));
            }
        }
        return recall;
    }

    /** The external ids of the source messages of the hits, in rank order, each once. */
    private static List<String> ids(List<Hit> hits) {
        return hits.stream().flatMap(hit -> hit.externalIds().stream()).distinct().toList();
    }

    private static Tenant tenant(Conversation conversation) {
        return new Tenant(WORKSPACE, "recall-" + conversation.id());
    }

    /** Messages as an import keeps them, and the persons the extraction would have kept from them. */
    private static void store(BenchDatabase database, List<Conversation> set) throws SQLException {
        try (Connection connection = database.superuser()) {
            connection.setAutoCommit(false);
            BenchDatabase.deleteWorkspace(connection, WORKSPACE);
            OffsetDateTime start = OffsetDateTime.now().minusDays(60);
            for (Conversation conversation : set) {
                Tenant tenant = tenant(conversation);
                Map<String, UUID> messageIds = new LinkedHashMap<>();
                for (int s = 0; s < conversation.sessions().size(); s++) {
                    UUID session = UUID.randomUUID();
                    OffsetDateTime at = start.plusDays(5L * s);
                    try (PreparedStatement insert = connection.prepareStatement("""
                            insert into memory.sessions (id, user_id, workspace_id, channel, started_at, last_message_at)
                            values (?, ?, ?, 'import', ?, ?)""")) {
                        insert.setObject(1, session);
                        insert.setString(2, tenant.userId());
                        insert.setString(3, tenant.workspaceId());
                        insert.setObject(4, at);
                        insert.setObject(5, at);
                        insert.executeUpdate();
                    }
                    List<Message> messages = conversation.sessions().get(s);
                    for (int m = 0; m < messages.size(); m++) {
                        UUID id = UUID.randomUUID();
                        messageIds.put(messages.get(m).externalId(), id);
                        try (PreparedStatement insert = connection.prepareStatement("""
                                insert into memory.messages (id, session_id, user_id, workspace_id, role, text, channel, said_at, external_id)
                                values (?, ?, ?, ?, ?, ?, 'import', ?, ?)""")) {
                            insert.setObject(1, id);
                            insert.setObject(2, session);
                            insert.setString(3, tenant.userId());
                            insert.setString(4, tenant.workspaceId());
                            insert.setString(5, messages.get(m).role());
                            insert.setString(6, messages.get(m).text());
                            insert.setObject(7, at.plusMinutes(m));
                            insert.setString(8, messages.get(m).externalId());
                            insert.executeUpdate();
                        }
                    }
                }
                for (Person person : conversation.persons()) {
                    try (PreparedStatement insert = connection.prepareStatement("""
                            insert into memory.memories (id, user_id, workspace_id, kind, text, normalized_hash, person_name,
                                                         person_relation, visible, confidence, source, source_message_id)
                            values (?, ?, ?, 'person', ?, ?, ?, ?, false, 0.9, 'import', ?)""")) {
                        insert.setObject(1, UUID.randomUUID());
                        insert.setString(2, tenant.userId());
                        insert.setString(3, tenant.workspaceId());
                        insert.setString(4, person.name() + " — " + person.relation());
                        insert.setString(5, "person:" + person.name() + ":" + person.relation());
                        insert.setString(6, person.name());
                        insert.setString(7, person.relation());
                        insert.setObject(8, messageIds.get(person.sourceExternalId()));
                        insert.executeUpdate();
                    }
                }
            }
            connection.commit();
        }
    }
}
