package io.souvenir.ledger.messaging;

import io.smallrye.common.annotation.Blocking;
import io.souvenir.ledger.actions.ActionService;
import io.souvenir.ledger.activity.ActivityService;
import io.souvenir.ledger.reminders.ReminderService;
import io.souvenir.platform.messaging.IncomingEvents;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;

/**
 * Proposals and decisions from turn-service; reminders and the activity lines memory-service's
 * answers carry from its events (a poll's batch in one transaction).
 */
@ApplicationScoped
public class ActionConsumer {

    private final IncomingEvents incoming;
    private final ActionService actions;
    private final ReminderService reminders;
    private final ActivityService activity;

    ActionConsumer(IncomingEvents incoming, ActionService actions, ReminderService reminders, ActivityService activity) {
        this.incoming = incoming;
        this.actions = actions;
        this.reminders = reminders;
        this.activity = activity;
    }

    @Incoming("actions")
    @Blocking
    public CompletionStage<Void> onAction(Message<String> record) {
        return incoming.consume(record, actions::handle);
    }

    @Incoming("memory-events")
    @Blocking
    public CompletionStage<Void> onMemoryEvent(Message<List<String>> records) {
        return incoming.consumeBatch(records, event -> {
            reminders.handle(event);
            activity.noteCarried(event);
        });
    }
}
