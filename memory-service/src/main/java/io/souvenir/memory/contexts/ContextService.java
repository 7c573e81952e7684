package io.souvenir.memory.contexts;

import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.context.Citation;
import io.souvenir.contracts.context.Cited;
import io.souvenir.contracts.context.ContextIngested;
import io.souvenir.contracts.context.IngestContext;
import io.souvenir.memory.contexts.Contexts.Core;
import io.souvenir.memory.contexts.Contexts.Ingestion;
import io.souvenir.memory.contexts.Contexts.Item;
import io.souvenir.memory.contexts.Contexts.NewContext;
import io.souvenir.memory.contexts.Contexts.NewOutput;
import io.souvenir.memory.contexts.Contexts.NewSource;
import io.souvenir.memory.contexts.Contexts.Note;
import io.souvenir.memory.contexts.Contexts.Output;
import io.souvenir.memory.contexts.Contexts.Source;
import io.souvenir.memory.contexts.Contexts.Summary;
import io.souvenir.memory.contexts.Contexts.TodoChange;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.telemetry.TraceIds;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.ClientErrorException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * A user's contexts. Persisting is not ingesting: a source is kept verbatim and counts as
 * material only; notes and the state's lists come from an ingestion job (the consolidator),
 * applied here once per job, citing only the context's own sources. Every write runs in one
 * transaction bound to the caller, and a refused request writes nothing.
 */
@ApplicationScoped
public class ContextService {

    public static final long MAX_SOURCE_BYTES = 2L * 1024 * 1024;
    static final String CONSUMER = "memory-service.contexts";
    private static final Set<String> KINDS = Set.of("note", "dictation", "transcript");
    private static final Logger LOG = Logger.getLogger(ContextService.class);

    private final ContextRepository contexts;
    private final TenantSession tenantSession;
    private final Outbox outbox;
    private final IncomingEvents incoming;
    private final EventCodec codec;

    ContextService(ContextRepository contexts, TenantSession tenantSession, Outbox outbox, IncomingEvents incoming, EventCodec codec) {
        this.contexts = contexts;
        this.tenantSession = tenantSession;
        this.outbox = outbox;
        this.incoming = incoming;
        this.codec = codec;
    }

    /** The name as the chat finds it again: "salon-bois", "Salon-Bois" and "Salon-bôis" are one context. */
    public static String nameKey(String name) {
        return Normalizer.normalize(name.strip(), Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT)
                .replaceAll("\\s+", " ");
    }

    @Transactional
    public Core create(Tenant tenant, NewContext input) {
        return create(tenant, UUID.randomUUID(), input);
    }

    /** With the caller's id: the chat derives it from the turn, so a redelivered turn creates nothing twice. */
    @Transactional
    public Core create(Tenant tenant, UUID id, NewContext input) {
        if (input == null) {
            throw new InvalidRequestException("name", "is required");
        }
        String name = required("name", input.name(), 100);
        if (name.contains("\n")) {
            throw new InvalidRequestException("name", "must be one line");
        }
        String mission = required("mission", input.mission(), 4000);
        String directives = optional("directives", input.directives(), 8000);
        tenantSession.bind(tenant);
        String key = nameKey(name);
        Optional<UUID> existing = contexts.byNameKey(key);
        if (existing.isPresent() && !existing.get().equals(id)) {
            throw new ClientErrorException("a context named " + name + " already exists", Response.Status.CONFLICT);
        }
        contexts.insertContext(tenant, id, name, key, mission, directives, now());
        return mine(id);
    }

    @Transactional
    public List<Summary> list(Tenant tenant) {
        tenantSession.bind(tenant);
        return contexts.list();
    }

    @Transactional
    public Optional<Summary> byName(Tenant tenant, String name) {
        tenantSession.bind(tenant);
        String key = nameKey(name);
        return contexts.list().stream().filter(context -> nameKey(context.name()).equals(key)).findFirst();
    }

    @Transactional
    public Core core(Tenant tenant, UUID id) {
        tenantSession.bind(tenant);
        return mine(id);
    }

    @Transactional
    public Source addSource(Tenant tenant, UUID contextId, NewSource input) {
        return addSource(tenant, contextId, UUID.randomUUID(), input);
    }

    @Transactional
    public Source addSource(Tenant tenant, UUID contextId, UUID id, NewSource input) {
        if (input == null) {
            throw new InvalidRequestException("text", "is required");
        }
        if (input.text() != null && input.text().getBytes(StandardCharsets.UTF_8).length > MAX_SOURCE_BYTES) {
            throw new SourceTooLarge(input.text().getBytes(StandardCharsets.UTF_8).length);
        }
        String kind = input.kind() == null ? "note" : input.kind();
        if (!KINDS.contains(kind)) {
            throw new InvalidRequestException("kind", "must be note, dictation or transcript");
        }
        if (input.text() == null || input.text().isBlank()) {
            throw new InvalidRequestException("text", "must not be blank");
        }
        String title = optional("title", input.title(), 300);
        String format = null;
        List<SpeakerTurn> turns = null;
        List<String> speakers = List.of();
        if (kind.equals("transcript")) {
            Transcripts.Format read = input.format() == null ? Transcripts.detect(input.text()) : Transcripts.Format.of(input.format());
            if (read == null) {
                throw new InvalidRequestException("format", "must be plain, srt or vtt");
            }
            try {
                turns = Transcripts.read(input.text(), read);
            } catch (TranscriptException e) {
                throw new InvalidRequestException("text", "not a " + read.wireName() + " transcript at " + e.getMessage());
            }
            format = read.wireName();
            speakers = List.copyOf(new LinkedHashSet<>(turns.stream().map(SpeakerTurn::speaker).filter(s -> s != null).toList()));
        } else if (input.format() != null) {
            throw new InvalidRequestException("format", "is only for transcripts");
        }
        tenantSession.bind(tenant);
        mine(contextId);
        // kept as it came: no trimming, no interpretation
        contexts.insertSource(tenant, contextId, id, kind, title, input.text(), format, speakers, turns, input.recordedAt(), now());
        contexts.touch(contextId, now());
        return contexts.source(contextId, id).orElseThrow(() -> new NotFoundException("no source " + id));
    }

    @Transactional
    public List<Source> sources(Tenant tenant, UUID contextId, boolean pending, String q) {
        tenantSession.bind(tenant);
        mine(contextId);
        return contexts.sources(contextId, pending, blankToNull(q));
    }

    @Transactional
    public List<Note> notes(Tenant tenant, UUID contextId, String q) {
        tenantSession.bind(tenant);
        mine(contextId);
        return contexts.notes(contextId, blankToNull(q));
    }

    @Transactional
    public List<Output> outputs(Tenant tenant, UUID contextId, String q) {
        tenantSession.bind(tenant);
        mine(contextId);
        return contexts.outputs(contextId, blankToNull(q));
    }

    @Transactional
    public Output addOutput(Tenant tenant, UUID contextId, NewOutput input) {
        if (input == null) {
            throw new InvalidRequestException("title", "is required");
        }
        String title = required("title", input.title(), 300);
        String body = required("body", input.body(), (int) MAX_SOURCE_BYTES);
        tenantSession.bind(tenant);
        mine(contextId);
        UUID id = UUID.randomUUID();
        contexts.insertOutput(tenant, contextId, id, title, body, now());
        contexts.touch(contextId, now());
        return contexts.outputs(contextId, null).stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    }

    @Transactional
    public Item addTodo(Tenant tenant, UUID contextId, UUID id, String text) {
        String todo = required("text", text, 2000);
        tenantSession.bind(tenant);
        mine(contextId);
        contexts.insertItem(tenant, contextId, id, Contexts.TODO, todo, false, null, List.of(), now());
        contexts.touch(contextId, now());
        return contexts.items(contextId).stream().filter(item -> item.id().equals(id)).findFirst().orElseThrow();
    }

    @Transactional
    public Item changeTodo(Tenant tenant, UUID contextId, UUID todoId, TodoChange change) {
        if (change == null || change.done() == null && change.text() == null) {
            throw new InvalidRequestException("done", "is required");
        }
        String text = change.text() == null ? null : required("text", change.text(), 2000);
        tenantSession.bind(tenant);
        mine(contextId);
        Item changed = contexts.updateItem(contextId, todoId, Contexts.TODO, change.done(), text, now())
                .orElseThrow(() -> new NotFoundException("no todo " + todoId));
        contexts.touch(contextId, now());
        return changed;
    }

    /** Queues an ingestion of the sources no ingestion read yet; the consolidator runs it. */
    @Transactional
    public Ingestion requestIngestion(Tenant tenant, UUID contextId) {
        return requestIngestion(tenant, contextId, UUID.randomUUID());
    }

    @Transactional
    public Ingestion requestIngestion(Tenant tenant, UUID contextId, UUID jobId) {
        tenantSession.bind(tenant);
        mine(contextId);
        Optional<Ingestion> already = contexts.ingestion(contextId, jobId);
        if (already.isPresent()) {
            return already.get();
        }
        int pending = contexts.sources(contextId, true, null).size();
        contexts.insertIngestion(tenant, contextId, jobId, pending, now());
        outbox.publish(EventHeader.start(TraceIds.current(), tenant.workspaceId(), tenant.userId(), Channel.WEB),
                Events.INGEST_CONTEXT, new IngestContext(jobId, contextId));
        return contexts.ingestion(contextId, jobId).orElseThrow();
    }

    @Transactional
    public Ingestion ingestion(Tenant tenant, UUID contextId, UUID jobId) {
        tenantSession.bind(tenant);
        mine(contextId);
        return contexts.ingestion(contextId, jobId).orElseThrow(() -> new NotFoundException("no ingestion " + jobId));
    }

    /**
     * Applies what an ingestion proposes, once per command: the sources it read become ingested by
     * the job (a source another job already read is left to that job, so a job that read nothing
     * new adds nothing). A proposal keeps the citations of this context's sources and must cite at
     * least one source the job read: nothing rests on an output, a note or another context.
     */
    @Transactional
    public void applyIngestion(EventEnvelope command) {
        ContextIngested ingested = codec.payload(command, Events.CONTEXT_INGESTED);
        if (!incoming.claim(CONSUMER, command)) {
            return;
        }
        Tenant tenant = Tenant.of(command);
        UUID contextId = ingested.contextId();
        if (!contexts.lock(contextId)) {
            LOG.infof("ingestion %s: context %s is gone", ingested.jobId(), contextId);
            return;
        }
        OffsetDateTime now = now();
        int marked = contexts.markIngested(contextId, ingested.sourceIds(), ingested.jobId()).size();
        Set<UUID> read = contexts.readBy(contextId, ingested.jobId());
        read.retainAll(new HashSet<>(ingested.sourceIds()));
        Proposals kept = new Proposals(tenant, command.eventId(), ingested, read, contexts.sourceIds(contextId), now);
        if (!read.isEmpty()) {
            ingested.notes().forEach(kept::note);
            kept.items(Contexts.DECISION, ingested.decisions());
            kept.items(Contexts.TODO, ingested.todos());
            kept.items(Contexts.CONTRADICTION, ingested.contradictions());
            kept.items(Contexts.QUESTION, ingested.questions());
            if (ingested.synthesis() != null && !ingested.synthesis().isBlank()) {
                Core core = mine(contextId);
                contexts.updateState(contextId, core.state(), ingested.synthesis().strip(), core.handoff(), now);
            }
        }
        contexts.progress(ingested.jobId(), marked, kept.count("note"), kept.count(Contexts.DECISION), kept.count(Contexts.TODO),
                kept.count(Contexts.CONTRADICTION), kept.count(Contexts.QUESTION), ingested.engine(), ingested.last(), now);
        contexts.touch(contextId, now);
    }

    /** What of one ingestion's proposals is written, counted by kind. */
    private final class Proposals {

        private final Tenant tenant;
        private final UUID command;
        private final ContextIngested ingested;
        private final Set<UUID> read;
        private final Set<UUID> sources;
        private final OffsetDateTime now;
        private final java.util.Map<String, Integer> counts = new java.util.HashMap<>();

        Proposals(Tenant tenant, UUID command, ContextIngested ingested, Set<UUID> read, Set<UUID> sources, OffsetDateTime now) {
            this.tenant = tenant;
            this.command = command;
            this.ingested = ingested;
            this.read = read;
            this.sources = sources;
            this.now = now;
        }

        void note(Cited note) {
            List<Citation> citations = citations(note);
            if (!citations.isEmpty()) {
                contexts.insertNote(tenant, ingested.contextId(), derived(command, "note/" + count("note")), note.text(),
                        ingested.jobId(), citations, now);
                counts.merge("note", 1, Integer::sum);
            }
        }

        void items(String kind, List<Cited> proposed) {
            for (Cited item : proposed) {
                List<Citation> citations = citations(item);
                if (!citations.isEmpty()) {
                    contexts.insertItem(tenant, ingested.contextId(), derived(command, kind + "/" + count(kind)), kind,
                            item.text(), false, ingested.jobId(), citations, now);
                    counts.merge(kind, 1, Integer::sum);
                }
            }
        }

        int count(String kind) {
            return counts.getOrDefault(kind, 0);
        }

        private List<Citation> citations(Cited proposal) {
            List<Citation> citations = proposal.citations().stream().filter(c -> sources.contains(c.sourceId())).toList();
            return citations.stream().anyMatch(c -> read.contains(c.sourceId())) ? citations : List.of();
        }
    }

    /** Writes the handoff (where the work stands, what comes next) from the state, in {@code language}. */
    @Transactional
    public Core save(Tenant tenant, UUID contextId, Locale language) {
        tenantSession.bind(tenant);
        Core core = mine(contextId);
        Handoff handoff = Handoff.of(language == null ? Handoff.languageOf(core.mission()) : language);
        contexts.updateState(contextId, handoff.state(core), core.synthesis(), handoff.text(core), now());
        return mine(contextId);
    }

    /** The spreadsheet of a context: frame, state, sessions, notes, outputs. */
    @Transactional
    public byte[] export(Tenant tenant, UUID contextId) {
        tenantSession.bind(tenant);
        Core core = mine(contextId);
        return ContextSheet.write(core, contexts.items(contextId), contexts.notes(contextId, null), contexts.outputs(contextId, null),
                contexts.openings(contextId));
    }

    /** What an import changed, in words, and the context's core afterwards. */
    public record Imported(List<String> changes, Core core) {
    }

    /**
     * Applies an edited sheet: only what differs from the context (a todo ticked, a decision
     * added, a note reworded, a row removed). Anything the sheet cannot mean (an unknown tab,
     * column, kind or id) refuses the whole sheet, and nothing changes.
     */
    @Transactional
    public Imported importSheet(Tenant tenant, UUID contextId, ContextSheet.Edited sheet) {
        tenantSession.bind(tenant);
        Core core = mine(contextId);
        OffsetDateTime now = now();
        List<String> changes = new ArrayList<>();
        String name = sheet.frame().getOrDefault("name", core.name());
        if (!name.isBlank() && !name.equals(core.name())) {
            String key = nameKey(required(ContextSheet.FRAME + "!name", name, 100));
            if (contexts.byNameKey(key).filter(other -> !other.equals(contextId)).isPresent()) {
                throw new InvalidRequestException(ContextSheet.FRAME + "!name", "a context named " + name + " already exists");
            }
            contexts.rename(contextId, name.strip(), key, now);
            changes.add("name");
        }
        String mission = sheet.frame().getOrDefault("mission", core.mission());
        String directives = blankToNull(sheet.frame().getOrDefault("directives", core.directives()));
        if (!mission.equals(core.mission()) || !java.util.Objects.equals(directives, core.directives())) {
            contexts.updateFrame(contextId, required(ContextSheet.FRAME + "!mission", mission, 4000), directives, now);
            changes.add("frame");
        }
        String state = blankToNull(sheet.state().getOrDefault("state", core.state()));
        String synthesis = blankToNull(sheet.state().getOrDefault("synthesis", core.synthesis()));
        String handoff = blankToNull(sheet.state().getOrDefault("handoff", core.handoff()));
        if (!java.util.Objects.equals(state, core.state()) || !java.util.Objects.equals(synthesis, core.synthesis())
                || !java.util.Objects.equals(handoff, core.handoff())) {
            contexts.updateState(contextId, state, synthesis, handoff, now);
            changes.add("state");
        }
        java.util.Map<UUID, Item> items = new java.util.HashMap<>();
        contexts.items(contextId).forEach(item -> items.put(item.id(), item));
        Set<UUID> kept = new HashSet<>();
        for (ContextSheet.EditedItem edited : sheet.items()) {
            if (edited.id() == null) {
                contexts.insertItem(tenant, contextId, UUID.randomUUID(), edited.kind(), edited.text(), edited.done(), null, List.of(), now);
                changes.add(edited.kind() + " added");
                continue;
            }
            Item item = items.get(edited.id());
            if (item == null || !item.kind().equals(edited.kind())) {
                throw new InvalidRequestException(edited.cell(), "no " + edited.kind() + " " + edited.id() + " in this context");
            }
            kept.add(item.id());
            if (item.done() != edited.done() || !item.text().equals(edited.text())) {
                contexts.changeItem(item.id(), edited.done(), edited.text(), now);
                changes.add(item.kind() + (item.done() != edited.done() ? edited.done() ? " done" : " reopened" : " changed"));
            }
        }
        for (Item item : items.values()) {
            if (!kept.contains(item.id())) {
                contexts.deleteItem(contextId, item.id());
                changes.add(item.kind() + " removed");
            }
        }
        java.util.Map<UUID, Note> notes = new java.util.HashMap<>();
        contexts.notes(contextId, null).forEach(note -> notes.put(note.id(), note));
        for (var edited : sheet.notes().entrySet()) {
            Note note = notes.get(edited.getKey());
            if (note == null) {
                throw new InvalidRequestException(ContextSheet.ATOMIC, "no note " + edited.getKey() + " in this context");
            }
            if (!ContextSheet.clip(note.text()).equals(edited.getValue())) {
                contexts.updateNote(note.id(), edited.getValue());
                changes.add("note changed");
            }
        }
        List<UUID> removed = notes.keySet().stream().filter(id -> !sheet.notes().containsKey(id)).toList();
        if (!removed.isEmpty()) {
            contexts.deleteNotes(contextId, removed);
            removed.forEach(id -> changes.add("note removed"));
        }
        java.util.Map<UUID, Output> outputs = new java.util.HashMap<>();
        contexts.outputs(contextId, null).forEach(output -> outputs.put(output.id(), output));
        Set<UUID> keptOutputs = new HashSet<>();
        for (ContextSheet.EditedOutput edited : sheet.outputs()) {
            if (edited.id() == null) {
                contexts.insertOutput(tenant, contextId, UUID.randomUUID(), edited.title(), edited.body(), now);
                changes.add("output added");
                continue;
            }
            Output output = outputs.get(edited.id());
            if (output == null) {
                throw new InvalidRequestException(edited.cell(), "no output " + edited.id() + " in this context");
            }
            keptOutputs.add(output.id());
            if (!output.title().equals(edited.title()) || !ContextSheet.clip(output.body()).equals(edited.body())) {
                contexts.updateOutput(output.id(), edited.title(), ContextSheet.clip(output.body()).equals(edited.body())
                        ? output.body() : edited.body());
                changes.add("output changed");
            }
        }
        outputs.keySet().stream().filter(id -> !keptOutputs.contains(id)).forEach(id -> {
            contexts.deleteOutput(id);
            changes.add("output removed");
        });
        if (!changes.isEmpty()) {
            contexts.touch(contextId, now);
        }
        return new Imported(changes, mine(contextId));
    }

    /** The context the chat session has open, if it still exists. */
    @Transactional
    public Optional<Core> openIn(Tenant tenant, UUID sessionId) {
        tenantSession.bind(tenant);
        return contexts.openIn(sessionId).flatMap(contexts::core);
    }

    @Transactional
    public Core open(Tenant tenant, UUID sessionId, UUID contextId) {
        tenantSession.bind(tenant);
        Core core = mine(contextId);
        contexts.open(tenant, sessionId, contextId, now());
        return core;
    }

    /** Another user's context is invisible under row-level security, so it is simply not found. */
    private Core mine(UUID id) {
        return contexts.core(id).orElseThrow(() -> new NotFoundException("no context " + id));
    }

    static UUID derived(UUID from, String what) {
        return UUID.nameUUIDFromBytes((from + "/" + what).getBytes(StandardCharsets.UTF_8));
    }

    static String required(String field, String value, int max) {
        if (value == null || value.isBlank()) {
            throw new InvalidRequestException(field, "must not be blank");
        }
        return optional(field, value, max);
    }

    static String optional(String field, String value, int max) {
        if (value == null || value.isBlank()) {
            return null;
        }
        if (value.length() > max) {
            throw new InvalidRequestException(field, "must be at most " + max + " characters");
        }
        return value.strip();
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }

    private static OffsetDateTime now() {
        return OffsetDateTime.now(ZoneOffset.UTC);
    }

    static List<Item> open(List<Item> items) {
        List<Item> open = new ArrayList<>();
        items.stream().filter(item -> !item.done()).forEach(open::add);
        return open;
    }
}
