package io.souvenir.memory.search;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** The plain-Java parts of search, as beans. */
class SearchBeans {

    /** bge-small-en-v1.5, quantised: it beat all-MiniLM-L6-v2 on long-conversation retrieval (STACK.md). */
    @Produces
    @Singleton
    Embeddings embeddings() {
        return new Embeddings(BgeSmallModel::new);
    }

    @Produces
    @Singleton
    VectorIndex vectorIndex(SearchConfig config) {
        return new VectorIndex(config.cachedVectors(), config.cachedVectorsLifetime(), config.fieldWeights());
    }
}
