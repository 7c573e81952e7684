package io.souvenir.turn.recall;

import io.souvenir.platform.security.ServiceTokens;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.eclipse.microprofile.context.ManagedExecutor;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * What turn-service asks memory-service about the user of a turn, with a service token for that
 * user (the turn's envelope names them). Searching crosses angles: one search per angle, in
 * parallel, then every hit scored by all the angles that found it.
 */
@ApplicationScoped
public class Recollection {

    private static final Logger LOG = Logger.getLogger(Recollection.class);
    private static final int HITS_PER_ANGLE = 8;

    private final MemoryServiceClient memoryService;
    private final ServiceTokens serviceTokens;
    private final ManagedExecutor executor;

    Recollection(@RestClient MemoryServiceClient memoryService, ServiceTokens serviceTokens, ManagedExecutor executor) {
        this.memoryService = memoryService;
        this.serviceTokens = serviceTokens;
        this.executor = executor;
    }

    /** Without memory-service, a turn is still answered: with what the sentence itself says. */
    public Narrative narrative(Tenant user, UUID sessionId) {
        try {
            return memoryService.narrative(serviceTokens.bearer(user), sessionId);
        } catch (RuntimeException e) {
            LOG.warnf("narrative memory unavailable (%s); answering without it", e.getMessage());
            return Narrative.UNKNOWN;
        }
    }

    public Recall recallFor(Tenant user) {
        return query -> cross(user, query);
    }

    private List<Recalled> cross(Tenant user, String query) {
        String token = serviceTokens.bearer(user);
        List<CompletableFuture<List<Recalled>>> searches = List.of(Angle.values()).stream()
                .map(angle -> executor.supplyAsync(() -> memoryService.search(token, query, HITS_PER_ANGLE, angle.wireName()).hits()))
                .toList();
        try {
            CompletableFuture.allOf(searches.toArray(CompletableFuture[]::new)).join();
        } catch (CompletionException e) {
            throw new RecallUnavailableException(e.getCause());
        }
        return merged(searches.stream().map(CompletableFuture::join).toList());
    }

    /** The same hit found by several angles adds up their scores and angles. */
    static List<Recalled> merged(List<List<Recalled>> byAngle) {
        Map<UUID, Recalled> crossed = new LinkedHashMap<>();
        for (List<Recalled> hits : byAngle) {
            for (Recalled hit : hits) {
                crossed.merge(hit.id(), hit, (known, again) -> {
                    Set<String> angles = new HashSet<>(known.angles());
                    angles.addAll(again.angles());
                    return new Recalled(known.type(), known.id(), known.kind(), known.text(), known.score() + again.score(),
                            angles, known.externalIds());
                });
            }
        }
        List<Recalled> best = new ArrayList<>(crossed.values());
        best.sort(Comparator.comparingInt((Recalled hit) -> hit.angles().size()).thenComparingDouble(Recalled::score)
                .reversed());
        return best;
    }
}
