package io.souvenir.memory.search;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.souvenir.memory.search.HitType.Ref;
import io.souvenir.memory.search.SearchRepository.Scored;
import io.souvenir.memory.search.SearchRepository.Vector;
import io.souvenir.platform.tenancy.Tenant;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.Function;

/**
 * Each user's vectors in memory, flat, so that scoring ten thousand of them is one pass over an
 * array. Bounded by the number of vectors across users; a user is forgotten as soon as their
 * rows change ({@link #forget}) or after a lifetime, for changes made by another instance.
 */
public final class VectorIndex {

    /** One user's vectors: {@code refs[i]} has the {@code dimensions} floats at {@code i * dimensions}. */
    record UserVectors(Ref[] refs, float[] values, int dimensions) {

        static UserVectors of(List<Vector> vectors) {
            int dimensions = vectors.isEmpty() ? 0 : vectors.get(0).values().length;
            Ref[] refs = new Ref[vectors.size()];
            float[] values = new float[vectors.size() * dimensions];
            for (int i = 0; i < refs.length; i++) {
                refs[i] = vectors.get(i).ref();
                System.arraycopy(vectors.get(i).values(), 0, values, i * dimensions, dimensions);
            }
            return new UserVectors(refs, values, dimensions);
        }

        int weight() {
            return Math.max(1, refs.length);
        }
    }

    private final Cache<Tenant, UserVectors> users;

    public VectorIndex(long maxVectors, Duration lifetime) {
        this.users = Caffeine.newBuilder()
                .maximumWeight(maxVectors)
                .weigher((Tenant tenant, UserVectors vectors) -> vectors.weight())
                .expireAfterWrite(lifetime)
                .build();
    }

    /** The {@code limit} rows closest to {@code query} (unit vectors: dot product = cosine). */
    public List<Scored> nearest(Tenant tenant, float[] query, int limit, Function<Tenant, List<Vector>> load) {
        UserVectors vectors = users.get(tenant, t -> UserVectors.of(load.apply(t)));
        PriorityQueue<Scored> best = new PriorityQueue<>(limit + 1, (a, b) -> Double.compare(a.score(), b.score()));
        int dimensions = vectors.dimensions();
        if (dimensions != query.length) {
            return List.of();
        }
        float[] values = vectors.values();
        for (int row = 0; row < vectors.refs().length; row++) {
            float dot = dot(values, row * dimensions, query);
            if (best.size() < limit || dot > best.peek().score()) {
                best.add(new Scored(vectors.refs()[row], dot));
                if (best.size() > limit) {
                    best.poll();
                }
            }
        }
        List<Scored> nearest = new ArrayList<>(best);
        nearest.sort((a, b) -> Double.compare(b.score(), a.score()));
        return nearest;
    }

    /** Four running sums: the JIT does not vectorise a float sum, but it overlaps independent ones. */
    private static float dot(float[] values, int offset, float[] query) {
        float a = 0;
        float b = 0;
        float c = 0;
        float d = 0;
        int i = 0;
        for (; i + 3 < query.length; i += 4) {
            a += values[offset + i] * query[i];
            b += values[offset + i + 1] * query[i + 1];
            c += values[offset + i + 2] * query[i + 2];
            d += values[offset + i + 3] * query[i + 3];
        }
        for (; i < query.length; i++) {
            a += values[offset + i] * query[i];
        }
        return a + b + c + d;
    }

    public void forget(Tenant tenant) {
        users.invalidate(tenant);
    }

    /** Whether anything of the user is held (for tests of the wipe). */
    public boolean holds(Tenant tenant) {
        return users.getIfPresent(tenant) != null;
    }
}
