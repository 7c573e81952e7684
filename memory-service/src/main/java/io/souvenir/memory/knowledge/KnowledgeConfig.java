package io.souvenir.memory.knowledge;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/** Knowledge index settings; the ranking weights were chosen on `./souvenir bench knowledge` (README). */
@ConfigMapping(prefix = "souvenir.knowledge")
public interface KnowledgeConfig {

    /** A document not updated for this long comes back with {@code stale: true}. */
    @WithDefault("P90D")
    Duration staleAfter();

    /** A {@code project-state} document without {@code expiresAt} expires this long after {@code updatedAt}. */
    @WithDefault("P30D")
    Duration projectStateLifetime();

    /** Weight of recency in the ranking: a score is multiplied by 1 + weight × 2^(-age / half-life). */
    @WithDefault("0.25")
    double recencyWeight();

    @WithDefault("P90D")
    Duration recencyHalfLife();

    /** Documents kept as in-process indexes across users (each user's sources are derived from PostgreSQL on demand). */
    @WithDefault("200000")
    long cachedDocuments();

    /** Query rewriting by an OpenAI-compatible model; without a base URL the offline lexicon rewrites. */
    Rewrite rewrite();

    interface Rewrite {

        /** e.g. https://api.openai.com/v1 (the {@code /chat/completions} endpoint is under it). */
        Optional<String> baseUrl();

        Optional<String> apiKey();

        @WithDefault("gpt-4o-mini")
        String model();

        /** Past this the search runs without the model's keywords. */
        @WithDefault("PT2S")
        Duration timeout();
    }
}
