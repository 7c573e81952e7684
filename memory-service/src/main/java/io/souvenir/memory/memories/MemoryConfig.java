package io.souvenir.memory.memories;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

@ConfigMapping(prefix = "souvenir.memory")
public interface MemoryConfig {

    /**
     * Live memories a user may have. Beyond it the least recently mentioned general facts are
     * purged; persons, identity, commitments and sensitive domains never are.
     */
    @WithDefault("5000")
    int capPerUser();

    /**
     * A proposed memory the engine is less sure of than this stays a candidate until the night
     * (as does what an import proposes, or what contradicts an active memory without saying so).
     */
    @WithDefault("0.5")
    double candidateBelow();
}
