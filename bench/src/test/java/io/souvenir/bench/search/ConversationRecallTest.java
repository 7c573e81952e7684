package io.souvenir.bench.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.bench.search.LongConversations.Conversation;
import io.souvenir.bench.search.LongConversations.Part;
import io.souvenir.memory.search.SearchConfig;
import io.souvenir.memory.search.VectorIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The long-conversation benchmark on every `./souvenir test` (it needs the test PostgreSQL): the
 * conversations imported as an import stores them, searched as the service searches. The issue's
 * target is recall@10 >= 0.85 and >= 1.5x BM25 in every category on the held-out conversations;
 * the thresholds below hold what is reached today, a little under what the bench measured.
 */
class ConversationRecallTest {

    @Test
    void searchFindsMoreOfTheEvidenceThanBm25InEveryCategory() throws Exception {
        List<Conversation> dev = LongConversations.load(Part.DEV);
        List<Conversation> heldOut = LongConversations.load(Part.HELDOUT);
        List<Conversation> fresh = LongConversations.load(Part.FRESH);
        List<Conversation> all = new ArrayList<>(dev);
        all.addAll(heldOut);
        all.addAll(fresh);
        SearchConfig config = BenchSearch.config(Map.of());
        try (BenchDatabase database = new BenchDatabase(4)) {
            VectorIndex vectors = ConversationRecall.prepare(database, all, config);

            // fresh held-out (fr-1 conv-a2-fr-1, 400 messages, and en-1 conv-a2-en-1, 439 messages, 40 questions each,
            // written on 2026-12-07 by two sessions that read no code), first measured that evening (21:20 UTC) before any
            // change of session 25 but with the reranker trained again on the development conversations as they then stood:
            // recall@10 0.694 against BM25's 0.304 (en 0.650, fr 0.738); per category x1.67 (single-hop 0.750, the
            // weakest), x2.41 (multi-hop), x2.36 (temporal), x4.15 (open-domain 0.467); after session 25's search19 (French
            // yes-or-no questions read as such, a when-question's line that names its day from the day it was said): 0.725
            // (en 0.675, fr 0.775), x1.67 (single-hop 0.750), x2.45, x2.57 (temporal 0.900), x4.48 (open-domain 0.504). The
            // target is 0.85 and x1.5 in every category; this only keeps what is reached from slipping back.
            assertThat(fresh.size()).as("conversations in the fresh held-out part").isPositive();
            holds(ConversationRecall.search(database, vectors, fresh, config), ConversationRecall.bm25(fresh),
                    "fresh held-out", 0.715, 1.5);
            // held-out (en-1, fr-1, en-2; 128 questions, written apart from the search), measured once 2026-12-02 01:45 and
            // reported first: recall@10 0.660 against BM25's 0.306; per category x2.18, x2.53, x2.00, x2.10; 0.678 in session
            // 15, 0.698 after session 16's search10 (fr 0.543 → 0.613), x2.36, x2.63, x2.12, x2.17; 0.690 in session 18
            // before its reranker (the statistics of a corpus that grew), 0.723 after it (fr 0.662), x2.36, x2.85, x2.15, x2.32; in
            // session 19 0.726 before its search13 and 0.718 after (fr 0.679 -> 0.666), x2.45, x2.87, x2.15, x2.12; 0.716 in
            // session 20, 0.701 (fr 0.634) once the reranker was trained again with fr-12 and en-12, x2.27, x2.75, x2.15, x2.19;
            // 0.715 (fr 0.679) in session 22 with it trained again with fr-13 and en-13, x2.45, x2.72, x2.15, x2.19, and 0.730
            // (fr 0.696) once grown to 200 trees, x2.45, x2.83, x2.15, x2.32; 0.717 (fr 0.668) in session 23 with it trained
            // again with fr-14 and en-14, x2.36, x2.68, x2.15, x2.35; 0.721 (fr 0.691) in session 24 with it
            // trained again with fr-15 and en-15, x2.45, x2.68, x2.15, x2.30; 0.718 (fr 0.673) in session 25 with it
            // trained again with fr-16 and en-16, x2.36, x2.83, x2.15, x2.27, and 0.728 after search19, x2.55, x2.72,
            // x2.15, x2.27
            holds(ConversationRecall.search(database, vectors, heldOut, config), ConversationRecall.bm25(heldOut),
                    "held-out", 0.69, 1.9);
            // development (en-1, fr-1, own-1, session 8's fresh held-out fr-2 and en-2, and session 9's fr-3 and en-3,
            // each moved here after two measures; 254 questions). Before fr-3 and en-3 joined it (2026-12-02 01:20):
            // recall@10 0.747 against BM25's 0.385, per category x1.89 (single-hop), x1.96 (multi-hop), x1.97 (temporal),
            // x2.00 (open-domain); fr-3 and en-3 read 0.638, then 0.649, against BM25's 0.295 while held out. With them, 0.716
            // (x1.96 to x2.05) on 2026-12-06 before that day's search changes, 0.740 (x1.96 to x2.26) after. Session 12's
            // fresh held-out fr-4 and en-4 (80 questions) joined it in session 13 after two measures (0.589, then 0.613:
            // x2.00 single-hop, x1.30 multi-hop, x1.13 temporal, x5.02 open-domain); with them (334 questions): 0.710 against
            // BM25's 0.360, x2.10, x1.82, x1.71, x2.64. After session 13's search7 (more of a message's neighbours and of the
            // question it answers, a speaker's own relatives, French function words), 2026-12-06: 0.736 (en 0.792, fr
            // 0.675), x2.15, x1.86, x1.78, x2.85. Session 13's fresh held-out fr-5 and en-5 (conv-n-, 80 questions) joined it
            // in session 14 after two measures (0.729 before that session's search changes, 0.758 after: x2.11 single-hop,
            // x1.94 multi-hop, x1.61 then x1.70 temporal, x3.89 open-domain); with them (414 questions): 0.740 against BM25's 0.360,
            // x2.16, x1.87, x1.76, x3.03. Session 14's fresh held-out fr-6 and en-6 (conv-p-, 80 questions) joined it in session
            // 15 after two measures (0.656 before that session's search change, 0.663 after: x1.73 single-hop, x4.34
            // multi-hop, x1.35 temporal, x2.96 then x3.22 open-domain). Session 15's fresh held-out fr-7 and en-7 (conv-q-, 80 questions) joined
            // it in session 16 after two measures (0.602 before that session's search change, 0.598 after: x3.00 single-hop,
            // x2.25 multi-hop, x1.71 temporal, x3.87 open-domain; BM25 0.250); with them (574 questions): 0.714 (en 0.770, fr
            // 0.654). After session 16's search10 (time words read on whole words, life events told in other words, French
            // chat's clipped words, relatives in the plural): 0.731 (en 0.770, fr 0.690), x2.15 single-hop, x2.15 multi-hop,
            // x1.81 temporal, x3.15 open-domain. Session 16's fresh held-out fr-8 and en-8 (conv-r-, 80 questions) joined it
            // in session 17 after two measures (0.627 before that session's search change, 0.671 after: x2.00 single-hop,
            // x2.59 multi-hop, x2.21 temporal, x4.20 open-domain; BM25 0.284); with them (654 questions): 0.724 (en
            // 0.768, fr 0.677), x2.14 single-hop, x2.20 multi-hop, x1.85 temporal, x3.23 open-domain. Session 17's fresh
            // held-out fr-9 and en-9 (conv-s-, 80 questions) joined it in session 18 after two measures (0.571 before and
            // after that session's search11: x1.88 single-hop, x4.01 multi-hop, x2.05 temporal, x3.04 open-domain; BM25
            // 0.245); with them (734 questions), before session 18's reranker: 0.710 (en 0.755, fr 0.664), single-hop
            // 0.866, multi-hop 0.589, temporal 0.868, open-domain 0.478 against BM25's 0.326 (x2.12, x2.30, x1.87, x3.22).
            // The learned reranker (search/reranker.tsv) is trained on these very conversations, so their figure with it
            // says little: 0.773 (en 0.804, fr 0.740), 0.899, 0.668, 0.918, 0.573 (x2.20, x2.61, x1.98, x3.86). Its honest
            // figure is each pair left out of training in turn (bench conversations --cross-validate): 0.710 → 0.733 (en
            // 0.766, fr 0.699), single-hop 0.869, multi-hop 0.631, temporal 0.876, open-domain 0.521. Session 18's fresh
            // held-out fr-10 and en-10 (conv-t-, 80 questions) joined it in session 19 after two measures (0.580 before that
            // session's reranker: x1.11 single-hop, x1.95 multi-hop, x1.83 temporal, x2.11 open-domain, BM25 0.348; 0.653
            // after it: x1.44, x2.11, x2.06, x2.11); with them (814 questions), before session 19's search13: 0.763 with the
            // reranker (in-sample), each pair left out of training 0.698 → 0.727 (en 0.757, fr 0.697), single-hop 0.845,
            // multi-hop 0.628, temporal 0.880, open-domain 0.528. After search13 (trades and illnesses a question names by
            // their kind, a pet brought home) and the reranker trained again: 0.778 (en 0.809, fr 0.746), single-hop 0.910,
            // multi-hop 0.668, temporal 0.919, open-domain 0.586 against BM25's 0.328 (x2.21, x2.61, x1.99, x3.73); each
            // pair left out, 0.702 → 0.730 (en 0.765, fr 0.694), 0.867, 0.615, 0.876, 0.532. Session 19's fresh held-out
            // fr-11 and en-11 (conv-u-, 80 questions) joined it in session 20 after two measures (0.685 before that session's
            // search13: x1.70 single-hop, x3.55 multi-hop, x1.61 temporal, x7.67 open-domain, BM25 0.298; 0.702 after it:
            // x1.80, x3.80, x1.61, x7.33); with them (894 questions), after session 20's search14 (the line that opens a
            // sitting told by the details after it, a first name asked) and the reranker trained again: 0.774 (en 0.802, fr
            // 0.746), single-hop 0.909, multi-hop 0.665, temporal 0.919, open-domain 0.576 against BM25's 0.325 (x2.17,
            // x2.68, x1.99, x3.87); each pair left out, 0.699 → 0.730 (en 0.765, fr 0.695), 0.870, 0.627, 0.867, 0.528
            // (before it, 0.729: 0.857, 0.629, 0.869, 0.535); the 21 conversations besides fr-11/en-11, 0.732 → 0.731.
            // Session 20's fresh held-out fr-12 and en-12 (conv-v-, 80 questions) joined it in session 21 after two measures
            // (0.638 before that session's search14: x2.14 single-hop, x3.52 multi-hop, x2.07 temporal, x8.54 open-domain,
            // BM25 0.232; 0.617 after it: x2.00, x3.66, x2.00, x7.92); with them (974 questions) and the reranker trained
            // again: 0.763 (en 0.798, fr 0.727), single-hop 0.897, multi-hop 0.666, temporal 0.895, open-domain 0.568 against
            // BM25's 0.318 (x2.17, x2.75, x1.98, x4.03). Session 21's fresh held-out fr-13 and en-13 (conv-w-, 80 questions)
            // joined it in session 22 after two measures (0.561 both times: x4.83 single-hop, x4.16 multi-hop, x1.67 temporal,
            // x3.57 open-domain, BM25 0.203); with them (1054 questions) and the reranker trained again: 0.748 (en 0.787,
            // fr 0.707), single-hop 0.892, multi-hop 0.646, temporal 0.888, open-domain 0.540 against BM25's 0.309 (x2.26,
            // x2.79, x1.96, x3.96). Session 22's search16 grew it 200 trees instead of 100 (each pair left out, on the
            // recorded candidates: the 25 conversations besides fr-13/en-13 0.721 → 0.729): 0.785 (en 0.827, fr 0.742),
            // single-hop 0.929, multi-hop 0.681, temporal 0.924, open-domain 0.580 against BM25's 0.309 (x2.35, x2.95, x2.04,
            // x4.26). Session 22's fresh held-out fr-14 and en-14 (conv-x-, 80 questions) joined it in session 23 after two
            // measures (0.665 before that session's search16, 0.661 after: x2.29 single-hop, x2.14 then x2.18 multi-hop, x1.69
            // temporal, x5.82 then x5.43 open-domain, BM25 0.301); with them (1134 questions) and the reranker trained again:
            // 0.778 (en 0.820, fr 0.735), single-hop 0.939, multi-hop 0.674, temporal 0.910, open-domain 0.564 against BM25's
            // 0.308 (x2.39, x2.85, x2.00, x4.30). Session 23's fresh held-out fr-15 and en-15 (conv-y-, 80 questions)
            // joined it in session 24, measured once (0.719; no search change followed, so no second measure: x1.90
            // single-hop, x3.35 multi-hop, x2.19 temporal, x2.14 open-domain, BM25 0.321); with them (1214 questions)
            // and the reranker trained again: 0.775 (en 0.813, fr 0.737), single-hop 0.930, multi-hop 0.684, temporal
            // 0.906, open-domain 0.558 against BM25's 0.309 (x2.33, x2.93, x2.00, x4.12). Session 24's fresh held-out fr-16
            // and en-16 (conv-z-, 80 questions) joined it in session 25, measured once (0.694; no search change followed:
            // x2.25 single-hop, x5.23 multi-hop, x1.66 temporal, x3.54 open-domain, BM25 0.282); with them (1294
            // questions) and the reranker trained again: 0.771 (en 0.799, fr 0.743), single-hop 0.924,
            // multi-hop 0.675, temporal 0.912, open-domain 0.551 against BM25's 0.308 (x2.32, x2.97, x2.01, x4.12); after
            // search19 (trained again with its two signals) 0.772 (en 0.806, fr 0.738), 0.924, 0.672, 0.915, 0.557 (x2.32,
            // x2.96, x2.01, x4.17).
            holds(ConversationRecall.search(database, vectors, dev, config), ConversationRecall.bm25(dev),
                    "development", 0.765, 1.9);
        }
    }

    private static void holds(ConversationRecall.Recall search, ConversationRecall.Recall bm25, String part, double floor,
            double againstBm25) {
        assertThat(search.at(null, 10)).as("%s recall@10", part).isGreaterThanOrEqualTo(floor);
        for (String category : search.categories()) {
            assertThat(search.at(category, 10)).as("%s recall@10 of %s against BM25's %.3f", part, category,
                    bm25.at(category, 10)).isGreaterThanOrEqualTo(againstBm25 * bm25.at(category, 10));
        }
    }
}
