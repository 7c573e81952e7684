package io.souvenir.verifier.counting;

import java.util.ArrayList;
import java.util.List;

/** What the offline counter keeps of a sentence: its facts, and its statement kept whole when it read none. */
final class Kept {

    private static final FactCounter COUNTER = new OfflineFactCounter();

    private Kept() {
    }

    static List<StatedFact> of(String sentence) {
        FactCount count = COUNTER.count(sentence);
        List<StatedFact> kept = new ArrayList<>(count.facts());
        if (count.statement() != null) {
            kept.add(count.statement());
        }
        return kept;
    }
}
