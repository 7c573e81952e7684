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

    /** What the consolidator's night reads: the candidates, and the active persons and facts they may contradict. */
    public record NightState(List<NightMemory> candidates, List<NightMemory> active) {
    }

    /**
     * One memory as the night reads it. {@code lastMentioned}: the last time the user talked about it,
     * about the persons it is about, or about what it contradicts.
     */
    public record NightMemory(UUID id, String kind, String facet, String domain, String text, List<NightPerson> persons,
            double confidence, String source, OffsetDateTime recordedAt, OffsetDateTime lastMentioned, List<UUID> contradicts) {
    }

    public record NightPerson(String name, String relation) {
    }

    @Transactional
    public NightState nightState(Tenant caller, int limit) {
        tenantSession.bind(caller);
        List<Memory> candidates = memories.candidates(limit);
        List<Memory> active = memories.activeFactsAndPersons();
        List<UUID> ids = java.util.stream.Stream.concat(candidates.stream(), active.stream()).map(memory -> memory.id).toList();
        Map<UUID, List<Memory>> persons = memories.personsOf(ids);
        Map<UUID, List<UUID>> contradicts = memories.contradictedBy(candidates.stream().map(memory -> memory.id).toList());
        Map<UUID, Memory> activeById = active.stream().collect(java.util.stream.Collectors.toMap(memory -> memory.id, memory -> memory));
        return new NightState(
                candidates.stream().map(memory -> night(memory, persons.getOrDefault(memory.id, List.of()),
                        contradicts.getOrDefault(memory.id, List.of()), activeById)).toList(),
                active.stream().map(memory -> night(memory, persons.getOrDefault(memory.id, List.of()), List.of(), activeById)).toList());
    }

    private static NightMemory night(Memory memory, List<Memory> about, List<UUID> contradicts, Map<UUID, Memory> active) {
        OffsetDateTime last = memory.lastMentionedAt;
        for (Memory other : about) {
            last = later(last, other.lastMentionedAt);
        }
        for (UUID id : contradicts) {
            if (active.containsKey(id)) {
                last = later(last, active.get(id).lastMentionedAt);
            }
        }
        List<NightPerson> who = memory.kind == MemoryKind.PERSON
                ? (memory.personName == null && memory.personRelation == null ? List.of()
                        : List.of(new NightPerson(memory.personName, memory.personRelation)))
                : about.stream().map(person -> new NightPerson(person.personName, person.personRelation)).toList();
        return new NightMemory(memory.id, memory.kind.wireName(), memory.facet == null ? null : memory.facet.wireName(),
                memory.domain.wireName(), memory.text, who, memory.confidence, memory.source.wireName(), memory.recordedAt, last,
                contradicts);
    }

    private static OffsetDateTime later(OffsetDateTime one, OffsetDateTime other) {
        return other != null && other.isAfter(one) ? other : one;
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
