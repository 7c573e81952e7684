package io.souvenir.memory.search;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.souvenir.platform.tenancy.Tenant;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * Each user's search corpus in memory ({@link UserCorpus}: the words, vectors, times and session
 * neighbours of their rows), so that ranking ten thousand rows is a pass over arrays. Bounded by
 * the number of rows across users; a user is forgotten as soon as their rows change
 * ({@link #forget}) or after a lifetime, for changes made by another instance.
 */
public final class VectorIndex {

    private final Cache<Tenant, UserCorpus> users;
    private final SearchRepository repository = new SearchRepository();
    private final UserCorpus.FieldWeights weights;

    public VectorIndex(long maxRows, Duration lifetime, UserCorpus.FieldWeights weights) {
        this.weights = weights;
        this.users = Caffeine.newBuilder()
                .maximumWeight(maxRows)
                .weigher((Tenant tenant, UserCorpus corpus) -> corpus.weight())
                .expireAfterWrite(lifetime)
                .build();
    }

    /**
     * The user's corpus, read in a transaction of {@code work} when it is not held (one read at a
     * time per user); {@code unembeddedFound} hears of a user with rows still without a vector.
     */
    public UserCorpus corpus(Tenant tenant, TenantWork work, Consumer<Tenant> unembeddedFound) {
        return users.get(tenant, t -> work.in(t, connection -> {
            if (repository.hasUnembedded(connection)) {
                unembeddedFound.accept(t);
            }
            return UserCorpus.of(repository.corpus(connection), weights);
        }));
    }

    public void forget(Tenant tenant) {
        users.invalidate(tenant);
    }

    /** Whether anything of the user is held (for tests of the wipe). */
    public boolean holds(Tenant tenant) {
        return users.getIfPresent(tenant) != null;
    }
}
