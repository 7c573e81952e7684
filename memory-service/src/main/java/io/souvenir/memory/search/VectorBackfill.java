package io.souvenir.memory.search;

import io.souvenir.memory.search.SearchRepository.Link;
import io.souvenir.memory.search.SearchRepository.Unembedded;
import io.souvenir.memory.search.SearchRepository.Vector;
import io.souvenir.platform.tenancy.Tenant;
import java.util.ArrayList;
import java.util.List;

/**
 * Computes the vectors a user's rows lack, batch by batch; each batch is read and written in
 * short transactions of its own, and embedded between them, holding no connection. A French text
 * is embedded with the English words of those the lexicon knows (the model is English only). New
 * memories are then linked to the one closest in meaning, when close enough ({@code same_topic}).
 */
public final class VectorBackfill {

    /** Memories a run links at most (an import can bring thousands; the first ones are the ones told together). */
    private static final int MAX_LINKED_PER_RUN = 500;
    /** Nearest rows looked at for a memory: messages (its own source among them) come first. */
    private static final int NEIGHBOURS_LOOKED_AT = 20;

    private final TenantWork work;
    private final SearchRepository repository = new SearchRepository();
    private final Embeddings embeddings;
    private final VectorIndex vectors;
    private final int batchSize;
    private final double sameTopicSimilarity;
    private final Lexicon lexicon = Lexicon.get();

    public VectorBackfill(TenantWork work, Embeddings embeddings, VectorIndex vectors, int batchSize, double sameTopicSimilarity) {
        this.work = work;
        this.embeddings = embeddings;
        this.vectors = vectors;
        this.batchSize = batchSize;
        this.sameTopicSimilarity = sameTopicSimilarity;
    }

    /** Returns how many rows got a vector. */
    public int run(Tenant tenant) {
        int computed = 0;
        List<Vector> newMemories = new ArrayList<>();
        List<Unembedded> batch;
        while (!(batch = work.in(tenant, connection -> repository.unembedded(connection, batchSize))).isEmpty()) {
            List<float[]> values = embeddings.ofTexts(batch.stream().map(row -> SearchQuery.glossed(row.text(), lexicon)).toList());
            List<Vector> batchVectors = new ArrayList<>();
            for (int i = 0; i < batch.size(); i++) {
                batchVectors.add(new Vector(batch.get(i).ref(), values.get(i)));
            }
            work.in(tenant, connection -> {
                repository.storeVectors(connection, batchVectors);
                return null;
            });
            vectors.changed(tenant);
            batchVectors.stream().filter(vector -> vector.ref().type() == HitType.MEMORY).forEach(newMemories::add);
            computed += batch.size();
        }
        linkSameTopics(tenant, newMemories);
        return computed;
    }

    /** A new memory that says nearly what another says is linked to it ({@code same_topic}), both ways reachable. */
    private void linkSameTopics(Tenant tenant, List<Vector> newMemories) {
        List<Link> links = new ArrayList<>();
        for (Vector memory : newMemories.subList(0, Math.min(newMemories.size(), MAX_LINKED_PER_RUN))) {
            vectors.corpus(tenant, work, t -> { }).nearest(memory.values(), NEIGHBOURS_LOOKED_AT).stream()
                    .filter(near -> near.ref().type() == HitType.MEMORY && !near.ref().equals(memory.ref()))
                    .filter(near -> near.score() >= sameTopicSimilarity)
                    .findFirst()
                    .ifPresent(near -> links.add(new Link(memory.ref().id(), near.ref().id(), "same_topic")));
        }
        if (!links.isEmpty()) {
            work.in(tenant, connection -> {
                repository.link(connection, tenant, links);
                return null;
            });
        }
    }
}
