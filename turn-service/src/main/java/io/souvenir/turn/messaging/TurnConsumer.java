package io.souvenir.turn.messaging;

import io.smallrye.common.annotation.Blocking;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.turn.service.TurnService;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;

@ApplicationScoped
public class TurnConsumer {

    private final IncomingEvents incoming;
    private final TurnService turns;

    TurnConsumer(IncomingEvents incoming, TurnService turns) {
        this.incoming = incoming;
        this.turns = turns;
    }

    /** A poll's turns: each heard outside any transaction, those heard answered together in one (IncomingEvents.consumeBatch). */
    @Incoming("turns")
    @Blocking
    public CompletionStage<Void> onTurns(Message<List<String>> records) {
        return incoming.consumeBatch(records, turns::hear, turns::respond);
    }
}
