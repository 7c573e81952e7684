package io.souvenir.memory.search;

import io.souvenir.platform.tenancy.Tenant;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.jboss.logging.Logger;

/**
 * What is recalled comes back to mind with what surrounds it: after a search, the three best
 * memories and up to two direct link neighbours of each (nine at most) count as mentioned now.
 * It runs after the answer, on its own thread, and never delays it.
 */
@ApplicationScoped
public class SpreadingActivation {

    static final int SEEDS = 3;
    static final int NEIGHBOURS_EACH = 2;
    private static final Logger LOG = Logger.getLogger(SpreadingActivation.class);

    private final TenantWork work;
    private final SearchRepository repository = new SearchRepository();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(DaemonThreads.named("spreading-activation"));

    SpreadingActivation(TransactionalTenantWork work) {
        this.work = work;
    }

    public void after(Tenant tenant, List<Hit> hits) {
        List<UUID> seeds = hits.stream().filter(hit -> hit.type() == HitType.MEMORY).limit(SEEDS).map(Hit::id).toList();
        if (seeds.isEmpty()) {
            return;
        }
        OffsetDateTime now = OffsetDateTime.now();
        worker.execute(() -> {
            try {
                work.in(tenant, connection -> repository.mention(connection, seeds, NEIGHBOURS_EACH, now));
            } catch (RuntimeException e) {
                LOG.warnf(e, "could not refresh what a search recalled");
            }
        });
    }

    @PreDestroy
    void stop() {
        worker.shutdownNow();
    }
}
