package io.souvenir.memory.search;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Search settings; the weights were chosen on the retrieval benchmark (bench/, README). */
@ConfigMapping(prefix = "souvenir.search")
public interface SearchConfig {

    /** Weight of each angle's min-max normalised score in the fused score. */
    @WithDefault("1.0")
    double personWeight();

    @WithDefault("1.0")
    double subjectWeight();

    @WithDefault("0.5")
    double meaningWeight();

    /** Weight of recency (1 for a memory mentioned now, halving every {@link #recencyHalfLife()}). */
    @WithDefault("0.1")
    double recencyWeight();

    @WithDefault("P30D")
    Duration recencyHalfLife();

    /** Cosine under which the meaning angle proposes nothing: a vector is always nearest to something. */
    @WithDefault("0.5")
    double meaningFloor();

    /** Full-text matches ranked at most per table (bounds the rows read for a very common word). */
    @WithDefault("200")
    int matchesRanked();

    /** Hits each angle proposes before fusion. */
    @WithDefault("50")
    int candidatesPerAngle();

    /** Vectors (one per memory or message) kept in memory across users; about 1.5 kB each. */
    @WithDefault("200000")
    long cachedVectors();

    /** How long a user's vectors stay cached without a change seen by this instance. */
    @WithDefault("PT5M")
    Duration cachedVectorsLifetime();

    /** Cosine from which a new memory is linked to the closest one as {@code same_topic}. */
    @WithDefault("0.85")
    double sameTopicSimilarity();

    /** Rows embedded per batch by the background indexer. */
    @WithDefault("32")
    int indexBatchSize();
}
