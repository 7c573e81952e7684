package io.souvenir.turn.messaging;

import io.smallrye.common.annotation.Blocking;
import io.souvenir.contracts.Events;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.turn.service.ImportExtraction;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;

/** Of memory-service's events, turn-service acts on imported messages only: it draws memories from them. */
@ApplicationScoped
public class MemoryEventConsumer {

    private final IncomingEvents incoming;
    private final ImportExtraction imports;

    MemoryEventConsumer(IncomingEvents incoming, ImportExtraction imports) {
        this.incoming = incoming;
        this.imports = imports;
    }

    @Incoming("memory-events")
    @Blocking
    public CompletionStage<Void> onMemoryEvent(Message<String> record) {
        return incoming.consume(record, event -> {
            if (event.type().equals(Events.MESSAGES_IMPORTED.name())) {
                imports.extract(event);
            }
        });
    }
}
