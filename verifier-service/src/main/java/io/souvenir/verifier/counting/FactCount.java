package io.souvenir.verifier.counting;

import java.util.List;

/** What a sentence states, and the clauses the counter would not decide on. */
public record FactCount(List<StatedFact> facts, List<Abstention> abstentions) {

    public FactCount {
        facts = List.copyOf(facts);
        abstentions = List.copyOf(abstentions);
    }
}
