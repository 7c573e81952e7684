package io.souvenir.bench.search;

import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import io.souvenir.memory.search.BgeSmallModel;
import io.souvenir.memory.search.Embeddings;
import io.souvenir.memory.search.MultiAngleSearch;
import io.souvenir.memory.search.SearchConfig;
import io.souvenir.memory.search.TenantWork;
import io.souvenir.memory.search.VectorIndex;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** memory-service's search as the service builds it, outside CDI: same classes, same defaults. */
final class BenchSearch {

    static final Embeddings EMBEDDINGS = new Embeddings(BgeSmallModel::new);
    static final ExecutorService ANGLES = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "bench-angle");
        thread.setDaemon(true);
        return thread;
    });

    private BenchSearch() {
    }

    /** The service's settings, with {@code overrides} (e.g. "souvenir.search.meaning-weight" → "0.5"). */
    static SearchConfig config(Map<String, String> overrides) {
        SmallRyeConfig config = new SmallRyeConfigBuilder().withMapping(SearchConfig.class)
                .withDefaultValues(overrides).build();
        return config.getConfigMapping(SearchConfig.class);
    }

    static MultiAngleSearch search(TenantWork work, VectorIndex vectors, SearchConfig config) {
        return new MultiAngleSearch(work, EMBEDDINGS, vectors, config, ANGLES, tenant -> { });
    }

    static VectorIndex vectorIndex(SearchConfig config) {
        return new VectorIndex(1_000_000, Duration.ofHours(1), config.fieldWeights());
    }
}
