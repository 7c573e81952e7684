package io.souvenir.memory.consolidation;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.ApplyConsolidation;
import io.souvenir.contracts.memory.ApplyConsolidation.Decision;
import io.souvenir.contracts.memory.ApplyConsolidation.Outcome;
import io.souvenir.contracts.memory.ConsolidationApplied;
import io.souvenir.contracts.memory.ConsolidationRolledBack;
import io.souvenir.contracts.memory.RollbackConsolidation;
import io.souvenir.memory.memories.Memory;
import io.souvenir.memory.memories.MemoryRepository;
import io.souvenir.memory.memories.Superseding;
import io.souvenir.memory.narrative.IdentityCards;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/**
 * Applies the consolidator's decisions and undoes them. One apply is one transaction: the before
 * images, the changes, the identity card rendered again, the after images, the receipt and the
 * answer all commit together or not at all. A rollback writes the before-image back (memories,
 * links, card) in one transaction; the only rows it removes are the links the apply added, and only
 * after the restore is written.
 */
@ApplicationScoped
public class ConsolidationApplier {

    static final String CONSUMER = "memory-service.consolidation";

    private final MemoryRepository memories;
    private final Superseding superseding;
    private final Images images;
    private final Receipts receipts;
    private final IdentityCards identityCards;
    private final IncomingEvents incoming;
    private final Outbox outbox;
    private final EventCodec codec;
    private final EntityManager entityManager;

    ConsolidationApplier(MemoryRepository memories, Superseding superseding, Images images, Receipts receipts,
            IdentityCards identityCards, IncomingEvents incoming, Outbox outbox, EventCodec codec, EntityManager entityManager) {
        this.memories = memories;
        this.superseding = superseding;
        this.images = images;
        this.receipts = receipts;
        this.identityCards = identityCards;
        this.incoming = incoming;
        this.outbox = outbox;
        this.codec = codec;
        this.entityManager = entityManager;
    }

    @Transactional
    public void apply(EventEnvelope command) {
        ApplyConsolidation apply = codec.payload(command, Events.APPLY_CONSOLIDATION);
        if (!incoming.claim(CONSUMER, command)) {
            return;
        }
        Optional<Receipts.Receipt> done = receipts.find(apply.applyId());
        if (done.isPresent()) {
            // the consolidator asked again (it restarted before it heard the answer): the same answer
            outbox.publish(command.header().next(), Events.CONSOLIDATION_APPLIED,
                    new ConsolidationApplied(apply.applyId(), changes(done.get().memoriesBefore(), done.get().memoriesAfter()), null));
            return;
        }
        Set<UUID> touched = new LinkedHashSet<>();
        apply.decisions().forEach(decision -> {
            touched.add(decision.memoryId());
            if (decision.supersedes() != null) {
                touched.add(decision.supersedes());
            }
        });
        Map<UUID, Memory> rows = memories.list("id in ?1", List.copyOf(touched.isEmpty() ? Set.of(new UUID(0, 0)) : touched))
                .stream().collect(Collectors.toMap(memory -> memory.id, Function.identity()));
        Optional<String> refused = refusal(apply.decisions(), rows);
        if (refused.isPresent()) {
            outbox.publish(command.header().next(), Events.CONSOLIDATION_APPLIED,
                    new ConsolidationApplied(apply.applyId(), List.of(), refused.get()));
            return;
        }
        OffsetDateTime now = command.occurredAt();
        String memoriesBefore = images.memories(touched);
        String linksBefore = images.links(touched);
        String cardBefore = images.card();
        for (Decision decision : apply.decisions()) {
            Memory candidate = rows.get(decision.memoryId());
            switch (decision.outcome()) {
                case PROMOTE -> candidate.status = "active";
                case ARCHIVE -> {
                    candidate.status = "archived";
                    candidate.retiredAt = now;
                }
                case SUPERSEDE -> superseding.supersede(candidate, rows.get(decision.supersedes()), now);
            }
        }
        entityManager.flush();
        identityCards.refresh(Tenant.of(command), now);
        String memoriesAfter = images.memories(touched);
        receipts.keep(command.userId(), command.workspaceId(), now, new Receipts.Receipt(apply.applyId(), memoriesBefore,
                memoriesAfter, linksBefore, images.links(touched), cardBefore, images.card(), null));
        outbox.publish(command.header().next(), Events.CONSOLIDATION_APPLIED,
                new ConsolidationApplied(apply.applyId(), changes(memoriesBefore, memoriesAfter), null));
    }

    @Transactional
    public void rollback(EventEnvelope command) {
        RollbackConsolidation rollback = codec.payload(command, Events.ROLLBACK_CONSOLIDATION);
        if (!incoming.claim(CONSUMER, command)) {
            return;
        }
        Optional<Receipts.Receipt> found = receipts.find(rollback.applyId());
        if (found.isEmpty()) {
            outbox.publish(command.header().next(), Events.CONSOLIDATION_ROLLED_BACK,
                    new ConsolidationRolledBack(rollback.applyId(), 0, "no apply " + rollback.applyId() + " for this user"));
            return;
        }
        Receipts.Receipt receipt = found.get();
        int restored = array(receipt.memoriesBefore()).size();
        if (receipt.rolledBackAt() == null) {
            entityManager.flush();
            entityManager.clear();
            restored = images.restoreMemories(receipt.memoriesBefore());
            images.restoreLinks(receipt.linksBefore(), receipt.linksAfter());
            images.restoreCard(receipt.cardBefore());
            receipts.markRolledBack(rollback.applyId(), command.occurredAt());
        }
        outbox.publish(command.header().next(), Events.CONSOLIDATION_ROLLED_BACK,
                new ConsolidationRolledBack(rollback.applyId(), restored, null));
    }

    /** Why these decisions cannot be applied as a whole, if they cannot. */
    private static Optional<String> refusal(List<Decision> decisions, Map<UUID, Memory> rows) {
        for (Decision decision : decisions) {
            Memory candidate = rows.get(decision.memoryId());
            if (candidate == null || !"candidate".equals(candidate.status)) {
                return Optional.of("memory " + decision.memoryId() + " is no longer a candidate");
            }
            if (decision.outcome() == Outcome.SUPERSEDE) {
                Memory old = rows.get(decision.supersedes());
                if (old == null || !"active".equals(old.status)) {
                    return Optional.of("memory " + decision.supersedes() + " is no longer active");
                }
            }
        }
        return Optional.empty();
    }

    private List<ConsolidationApplied.Change> changes(String before, String after) {
        Map<String, JsonNode> was = byId(array(before));
        Map<String, JsonNode> is = byId(array(after));
        List<ConsolidationApplied.Change> changes = new ArrayList<>();
        is.forEach((id, row) -> changes.add(new ConsolidationApplied.Change(UUID.fromString(id), was.get(id), row)));
        return changes;
    }

    private static Map<String, JsonNode> byId(JsonNode rows) {
        return StreamSupport.stream(rows.spliterator(), false)
                .collect(Collectors.toMap(row -> row.get("id").asText(), ConsolidationApplier::stripped, (a, b) -> a,
                        java.util.LinkedHashMap::new));
    }

    /** What a person reads of a row: the embedding is bytes for the search, not a difference to show. */
    private static JsonNode stripped(JsonNode row) {
        com.fasterxml.jackson.databind.node.ObjectNode copy = row.deepCopy();
        copy.remove("embedding");
        return copy;
    }

    private JsonNode array(String json) {
        try {
            return codec.json().readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a receipt is not JSON", e);
        }
    }
}
