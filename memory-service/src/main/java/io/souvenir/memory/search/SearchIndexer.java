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
import io.agroal.api.AgroalDataSource;
import io.souvenir.memory.search.SearchRepository.Unembedded;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.jboss.logging.Logger;

/**
 * Keeps vectors in step with a user's rows, away from the write path: when rows change (after
 * the commit) the user's cached vectors are forgotten and a background worker embeds the rows
 * that have no vector yet, in batches, one user at a time. A change made in a transaction reads
 * those rows in it (one statement where the worker would open a transaction to read them).
 */
@ApplicationScoped
public class SearchIndexer {

    private static final Logger LOG = Logger.getLogger(SearchIndexer.class);

    /** What the worker has to do for a user: embed the rows read at the change, or look for them itself. */
    private record Due(Map<HitType.Ref, Unembedded> read, boolean look) {

        Due with(Due more) {
            Map<HitType.Ref, Unembedded> rows = new LinkedHashMap<>(read);
            rows.putAll(more.read);
            return new Due(rows, look || more.look);
        }
    }

    private static final Due LOOK = new Due(Map.of(), true);

    private final VectorBackfill backfill;
    private final VectorIndex vectors;
    private final TransactionSynchronizationRegistry transactions;
    private final AgroalDataSource dataSource;
    private final TenantSession tenantSession;
    private final EntityManager entityManager;
    private final int batchSize;
    private final Map<Tenant, Due> due = new ConcurrentHashMap<>();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(DaemonThreads.named("search-indexer"));

    SearchIndexer(TransactionalTenantWork work, Embeddings embeddings, VectorIndex vectors, SearchConfig config,
            TransactionSynchronizationRegistry transactions, AgroalDataSource dataSource, TenantSession tenantSession,
            EntityManager entityManager) {
        this.backfill = new VectorBackfill(work, embeddings, vectors, config.indexBatchSize(), config.sameTopicSimilarity());
        this.vectors = vectors;
        this.transactions = transactions;
        this.dataSource = dataSource;
        this.tenantSession = tenantSession;
        this.entityManager = entityManager;
        this.batchSize = config.indexBatchSize();
    }

    /**
     * The user's memories or messages changed: once the change is committed, search sees it. Within
     * a transaction, the rows still without a vector are read in it, the worker then embeds them
     * without reading them again.
     */
    public void changed(Tenant tenant) {
        if (transactions.getTransactionKey() == null) {
            refresh(tenant, LOOK);
            return;
        }
        Due read = unembeddedNow(tenant);
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {
            }

            @Override
            public void afterCompletion(int status) {
                if (status == Status.STATUS_COMMITTED) {
                    refresh(tenant, read);
                }
            }
        });
    }

    /** Rows without a vector were found: compute them in the background. */
    public void schedule(Tenant tenant) {
        schedule(tenant, LOOK);
    }

    void onErased(@Observes(during = TransactionPhase.AFTER_SUCCESS) PersonalDataErased erased) {
        vectors.forget(erased.tenant());
    }

    /** The tenant's rows without a vector as this transaction sees them, its own new rows among them. */
    private Due unembeddedNow(Tenant tenant) {
        try {
            entityManager.flush(); // rows the transaction's entities still hold
            tenantSession.bind(tenant);
            try (Connection connection = dataSource.getConnection()) {
                List<Unembedded> rows = backfill.unembedded(connection);
                Map<HitType.Ref, Unembedded> byRef = new LinkedHashMap<>();
                rows.forEach(row -> byRef.put(row.ref(), row));
                // a full batch may not be all: the worker reads on after it
                return new Due(byRef, rows.size() >= batchSize);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the rows to embed", e);
        }
    }

    private void refresh(Tenant tenant, Due work) {
        vectors.changed(tenant);
        schedule(tenant, work);
    }

    private void schedule(Tenant tenant, Due work) {
        if (due.merge(tenant, work, Due::with) == work) {
            worker.execute(() -> index(tenant));
        }
    }

    private void index(Tenant tenant) {
        Due work = due.remove(tenant); // before the work: a change made meanwhile schedules another pass
        if (work == null) {
            return;
        }
        try {
            List<Unembedded> read = List.copyOf(work.read().values());
            if (work.look() || read.size() >= batchSize) {
                backfill.run(tenant);
            } else if (!read.isEmpty()) {
                backfill.run(tenant, read);
            }
        } catch (RuntimeException e) {
            LOG.warnf(e, "could not compute search vectors; the next change or search tries again");
        }
    }

    @PreDestroy
    void stop() {
        worker.shutdownNow();
    }
}
