package io.souvenir.verifier.messaging;

import io.smallrye.common.annotation.Blocking;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.verifier.service.VerifierMetrics;
import io.souvenir.verifier.service.VerifierService;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;

/**
 * Reads finished turns in its own consumer group: a slow, failing or stopped verifier never holds
 * up a reply, and catches up from its committed offset when it starts again.
 */
@ApplicationScoped
public class TurnCompletedConsumer {

    private final IncomingEvents incoming;
    private final VerifierService verifier;
    private final VerifierMetrics metrics;

    TurnCompletedConsumer(IncomingEvents incoming, VerifierService verifier, VerifierMetrics metrics) {
        this.incoming = incoming;
        this.verifier = verifier;
        this.metrics = metrics;
    }

    /** A poll's finished turns: each read outside any transaction, what they backfill written together in one. */
    @Incoming("turns-completed")
    @Blocking
    public CompletionStage<Void> onTurnsCompleted(Message<List<String>> records) {
        return incoming.consumeBatch(records, verifier::read, verifier::backfill, givenUp -> metrics.failed());
    }
}
