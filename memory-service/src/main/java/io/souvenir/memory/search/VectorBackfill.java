package io.souvenir.memory.search;

import io.souvenir.memory.search.SearchRepository.Link;
import io.souvenir.memory.search.SearchRepository.Unembedded;
import io.souvenir.memory.search.SearchRepository.Vector;
import io.souvenir.platform.tenancy.Tenant;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
        return run(tenant, null);
    }

    /**
     * As {@link #run(Tenant)}, the first batch being {@code unembedded} when the caller read it
     * already (the user's rows without a vector, at most a batch, read as {@link #unembedded} reads
     * them): null to read it here.
     */
    public int run(Tenant tenant, List<Unembedded> unembedded) {
        int computed = 0;
        List<Vector> newMemories = new ArrayList<>();
        List<Unembedded> batch;
        List<Unembedded> readAlready = unembedded;
        boolean last;
        // a short batch was all there was (a row committed after it was read schedules a run of its own): no read to find nothing
        do {
            batch = readAlready != null ? readAlready : work.in(tenant, this::unembedded);
            readAlready = null;
            if (batch.isEmpty()) {
                break;
            }
            last = batch.size() < batchSize;
            List<float[]> values = embedOnce(batch.stream().map(row -> SearchQuery.glossed(row.text(), lexicon)).toList());
            List<Vector> batchVectors = new ArrayList<>();
            for (int i = 0; i < batch.size(); i++) {
                batchVectors.add(new Vector(batch.get(i).ref(), values.get(i)));
            }
            batchVectors.stream().filter(vector -> vector.ref().type() == HitType.MEMORY).forEach(newMemories::add);
            // what a turn brings is linked in the transaction that stores its vectors; an import's many in one of their own
            boolean linkNow = last && newMemories.size() <= batchSize;
            try {
                work.in(tenant, connection -> {
                    repository.storeVectors(connection, batchVectors);
                    if (linkNow) {
                        linkSameTopics(tenant, newMemories, connection);
                    }
                    return null;
                });
            } finally {
                // after the commit: a search that read the corpus meanwhile, without these vectors, reads it again
                vectors.changed(tenant);
            }
            if (last && !linkNow) {
                work.in(tenant, connection -> {
                    linkSameTopics(tenant, newMemories, connection);
                    return null;
                });
            }
            computed += batch.size();
        } while (!last);
        return computed;
    }

    /** A text said several times in a batch ("ok", a greeting, the same line pasted twice) goes through the model once. */
    private List<float[]> embedOnce(List<String> texts) {
        List<String> distinct = texts.stream().distinct().toList();
        if (distinct.size() == texts.size()) {
            return embeddings.ofTexts(texts);
        }
        Map<String, float[]> byText = new HashMap<>();
        List<float[]> computed = embeddings.ofTexts(distinct);
        for (int i = 0; i < distinct.size(); i++) {
            byText.put(distinct.get(i), computed.get(i));
        }
        return texts.stream().map(byText::get).toList();
    }

    /** The user's rows without a vector, a batch at most, on a connection bound to them. */
    public List<Unembedded> unembedded(Connection connection) throws SQLException {
        return repository.unembedded(connection, batchSize);
    }

    /**
     * A new memory that says nearly what another says is linked to it ({@code same_topic}), both ways
     * reachable; the corpus they are compared with is read on {@code connection}, in its transaction.
     */
    private void linkSameTopics(Tenant tenant, List<Vector> newMemories, Connection connection) throws SQLException {
        if (newMemories.isEmpty()) {
            return;
        }
        TenantWork inThisTransaction = new TenantWork() {
            @Override
            public <T> T in(Tenant sameTenant, Sql<T> work) {
                try {
                    return work.apply(connection);
                } catch (SQLException e) {
                    throw new IllegalStateException("search query failed", e);
                }
            }
        };
        UserCorpus corpus = vectors.corpusAfterIndexing(tenant, inThisTransaction);
        List<Link> links = new ArrayList<>();
        for (Vector memory : newMemories.subList(0, Math.min(newMemories.size(), MAX_LINKED_PER_RUN))) {
            corpus.nearest(memory.values(), NEIGHBOURS_LOOKED_AT).stream()
                    .filter(near -> near.ref().type() == HitType.MEMORY && !near.ref().equals(memory.ref()))
                    .filter(near -> near.score() >= sameTopicSimilarity)
                    .findFirst()
                    .ifPresent(near -> links.add(new Link(memory.ref().id(), near.ref().id(), "same_topic")));
        }
        if (!links.isEmpty()) {
            repository.link(connection, tenant, links);
        }
    }
}
