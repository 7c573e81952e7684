package io.souvenir.ledger.messaging;

import io.smallrye.common.annotation.Blocking;
import io.souvenir.ledger.activity.ActivityService;
import io.souvenir.platform.messaging.IncomingEvents;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;

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
    public CompletionStage<Void> onActivity(Message<String> record) {
        return incoming.consume(record, activity::record);
    }
}
