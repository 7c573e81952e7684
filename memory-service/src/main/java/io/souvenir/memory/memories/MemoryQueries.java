package io.souvenir.memory.memories;

import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.MemoryChanged;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.memory.narrative.IdentityCards;
import io.souvenir.memory.search.SearchIndexer;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.telemetry.TraceIds;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.NotFoundException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** What the owner of the memories asks and changes through the API; changes are announced as memory events. */
@ApplicationScoped
public class MemoryQueries {

    /** A page of memories and the persons each is about. */
    public record Page(List<Memory> memories, Map<UUID, List<Memory>> persons, Optional<UUID> next) {
    }

    private final MemoryRepository memories;
    private final TenantSession tenantSession;
    private final Outbox outbox;
    private final IdentityCards identityCards;
    private final SearchIndexer searchIndex;

    MemoryQueries(MemoryRepository memories, TenantSession tenantSession, Outbox outbox, IdentityCards identityCards,
            SearchIndexer searchIndex) {
        this.memories = memories;
        this.identityCards = identityCards;
        this.tenantSession = tenantSession;
        this.outbox = outbox;
        this.searchIndex = searchIndex;
    }

    @Transactional
    public Page page(Tenant caller, Optional<MemoryKind> kind, Optional<String> status, Optional<UUID> cursor, int limit) {
        tenantSession.bind(caller);
        Optional<Memory> after = cursor.map(id -> memories.findByIdOptional(id)
                .orElseThrow(() -> new InvalidRequestException("cursor", "is not a page of yours")));
        List<Memory> page = memories.page(kind, status, after, limit + 1);
        Optional<UUID> next = page.size() > limit ? Optional.of(page.get(limit - 1).id) : Optional.empty();
        List<Memory> items = page.subList(0, Math.min(limit, page.size()));
        return new Page(items, memories.personsOf(items.stream().map(memory -> memory.id).toList()), next);
    }

    @Transactional
    public Page one(Tenant caller, UUID id) {
        tenantSession.bind(caller);
        Memory memory = mine(id);
        return new Page(List.of(memory), memories.personsOf(List.of(id)), Optional.empty());
    }

    @Transactional
    public Page rewrite(Tenant caller, UUID id, String text) {
        tenantSession.bind(caller);
        Memory memory = mine(id);
        String hash = NormalizedText.hash(memory.kind, text);
        memories.findLive(hash).filter(other -> !other.id.equals(id)).ifPresent(other -> {
            throw new InvalidRequestException("text", "you already have this memory (" + other.id + ")");
        });
        memory.text = text.strip();
        memory.normalizedHash = hash;
        afterChange(caller, new MemoryChanged(memory.id, memory.kind, memory.text, false));
        return new Page(List.of(memory), memories.personsOf(List.of(id)), Optional.empty());
    }

    @Transactional
    public void forget(Tenant caller, UUID id) {
        tenantSession.bind(caller);
        Memory memory = mine(id);
        memories.forgetSourceMessage(memory);
        memories.delete(memory);
        afterChange(caller, new MemoryChanged(memory.id, memory.kind, null, true));
    }

    /** The identity card and the search index follow the owner's edits; copies elsewhere follow memory events. */
    private void afterChange(Tenant caller, MemoryChanged change) {
        identityCards.refresh(caller, OffsetDateTime.now(ZoneOffset.UTC));
        searchIndex.changed(caller);
        outbox.publish(EventHeader.start(TraceIds.current(), caller.workspaceId(), caller.userId(), Channel.WEB),
                Events.MEMORY_CHANGED, change);
    }

    /** Another user's memory is invisible under row-level security, so it is simply not found. */
    private Memory mine(UUID id) {
        return memories.findByIdOptional(id).orElseThrow(() -> new NotFoundException("no memory " + id));
    }
}
