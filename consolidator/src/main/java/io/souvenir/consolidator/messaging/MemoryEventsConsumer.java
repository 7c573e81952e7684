package io.souvenir.consolidator.messaging;

import io.smallrye.common.annotation.Blocking;
import io.souvenir.platform.messaging.IncomingEvents;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;

/** memory-service's events, handed to {@link NightEvents} a poll's batch in one transaction. */
@ApplicationScoped
public class MemoryEventsConsumer {

    private final IncomingEvents incoming;
    private final NightEvents events;

    MemoryEventsConsumer(IncomingEvents incoming, NightEvents events) {
        this.incoming = incoming;
        this.events = events;
    }

    @Incoming("memory-events")
    @Blocking
    public CompletionStage<Void> onEvent(Message<List<String>> records) {
        return incoming.consumeBatch(records, events::handle);
    }
}
