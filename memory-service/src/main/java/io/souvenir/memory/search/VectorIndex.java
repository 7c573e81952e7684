package io.souvenir.memory.search;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.souvenir.memory.search.SearchRepository.Changed;
import io.souvenir.platform.tenancy.Tenant;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * Each user's search corpus in memory ({@link UserCorpus}: the words, vectors, times and session
 * neighbours of their rows), so that ranking ten thousand rows is a pass over arrays. Bounded by
 * the number of rows across users. When a user's rows change ({@link #changed}), the next search
 * reads only the rows changed since the last read, and the ids still live (for deletions); the
 * whole corpus is read again after a lifetime, for changes made by another instance, and a wiped
 * user is dropped at once ({@link #forget}).
 */
public final class VectorIndex {

    /**
     * Rows changed this long before the last read are read again: a transaction that began before
     * that read and committed after it stamped its rows with its own start.
     */
    private static final Duration COMMIT_MARGIN = Duration.ofMinutes(1);

    /** A user's corpus, the rows it was made of, when they were read, and whether rows changed since. */
    private record Held(UserCorpus corpus, List<UserCorpus.Row> rows, OffsetDateTime readAt, boolean stale) {

        Held marked() {
            return new Held(corpus, rows, readAt, true);
        }
    }

    private final Cache<Tenant, Held> users;
    private final SearchRepository repository = new SearchRepository();
    private final UserCorpus.FieldWeights weights;

    public VectorIndex(long maxRows, Duration lifetime, UserCorpus.FieldWeights weights) {
        this.weights = weights;
        this.users = Caffeine.newBuilder()
                .maximumWeight(maxRows)
                .weigher((Tenant tenant, Held held) -> held.corpus().weight())
                .expireAfterWrite(lifetime)
                .build();
    }

    /**
     * The user's corpus, read in a transaction of {@code work} when it is not held or rows changed
     * since (one read at a time per user); {@code unembeddedFound} hears of a user with rows still
     * without a vector.
     */
    public UserCorpus corpus(Tenant tenant, TenantWork work, Consumer<Tenant> unembeddedFound) {
        Held held = users.getIfPresent(tenant);
        if (held != null && !held.stale()) {
            return held.corpus();
        }
        return users.asMap().compute(tenant, (t, old) -> old != null && !old.stale() ? old : read(t, old, work, unembeddedFound))
                .corpus();
    }

    /**
     * The user's corpus read in the indexer's transaction, which has just given rows their vectors:
     * read whatever is held (a search may have read it since the rows changed, without them), and
     * not asking whether rows still lack a vector.
     */
    public UserCorpus corpusAfterIndexing(Tenant tenant, TenantWork work) {
        return users.asMap().compute(tenant, (t, old) -> read(t, old, work, null)).corpus();
    }

    private Held read(Tenant tenant, Held old, TenantWork work, Consumer<Tenant> unembeddedFound) {
        return work.in(tenant, connection -> {
            if (unembeddedFound != null && repository.hasUnembedded(connection)) {
                unembeddedFound.accept(tenant);
            }
            OffsetDateTime readAt = repository.now(connection);
            List<UserCorpus.Row> rows = old == null ? repository.corpus(connection)
                    : merged(old.rows(), repository.changedSince(connection, old.readAt().minus(COMMIT_MARGIN)),
                            repository.liveIds(connection));
            return new Held(UserCorpus.of(rows, weights), rows, readAt, false);
        });
    }

    /** The rows held, without those no longer live, with the changed ones as they are now, in corpus order. */
    private static List<UserCorpus.Row> merged(List<UserCorpus.Row> held, List<Changed> changed, Set<UUID> live) {
        Map<HitType.Ref, UserCorpus.Row> byRef = new HashMap<>(held.size() * 2);
        held.forEach(row -> byRef.put(row.ref(), row));
        for (Changed row : changed) {
            byRef.put(row.row().ref(), row.row());
        }
        List<UserCorpus.Row> rows = new ArrayList<>(byRef.size());
        byRef.values().stream().filter(row -> live.contains(row.ref().id())).forEach(rows::add);
        rows.sort(UserCorpus.Row.CORPUS_ORDER);
        return rows;
    }

    /** The user's rows changed: the next search reads what changed. */
    public void changed(Tenant tenant) {
        users.asMap().computeIfPresent(tenant, (t, held) -> held.marked());
    }

    /** Drops everything held of the user (a wipe). */
    public void forget(Tenant tenant) {
        users.invalidate(tenant);
    }

    /** Whether anything of the user is held (for tests of the wipe). */
    public boolean holds(Tenant tenant) {
        return users.getIfPresent(tenant) != null;
    }
}
