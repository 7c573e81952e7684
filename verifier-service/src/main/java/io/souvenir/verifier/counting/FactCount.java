package io.souvenir.verifier.counting;

import java.util.List;

/**
 * What a sentence states, the clauses the counter would not decide on, and, when it read no fact
 * in a sentence that states something of the user's life, that {@code statement} in the user's
 * words (null otherwise): the memory a sentence keeps when neither the turn nor the counter kept
 * anything more precise.
 */
public record FactCount(List<StatedFact> facts, List<Abstention> abstentions, StatedFact statement) {

    public FactCount {
        facts = List.copyOf(facts);
        abstentions = List.copyOf(abstentions);
    }

    public FactCount(List<StatedFact> facts, List<Abstention> abstentions) {
        this(facts, abstentions, null);
    }
}
