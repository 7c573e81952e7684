package io.souvenir.memory.imports;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.ConversationMessage;
import io.souvenir.contracts.memory.ImportExtracted;
import io.souvenir.contracts.memory.ImportMessages;
import io.souvenir.contracts.memory.ImportedMessage;
import io.souvenir.contracts.memory.MessagesImported;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.memory.conversation.ConversationRepository;
import io.souvenir.memory.conversation.ConversationSession;
import io.souvenir.memory.conversation.Message;
import io.souvenir.memory.settings.SettingsService;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * Keeps imported conversations: each chunk's messages go into one session per conversation
 * (same conversation id, same session), each message once, and the import's progress is counted
 * as chunks arrive and as turn-service reports the extraction of their user messages.
 */
@ApplicationScoped
public class ImportService {

    static final String CONSUMER = "memory-service.imports";
    /** User messages per extraction request: each is one handler run in turn-service, which may call a model per message. */
    static final int EXTRACTION_SLICE = 50;
    private static final String CHANNEL = "import";
    private static final Logger LOG = Logger.getLogger(ImportService.class);

    private final ImportRepository imports;
    private final ConversationRepository conversations;
    private final SettingsService settings;
    private final IncomingEvents incoming;
    private final TenantSession tenantSession;
    private final Outbox outbox;
    private final EventCodec codec;

    ImportService(ImportRepository imports, ConversationRepository conversations, SettingsService settings,
            IncomingEvents incoming, TenantSession tenantSession, Outbox outbox, EventCodec codec) {
        this.imports = imports;
        this.conversations = conversations;
        this.settings = settings;
        this.incoming = incoming;
        this.tenantSession = tenantSession;
        this.outbox = outbox;
        this.codec = codec;
    }

    @Transactional
    public void store(EventEnvelope command) {
        ImportMessages chunk = codec.payload(command, Events.IMPORT_MESSAGES);
        if (!incoming.claim(CONSUMER, command)) {
            return;
        }
        MemoryState state = settings.decide(Tenant.of(command), chunk.memory(), command.occurredAt());
        if (!state.keeps()) {
            // the gateway accepts no import while memory is off or paused; a chunk decided so anyway keeps nothing
            LOG.infof("memory is %s for this user: %d imported messages of import %s not kept", state.wireName(),
                    chunk.messages().size(), chunk.importId());
            return;
        }
        ConversationSession session = sessionFor(command, chunk);
        int added = conversations.insertMissing(chunk.messages().stream()
                .map(message -> message(command, session, chunk.importId(), message)).toList());
        ImportProgress progress = progressOf(command, chunk.importId(), chunk.messageCount());
        progress.messagesStored += chunk.messages().size();
        if (chunk.extract()) {
            progress.extractionPending += askForExtraction(command, chunk, session);
        }
        progress.updatedAt = now();
        outbox.publish(command.header().next(), Events.ACTIVITY_RECORDED, new ActivityRecorded("messages.imported",
                "Imported " + added + " new of " + chunk.messages().size() + " messages of conversation " + chunk.conversationId(),
                "memory-service"));
    }

    /** turn-service drew memories from some of the import's user messages. */
    @Transactional
    public void extracted(EventEnvelope command) {
        ImportExtracted report = codec.payload(command, Events.IMPORT_EXTRACTED);
        if (!incoming.claim(CONSUMER, command)) {
            return;
        }
        imports.find(report.importId()).ifPresent(progress -> {
            progress.extractionPending = Math.max(0, progress.extractionPending - report.messages());
            progress.updatedAt = now();
        });
    }

    /** A chunk of the import went to the dead-letter topic: the import will never be complete. */
    public void markFailed(EventEnvelope command) {
        ImportMessages chunk = codec.payload(command, Events.IMPORT_MESSAGES);
        QuarkusTransaction.requiringNew().run(() -> {
            tenantSession.bind(Tenant.of(command));
            progressOf(command, chunk.importId(), chunk.messageCount()).failed = true;
        });
        LOG.warnf("import %s failed: one of its chunks was dead-lettered", chunk.importId());
    }

    /** The caller's import, with the number of memories drawn from its messages. */
    @Transactional
    public Optional<ImportReport> report(Tenant caller, UUID importId) {
        tenantSession.bind(caller);
        return imports.find(importId).map(progress -> new ImportReport(progress.messagesStored, progress.extractionPending,
                progress.failed, imports.memoriesFrom(importId)));
    }

    public record ImportReport(long messages, long extractionPending, boolean failed, long memories) {
    }

    /**
     * Announces the chunk's user messages for extraction, in slices, and returns how many (the chunk
     * was accepted while memory was on: only such a chunk is stored at all).
     */
    private int askForExtraction(EventEnvelope command, ImportMessages chunk, ConversationSession session) {
        List<ConversationMessage> userMessages = chunk.messages().stream()
                .filter(message -> message.role().equals("user"))
                .map(message -> new ConversationMessage(message.id(), message.role(), message.text(), message.at()))
                .toList();
        for (int from = 0; from < userMessages.size(); from += EXTRACTION_SLICE) {
            outbox.publish(command.header().next(), Events.MESSAGES_IMPORTED, new MessagesImported(chunk.importId(), session.id,
                    userMessages.subList(from, Math.min(from + EXTRACTION_SLICE, userMessages.size()))));
        }
        return userMessages.size();
    }

    private ConversationSession sessionFor(EventEnvelope command, ImportMessages chunk) {
        OffsetDateTime first = chunk.messages().stream().map(ImportedMessage::at).min(Comparator.naturalOrder()).orElseThrow();
        OffsetDateTime last = chunk.messages().stream().map(ImportedMessage::at).max(Comparator.naturalOrder()).orElseThrow();
        // one session per imported conversation of a tenant: importing more of it continues the same session
        UUID id = UUID.nameUUIDFromBytes((command.workspaceId() + "/" + command.userId() + "/conversation/" + chunk.conversationId())
                .getBytes(StandardCharsets.UTF_8));
        ConversationSession session = conversations.findSession(id).orElseGet(() -> {
            ConversationSession opened = new ConversationSession();
            opened.id = id;
            opened.userId = command.userId();
            opened.workspaceId = command.workspaceId();
            opened.channel = CHANNEL;
            opened.startedAt = first;
            opened.lastMessageAt = last;
            conversations.persistSession(opened);
            return opened;
        });
        if (first.isBefore(session.startedAt)) {
            session.startedAt = first;
        }
        if (last.isAfter(session.lastMessageAt)) {
            session.lastMessageAt = last;
        }
        return session;
    }

    private ImportProgress progressOf(EventEnvelope command, UUID importId, int messageCount) {
        return imports.find(importId).orElseGet(() -> {
            ImportProgress progress = new ImportProgress();
            progress.id = importId;
            progress.userId = command.userId();
            progress.workspaceId = command.workspaceId();
            progress.messageCount = messageCount;
            progress.createdAt = now();
            progress.updatedAt = progress.createdAt;
            imports.persist(progress);
            return progress;
        });
    }

    private static Message message(EventEnvelope command, ConversationSession session, UUID importId, ImportedMessage imported) {
        Message message = new Message();
        message.id = imported.id();
        message.sessionId = session.id;
        message.userId = command.userId();
        message.workspaceId = command.workspaceId();
        message.role = imported.role();
        message.text = imported.text();
        message.channel = CHANNEL;
        message.traceId = command.traceId();
        message.saidAt = imported.at();
        message.speaker = imported.speaker();
        message.externalId = imported.externalId();
        message.importId = importId;
        return message;
    }

    private static OffsetDateTime now() {
        return OffsetDateTime.now(ZoneOffset.UTC);
    }
}
