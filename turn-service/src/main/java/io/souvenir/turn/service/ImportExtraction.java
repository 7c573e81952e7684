package io.souvenir.turn.service;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.ConversationMessage;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.ImportExtracted;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.MessagesImported;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.turn.engine.Turn;
import io.souvenir.turn.engine.TurnEngine;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import java.util.List;
import java.util.Optional;

/**
 * Draws memories from imported user messages with the same engine that hears turns, as of the
 * time each message was said (so "jeudi" is the Thursday after it). Each message's memories carry
 * it as provenance ({@code source = import}); the report that the slice was extracted follows
 * them in the same transaction that marks the slice handled.
 */
@ApplicationScoped
public class ImportExtraction {

    static final String CONSUMER = "turn-service.import-extraction";

    private final TurnEngine engine;
    private final IncomingEvents incoming;
    private final Outbox outbox;
    private final EventCodec codec;
    private final TurnConfig config;

    ImportExtraction(Instance<TurnEngine> engines, IncomingEvents incoming, Outbox outbox, EventCodec codec, TurnConfig config) {
        this.engine = engines.get();
        this.incoming = incoming;
        this.outbox = outbox;
        this.codec = codec;
        this.config = config;
    }

    public void extract(EventEnvelope event) {
        MessagesImported imported = codec.payload(event, Events.MESSAGES_IMPORTED);
        // heard before the transaction opens, as turns are: a model may be slow
        List<CreateMemories> memories = imported.userMessages().stream().map(this::memoriesOf).flatMap(Optional::stream).toList();
        QuarkusTransaction.requiringNew().run(() -> {
            if (!incoming.claim(CONSUMER, event)) {
                return;
            }
            memories.forEach(create -> outbox.publish(event.header().next(), Events.CREATE_MEMORIES, create));
            outbox.publish(event.header().next(), Events.IMPORT_EXTRACTED,
                    new ImportExtracted(imported.importId(), imported.userMessages().size()));
        });
    }

    private Optional<CreateMemories> memoriesOf(ConversationMessage message) {
        List<MemoryDraft> drafts = engine.hear(Turn.alone(message.text(), message.at().atZoneSameInstant(config.defaultTimeZone()), true))
                .memories();
        // memory-service announces only what an import accepted while memory was on brought: kept as decided then
        return drafts.isEmpty() ? Optional.empty() : Optional.of(new CreateMemories(null, message.id(), MemorySource.IMPORT,
                DerivedIds.memoriesOf(message.id(), drafts), MemoryState.ON));
    }
}
