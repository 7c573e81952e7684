package io.souvenir.ledger.messaging;

import io.smallrye.common.annotation.Blocking;
import io.souvenir.ledger.activity.ActivityService;
import io.souvenir.platform.messaging.IncomingEvents;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;

/**
 * Every service's activity entries, a poll's batch in one transaction: the records of
 * {@code souvenir.activity}, and the lines that a turn received and its reply carry.
 */
@ApplicationScoped
public class ActivityConsumer {

    private final IncomingEvents incoming;
    private final ActivityService activity;

    ActivityConsumer(IncomingEvents incoming, ActivityService activity) {
        this.incoming = incoming;
        this.activity = activity;
    }

    @Incoming("activity")
    @Blocking
    public CompletionStage<Void> onActivity(Message<List<String>> records) {
        return incoming.consumeBatch(records, activity::record);
    }

    @Incoming("turns")
    @Blocking
    public CompletionStage<Void> onTurn(Message<List<String>> records) {
        return incoming.consumeBatch(records, activity::noteCarried);
    }

    @Incoming("replies")
    @Blocking
    public CompletionStage<Void> onReply(Message<List<String>> records) {
        return incoming.consumeBatch(records, activity::noteCarried);
    }
}
