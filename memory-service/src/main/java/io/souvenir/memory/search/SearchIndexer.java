package io.souvenir.memory.search;

import io.souvenir.platform.privacy.PersonalDataErased;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.transaction.Status;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.Synchronization;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.jboss.logging.Logger;

/**
 * Keeps vectors in step with a user's rows, away from the write path: when rows change (after
 * the commit) the user's cached vectors are forgotten and a background worker embeds the rows
 * that have no vector yet, in batches, one user at a time.
 */
@ApplicationScoped
public class SearchIndexer {

    private static final Logger LOG = Logger.getLogger(SearchIndexer.class);

    private final VectorBackfill backfill;
    private final VectorIndex vectors;
    private final TransactionSynchronizationRegistry transactions;
    private final Set<Tenant> pending = ConcurrentHashMap.newKeySet();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(DaemonThreads.named("search-indexer"));

    SearchIndexer(TransactionalTenantWork work, Embeddings embeddings, VectorIndex vectors, SearchConfig config,
            TransactionSynchronizationRegistry transactions) {
        this.backfill = new VectorBackfill(work, embeddings, vectors, config.indexBatchSize(), config.sameTopicSimilarity());
        this.vectors = vectors;
        this.transactions = transactions;
    }

    /** The user's memories or messages changed: once the change is committed, search sees it. */
    public void changed(Tenant tenant) {
        if (transactions.getTransactionKey() == null) {
            refresh(tenant);
            return;
        }
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {
            }

            @Override
            public void afterCompletion(int status) {
                if (status == Status.STATUS_COMMITTED) {
                    refresh(tenant);
                }
            }
        });
    }

    /** Rows without a vector were found: compute them in the background. */
    public void schedule(Tenant tenant) {
        if (pending.add(tenant)) {
            worker.execute(() -> index(tenant));
        }
    }

    void onErased(@Observes(during = TransactionPhase.AFTER_SUCCESS) PersonalDataErased erased) {
        vectors.forget(erased.tenant());
    }

    private void refresh(Tenant tenant) {
        vectors.changed(tenant);
        schedule(tenant);
    }

    private void index(Tenant tenant) {
        pending.remove(tenant); // before the work: a change made meanwhile schedules another pass
        try {
            backfill.run(tenant);
        } catch (RuntimeException e) {
            LOG.warnf(e, "could not compute search vectors; the next change or search tries again");
        }
    }

    @PreDestroy
    void stop() {
        worker.shutdownNow();
    }
}
