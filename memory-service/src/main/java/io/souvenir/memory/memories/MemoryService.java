package io.souvenir.memory.memories;

import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.MemoriesCreated;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.memory.narrative.IdentityCards;
import io.souvenir.platform.memory.Attributes;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.memory.settings.SettingsService;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * Keeps the memories other services propose: one per content per user (a repeat only refreshes
 * when it was last mentioned), persons referenced rather than copied, and a cap that only ever
 * purges plain general facts.
 */
@ApplicationScoped
public class MemoryService {

    static final String CONSUMER = "memory-service.create-memories";
    private static final Logger LOG = Logger.getLogger(MemoryService.class);

    private final MemoryRepository memories;
    private final IncomingEvents incoming;
    private final Outbox outbox;
    private final EventCodec codec;
    private final MemoryConfig config;
    private final SettingsService settings;
    private final IdentityCards identityCards;
    private final Superseding superseding;

    MemoryService(MemoryRepository memories, IncomingEvents incoming, Outbox outbox, EventCodec codec, MemoryConfig config,
            SettingsService settings, IdentityCards identityCards, Superseding superseding) {
        this.superseding = superseding;
        this.settings = settings;
        this.identityCards = identityCards;
        this.memories = memories;
        this.incoming = incoming;
        this.outbox = outbox;
        this.codec = codec;
        this.config = config;
    }

    @Transactional
    public void create(EventEnvelope command) {
        create(command, codec.payload(command, Events.CREATE_MEMORIES), List.of());
    }

    /**
     * The memories {@code command} carries ({@code create-memories} or a turn's {@code record-turn}),
     * claimed under this service's name, answered by {@code memories-created}, which also carries the
     * activity lines: {@code carried} (what the same command did before, the turn's messages kept),
     * then this one's. False when the command was handled before (nothing is published).
     */
    @Transactional
    public boolean create(EventEnvelope command, CreateMemories create, List<ActivityRecorded> carried) {
        if (!incoming.claim(CONSUMER, command)) {
            return false;
        }
        MemoryState state = settings.decide(Tenant.of(command), create.memory(), create.settingsSeen(), command.occurredAt());
        if (!state.keeps()) {
            // the user's memory was off or paused when this was said: whoever proposed these, nothing is kept
            LOG.infof("memory is %s for this user: %d proposed memories dropped", state.wireName(), create.memories().size());
            outbox.publish(command.header().next(), Events.MEMORIES_CREATED, new MemoriesCreated(create.turnId(),
                    create.source(), List.of(), create.memories().stream().map(MemoryDraft::id).toList(), carried));
            return true;
        }
        List<MemoryDraft> created = new ArrayList<>();
        List<UUID> duplicates = new ArrayList<>();
        // read only what the drafts are compared with: persons for a person or someone a memory is about, active memories for a fact
        boolean namesSomeone = create.memories().stream()
                .anyMatch(draft -> draft.kind() == MemoryKind.PERSON || !draft.persons().isEmpty());
        boolean statesAFact = create.memories().stream().anyMatch(draft -> draft.kind() == MemoryKind.FACT);
        Keeping keeping = new Keeping(command, create, new ArrayList<>(namesSomeone ? memories.persons() : List.of()),
                new ArrayList<>(statesAFact ? memories.activeFactsAndPersons() : List.of()));
        for (MemoryDraft draft : create.memories()) {
            boolean kept = draft.kind() == MemoryKind.PERSON ? keepPerson(keeping, draft) : keepMemory(keeping, draft);
            if (kept) {
                created.add(draft);
            } else {
                duplicates.add(draft.id());
            }
        }
        if (!created.isEmpty()) {
            enforceCap(); // a command that only met memories already kept adds none
        }
        // the cap purges only general facts, which the identity card leaves out
        if (create.memories().stream().anyMatch(draft -> MemoryRepository.isDurable(draft.kind(), draft.facet(), draft.domain()))
                || keeping.superseded() > 0) {
            identityCards.refresh(Tenant.of(command), command.occurredAt());
        }
        // the activity lines travel in the answer (action-ledger reads them there): no record of their own
        List<ActivityRecorded> activity = new ArrayList<>(carried);
        if (!created.isEmpty()) {
            long shown = created.stream().filter(MemoryDraft::visible).count();
            activity.add(new ActivityRecorded("memories.kept",
                    "Kept " + created.size() + " memor" + (created.size() == 1 ? "y" : "ies") + " (" + shown + " shown, "
                            + (created.size() - shown) + " silent)" + by(create.source()),
                    "memory-service"));
        }
        outbox.publish(command.header().next(), Events.MEMORIES_CREATED,
                new MemoriesCreated(create.turnId(), create.source(), created, duplicates, activity));
        return true;
    }

    /**
     * One command being applied: who asked, and the user's persons and active memories, read once
     * and kept up to date.
     */
    private static final class Keeping {
        private final EventEnvelope command;
        private final CreateMemories create;
        private final List<Memory> persons;
        private final List<Memory> active;
        private int superseded;

        Keeping(EventEnvelope command, CreateMemories create, List<Memory> persons, List<Memory> active) {
            this.command = command;
            this.create = create;
            this.persons = persons;
            this.active = active;
        }

        EventEnvelope command() {
            return command;
        }

        CreateMemories create() {
            return create;
        }

        List<Memory> persons() {
            return persons;
        }

        int superseded() {
            return superseded;
        }
    }

    /**
     * A new memory that gives another value to something an active one says: an explicit
     * correction replaces the old one at once (kept as superseded, linked); otherwise the new one
     * waits for the night as a candidate, linked to what it contradicts.
     */
    private void settle(Keeping keeping, Memory newer, Optional<Memory> contradicted) {
        if (contradicted.isEmpty()) {
            if ("active".equals(newer.status)) {
                keeping.active.add(newer);
            }
            return;
        }
        Memory older = contradicted.get();
        if (keeping.create().corrects() && keeping.create().source() != MemorySource.IMPORT) {
            superseding.supersede(newer, older, keeping.command().occurredAt());
            keeping.active.remove(older);
            keeping.active.add(newer);
            keeping.superseded++;
        } else {
            newer.status = "candidate";
            memories.flush();
            memories.link(newer, older, "contradicts");
        }
    }

    /** Uncertain, or proposed by an import: a candidate until the night; else active at once. */
    private String initialStatus(Keeping keeping, MemoryDraft draft) {
        boolean uncertain = draft.confidence() < config.candidateBelow();
        return uncertain || keeping.create().source() == MemorySource.IMPORT ? "candidate" : "active";
    }

    private static List<Attributes.Who> who(List<PersonRef> persons) {
        return persons.stream().map(person -> new Attributes.Who(person.name(), person.relation())).toList();
    }

    private boolean keepMemory(Keeping keeping, MemoryDraft draft) {
        Optional<Memory> same = memories.findLive(NormalizedText.hash(draft.kind(), draft.text()));
        if (same.isPresent()) {
            memories.touch(same.get(), keeping.command().occurredAt());
            return false;
        }
        Memory memory = newMemory(keeping.command(), keeping.create(), draft);
        memory.status = initialStatus(keeping, draft);
        Optional<Memory> contradicted = draft.kind() == MemoryKind.FACT
                ? superseding.contradicted(draft.kind(), draft.text(), who(draft.persons()), keeping.active)
                : Optional.empty();
        memories.persist(memory);
        for (PersonRef person : draft.persons()) {
            memories.link(memory, personFor(keeping, person), "about_person");
        }
        settle(keeping, memory, contradicted);
        return true;
    }

    /** A person is the same person when the name matches, or, without a name, the relation. */
    private boolean keepPerson(Keeping keeping, MemoryDraft draft) {
        // a person draft says who it is in its first reference; without one, its text names them
        PersonRef who = draft.persons().isEmpty() ? new PersonRef(draft.text(), null) : draft.persons().get(0);
        Optional<Memory> known = findPerson(keeping.persons(), who);
        if (known.isPresent()) {
            Memory person = known.get();
            Optional<Memory> contradicted = "active".equals(person.status)
                    ? superseding.contradicted(MemoryKind.PERSON, draft.text(), who(draft.persons()), List.of(person))
                    : Optional.empty();
            if (contradicted.isPresent()) {
                // a newer card of the same person ("Ma fille — 12 ans" after "11 ans"): its own row, settled below
                Memory newer = newPerson(keeping, draft, who);
                newer.status = initialStatus(keeping, draft);
                settle(keeping, newer, contradicted);
                return true;
            }
            if (saysMoreOfTheSameTurn(person, keeping, draft)) {
                // the verifier read a detail of them the turn missed ("… mon mari Fabrice est marin-pêcheur"): the card says it now
                person.text = draft.text().strip();
                person.normalizedHash = NormalizedText.hash(MemoryKind.PERSON, draft.text());
            }
            if (person.personName == null && who.name() != null) {
                person.personName = who.name();
                person.text = draft.text();
                person.normalizedHash = NormalizedText.hash(MemoryKind.PERSON, draft.text());
            }
            memories.touch(person, keeping.command().occurredAt());
            return false;
        }
        newPerson(keeping, draft, who).status = initialStatus(keeping, draft);
        return true;
    }

    /**
     * A card of someone the same turn created that says all it says and more: a detail said of them
     * later in the sentence, which a second reading of that turn found. Another turn's card is left
     * as it is (what changed about someone is the night's to settle).
     */
    private static boolean saysMoreOfTheSameTurn(Memory person, Keeping keeping, MemoryDraft draft) {
        if (person.turnId == null || !person.turnId.equals(keeping.create().turnId()) || !"active".equals(person.status)) {
            return false;
        }
        List<String> known = List.of(NormalizedText.of(person.text).split(" "));
        List<String> said = List.of(NormalizedText.of(draft.text()).split(" "));
        return said.size() > known.size() && said.containsAll(known);
    }

    /**
     * The person a memory is about, who is mentioned by it (the night holds what is still being
     * talked about); someone never mentioned before gets a person memory of their own.
     */
    private Memory personFor(Keeping keeping, PersonRef who) {
        Optional<Memory> known = findPerson(keeping.persons(), who);
        known.ifPresent(person -> memories.touch(person, keeping.command().occurredAt()));
        return known.orElseGet(() -> {
            String text = who.name() != null ? who.name() : who.relation();
            UUID id = UUID.nameUUIDFromBytes((keeping.command().userId() + "/person/" + NormalizedText.of(text))
                    .getBytes(StandardCharsets.UTF_8));
            return newPerson(keeping, new MemoryDraft(id, MemoryKind.PERSON, null, null, text, List.of(who), null, null,
                    false, 0.5), who);
        });
    }

    private Memory newPerson(Keeping keeping, MemoryDraft draft, PersonRef who) {
        Memory person = newMemory(keeping.command(), keeping.create(), draft);
        person.personName = who.name();
        person.personRelation = who.relation();
        memories.persist(person);
        keeping.persons().add(person);
        return person;
    }

    /** Among the user's live persons, the active ones first: a candidate card of someone is not a second person. */
    private static Optional<Memory> findPerson(List<Memory> persons, PersonRef who) {
        Optional<Memory> active = findAmong(persons.stream().filter(person -> "active".equals(person.status)).toList(), who);
        return active.isPresent() ? active
                : findAmong(persons.stream().filter(person -> "candidate".equals(person.status)).toList(), who);
    }

    private static Optional<Memory> findAmong(List<Memory> persons, PersonRef who) {
        if (who.name() != null) {
            String name = NormalizedText.of(who.name());
            Optional<Memory> byName = persons.stream()
                    .filter(person -> person.personName != null && NormalizedText.of(person.personName).equals(name))
                    .findFirst();
            if (byName.isPresent() || who.relation() == null) {
                return byName.or(() -> persons.stream()
                        .filter(person -> person.personName == null && person.personRelation == null
                                && NormalizedText.of(person.text).equals(name))
                        .findFirst());
            }
        }
        List<Memory> byRelation = persons.stream()
                .filter(person -> who.relation() != null && who.relation().equalsIgnoreCase(person.personRelation))
                .filter(person -> who.name() == null || person.personName == null)
                .toList();
        return byRelation.size() == 1 ? Optional.of(byRelation.get(0)) : Optional.empty();
    }

    private Memory newMemory(EventEnvelope command, CreateMemories create, MemoryDraft draft) {
        Memory memory = new Memory();
        memory.id = draft.id();
        memory.userId = command.userId();
        memory.workspaceId = command.workspaceId();
        memory.kind = draft.kind();
        memory.facet = draft.facet();
        memory.domain = draft.domain();
        memory.text = draft.text().strip();
        memory.normalizedHash = NormalizedText.hash(draft.kind(), draft.text());
        memory.occurredAt = draft.occurredAt();
        memory.dueAt = draft.dueAt();
        memory.visible = draft.visible();
        memory.confidence = draft.confidence();
        memory.source = create.source();
        memory.sourceMessageId = create.sourceMessageId();
        memory.turnId = create.turnId();
        memory.status = "active";
        OffsetDateTime now = command.occurredAt();
        memory.recordedAt = now;
        // an imported memory was last talked about when its message was said, not when it was imported
        memory.lastMentionedAt = create.source() == MemorySource.IMPORT
                ? memories.saidAt(create.sourceMessageId()).filter(said -> said.isBefore(now)).orElse(now)
                : now;
        return memory;
    }

    private void enforceCap() {
        long excess = memories.countLive() - config.capPerUser();
        if (excess > 0) {
            List<Memory> purged = memories.purgeable((int) excess);
            purged.forEach(memories::delete);
            LOG.infof("memory cap reached: purged %d general facts", purged.size());
        }
    }

    private static String by(MemorySource source) {
        return source == MemorySource.TURN ? "" : " from the " + source.wireName();
    }
}
