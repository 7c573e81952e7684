package io.souvenir.verifier.service;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.verifier.counting.DurabilityModel;
import io.souvenir.verifier.counting.DurabilityModel.Opinion;
import io.souvenir.verifier.counting.FactCount;
import io.souvenir.verifier.counting.OfflineFactCounter;
import io.souvenir.verifier.counting.StatedFact;
import java.util.List;

/**
 * The learned model's word on the verifier's backfills, each use behind its own threshold: (a)
 * when neither the turn nor the rules keep anything of a sentence the model is confident states
 * something durable, the sentence is kept whole in the user's words (a silent fact, or a person
 * or something lived by its subject), even where a rule abstained; (b) when the model is confident
 * a sentence holds nothing to keep, the verifier backfills nothing from it; (c) when it is
 * confident a clause the rules would backfill, read alone, holds nothing, that clause is not
 * backfilled. The main pass's memories are never removed.
 */
public final class SecondOpinion {

    /** The probabilities from which the model's word is taken: to keep a sentence, to backfill nothing from it or from a clause. */
    public record Thresholds(double keepAbove, double skipAbove, double dropAbove) {

        /** The rules alone: no probability reaches these. */
        public static final Thresholds OFF = new Thresholds(2, 2, 2);
        /** {@link SecondOpinionConfig}'s default thresholds, once it is enabled: (a) off, (b) when all but sure, (c) from 0.9. */
        public static final Thresholds CONFIGURED = new Thresholds(1.01, 0.99, 0.9);
    }

    private SecondOpinion() {
    }

    /** What the verifier backfills, the rules' {@code backfills} weighed by the model's {@code opinion} of the sentence. */
    public static List<StatedFact> weigh(String sentence, List<MemoryDraft> creations, List<StatedFact> backfills,
            DurabilityModel model, Thresholds thresholds) {
        Opinion opinion = model.judge(sentence);
        if (!backfills.isEmpty() && opinion.nothing() >= thresholds.skipAbove()) {
            return List.of();
        }
        if (thresholds.dropAbove() <= 1) {
            backfills = backfills.stream().filter(fact -> model.judge(fact.text()).nothing() < thresholds.dropAbove()).toList();
        }
        if (creations.isEmpty() && backfills.isEmpty() && opinion.durable() >= thresholds.keepAbove()) {
            return OfflineFactCounter.keptWhole(sentence).map(List::of).orElse(List.of());
        }
        return backfills;
    }

    /** The rules' backfills for a counted sentence, then the model's word on them. */
    public static List<StatedFact> missing(String sentence, FactCount count, List<MemoryDraft> creations,
            DurabilityModel model, Thresholds thresholds) {
        return weigh(sentence, creations, Coverage.missing(count, creations), model, thresholds);
    }
}
