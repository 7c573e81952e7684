package io.souvenir.bench.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.memory.search.Angle;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Part of the retrieval benchmark on every `./souvenir test` (it needs the test PostgreSQL): four
 * conversations, 60 questions, against the target and the BM25 baseline.
 */
class SearchRecallTest {

    @Test
    void searchFindsNineAnswersInTenWhereBm25FindsFarFewer() throws Exception {
        List<RetrievalSet.Conversation> set = RetrievalSet.generate(4, 12, 3, 20261129L);
        try (BenchDatabase database = new BenchDatabase(4)) {
            SearchRecall.Recall search = SearchRecall.search(database, SearchRecall.prepare(database, set),
                    set, BenchSearch.config(Map.of()), EnumSet.allOf(Angle.class));
            SearchRecall.Recall bm25 = SearchRecall.bm25(set);

            assertThat(search.at(10)).as("search recall@10, missed: %s", search.misses()).isGreaterThanOrEqualTo(0.9);
            assertThat(search.at(10) - bm25.at(10)).as("margin over BM25").isGreaterThanOrEqualTo(0.3);
        }
    }
}
