package io.souvenir.memory.knowledge;

import java.time.Duration;

/**
 * How documents are ranked: a weight per field (name > description > keywords > summary > body),
 * typo tolerance, stems, the share of the question's words a document has, and recency (a score is multiplied by 1 + recencyWeight × 2^(-age / half-life)).
 * {@link #plain()} turns everything off, for the benchmark's comparison.
 */
public record Ranking(double[] fieldWeights, boolean typos, boolean stems, boolean coverage, double recencyWeight, Duration recencyHalfLife) {

    static final double[] WEIGHTS = {5, 4, 3, 2, 1};

    public static Ranking of(KnowledgeConfig config) {
        return new Ranking(WEIGHTS, true, true, true, config.recencyWeight(), config.recencyHalfLife());
    }

    public static Ranking standard(double recencyWeight, Duration recencyHalfLife) {
        return new Ranking(WEIGHTS, true, true, true, recencyWeight, recencyHalfLife);
    }

    public static Ranking plain() {
        return new Ranking(new double[] {1, 1, 1, 1, 1}, false, false, false, 0, Duration.ofDays(90));
    }
}
