package io.souvenir.ledger.actions;

import io.quarkus.scheduler.Scheduled;
import io.souvenir.ledger.connectors.ConnectorFailure;
import io.souvenir.ledger.connectors.Connectors;
import io.souvenir.ledger.reminders.ReminderService;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.function.Consumer;
import org.jboss.logging.Logger;

/**
 * What falls due without anyone asking: proposals that lapse, confirmed actions whose connector
 * may run (first try or a retry after backoff), tries cut short, reminders. Each row is handled
 * in its own transactions, bound to its own tenant; one that fails does not hold the others up.
 */
@ApplicationScoped
public class ActionScheduler {

    private static final Logger LOG = Logger.getLogger(ActionScheduler.class);

    private final ActionService actions;
    private final ReminderService reminders;
    private final Connectors connectors;

    ActionScheduler(ActionService actions, ReminderService reminders, Connectors connectors) {
        this.actions = actions;
        this.reminders = reminders;
        this.connectors = connectors;
    }

    @Scheduled(every = "${souvenir.actions.sweep-interval:1s}", delayed = "${souvenir.actions.sweep-delay:2s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sweep() {
        each(actions.expiring(), actions::expire);
        each(actions.interrupted(), actions::interrupt);
        each(actions.runnable(), this::run);
        each(reminders.due(), reminders::notifyDue);
    }

    /** The try is claimed (committed) before the connector runs, and its outcome recorded after. */
    void run(Due due) {
        actions.startAttempt(due).ifPresent(attempt -> {
            try {
                connectors.execute(attempt.tool(), due.id(), attempt.arguments());
            } catch (ConnectorFailure failure) {
                LOG.warnf("action %s: try failed: %s", due.id(), failure.getMessage());
                actions.failed(attempt, failure);
                return;
            }
            actions.succeeded(attempt);
        });
    }

    private static void each(List<Due> due, Consumer<Due> work) {
        for (Due one : due) {
            try {
                work.accept(one);
            } catch (RuntimeException e) {
                LOG.errorf(e, "could not handle %s; the next sweep tries again", one.id());
            }
        }
    }
}
