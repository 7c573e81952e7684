package io.souvenir.memory.messaging;

import io.smallrye.common.annotation.Blocking;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.MalformedEventException;
import io.souvenir.memory.consolidation.ConsolidationApplier;
import io.souvenir.memory.contexts.ContextService;
import io.souvenir.memory.conversation.ConversationService;
import io.souvenir.memory.conversation.TurnRecorder;
import io.souvenir.memory.imports.ImportService;
import io.souvenir.memory.memories.MemoryService;
import io.souvenir.memory.search.SearchIndexer;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;

/** Applies the commands other services send about a user's memory, a poll's batch in one transaction. */
@ApplicationScoped
public class MemoryCommandConsumer {

    private final IncomingEvents incoming;
    private final ConversationService conversations;
    private final MemoryService memories;
    private final SearchIndexer searchIndex;
    private final ImportService imports;
    private final ConsolidationApplier consolidation;
    private final ContextService contexts;
    private final TurnRecorder turns;

    MemoryCommandConsumer(IncomingEvents incoming, ConversationService conversations, MemoryService memories,
            SearchIndexer searchIndex, ImportService imports, ConsolidationApplier consolidation,
            ContextService contexts, TurnRecorder turns) {
        this.turns = turns;
        this.consolidation = consolidation;
        this.contexts = contexts;
        this.incoming = incoming;
        this.conversations = conversations;
        this.memories = memories;
        this.searchIndex = searchIndex;
        this.imports = imports;
    }

    @Incoming("memory-commands")
    @Blocking
    public CompletionStage<Void> onCommand(Message<List<String>> records) {
        return incoming.consumeBatch(records, this::apply, this::deadLettered);
    }

    private void apply(EventEnvelope command) {
        if (command.type().equals(Events.RECORD_TURN.name())) {
            turns.record(command);
        } else if (command.type().equals(Events.RECORD_MESSAGES.name())) {
            conversations.record(command);
        } else if (command.type().equals(Events.CREATE_MEMORIES.name())) {
            memories.create(command);
        } else if (command.type().equals(Events.IMPORT_MESSAGES.name())) {
            imports.store(command);
        } else if (command.type().equals(Events.IMPORT_EXTRACTED.name())) {
            imports.extracted(command);
        } else if (command.type().equals(Events.APPLY_CONSOLIDATION.name())) {
            consolidation.apply(command);
        } else if (command.type().equals(Events.ROLLBACK_CONSOLIDATION.name())) {
            consolidation.rollback(command);
        } else if (command.type().equals(Events.CONTEXT_INGESTED.name())) {
            contexts.applyIngestion(command);
            return;
        } else {
            throw new MalformedEventException("memory-service does not handle " + command.type());
        }
        searchIndex.changed(Tenant.of(command));
    }

    private void deadLettered(EventEnvelope command) {
        if (command.type().equals(Events.IMPORT_MESSAGES.name())) {
            imports.markFailed(command);
        }
    }
}
