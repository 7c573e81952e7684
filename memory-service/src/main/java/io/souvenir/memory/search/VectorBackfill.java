package io.souvenir.memory.search;

import io.souvenir.memory.search.SearchRepository.Unembedded;
import io.souvenir.memory.search.SearchRepository.Vector;
import io.souvenir.platform.tenancy.Tenant;
import java.util.ArrayList;
import java.util.List;

/**
 * Computes the vectors a user's rows lack, batch by batch; each batch is read and written in
 * short transactions of its own, and embedded between them, holding no connection. A French text
 * is embedded with the English words of those the lexicon knows (the model is English only).
 */
public final class VectorBackfill {

    private final TenantWork work;
    private final SearchRepository repository = new SearchRepository();
    private final Embeddings embeddings;
    private final VectorIndex vectors;
    private final int batchSize;
    private final Lexicon lexicon = Lexicon.get();

    public VectorBackfill(TenantWork work, Embeddings embeddings, VectorIndex vectors, int batchSize) {
        this.work = work;
        this.embeddings = embeddings;
        this.vectors = vectors;
        this.batchSize = batchSize;
    }

    /** Returns how many rows got a vector. */
    public int run(Tenant tenant) {
        int computed = 0;
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
            vectors.forget(tenant);
            computed += batch.size();
        }
        return computed;
    }
}
