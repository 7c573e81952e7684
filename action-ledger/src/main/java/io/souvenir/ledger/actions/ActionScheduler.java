package io.souvenir.ledger.actions;

import io.quarkus.scheduler.Scheduled;
import io.souvenir.ledger.actions.ActionService.Attempt;
import io.souvenir.ledger.connectors.ConnectorFailure;
import io.souvenir.ledger.connectors.Connectors;
import io.souvenir.ledger.reminders.ReminderService;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.jboss.logging.Logger;

/**
 * What falls due without anyone asking: proposals that lapse, confirmed actions whose connector
 * may run (first try or a retry after backoff), tries cut short, reminders. Each row is handled
 * in its own transactions, bound to its own tenant; one that fails does not hold the others up.
 * Connectors run on connector threads of their own: a mail server that does not answer holds one
 * thread until its timeout, not the sweep, so proposals still lapse and reminders still ring.
 */
@ApplicationScoped
public class ActionScheduler {

    private static final Logger LOG = Logger.getLogger(ActionScheduler.class);

    private final ActionService actions;
    private final ReminderService reminders;
    private final Connectors connectors;
    private final ExecutorService connectorThreads;
    private final Semaphore idleConnectorThreads;
    /** Users with a try running on this instance: one user's actions run one after the other, in the order they fell due. */
    private final Set<Tenant> running = ConcurrentHashMap.newKeySet();

    ActionScheduler(ActionService actions, ReminderService reminders, Connectors connectors, ActionsConfig config) {
        this.actions = actions;
        this.reminders = reminders;
        this.connectors = connectors;
        this.connectorThreads = Executors.newFixedThreadPool(config.connectorThreads(), work -> {
            Thread thread = new Thread(work, "souvenir-connector");
            thread.setDaemon(true);
            return thread;
        });
        this.idleConnectorThreads = new Semaphore(config.connectorThreads());
    }

    /** A try still running when the service stops stays "sending", and is reported interrupted after {@code interrupted-after}. */
    @PreDestroy
    void stop() throws InterruptedException {
        connectorThreads.shutdown();
        connectorThreads.awaitTermination(5, TimeUnit.SECONDS);
    }

    @Scheduled(every = "${souvenir.actions.sweep-interval:1s}", delayed = "${souvenir.actions.sweep-delay:2s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sweep() {
        each(actions.expiring(), actions::expire);
        each(actions.interrupted(), actions::interrupt);
        each(actions.runnable(), this::run);
        each(reminders.due(), reminders::notifyDue);
    }

    /**
     * The try is claimed (committed) before the connector runs, and its outcome recorded after. It is
     * claimed only when a connector thread is free to run it at once, so a claimed try never waits
     * long enough to be taken for an interrupted one; otherwise a later sweep takes it.
     */
    void run(Due due) {
        Tenant user = due.tenant();
        if (!running.add(user)) {
            return;
        }
        if (!idleConnectorThreads.tryAcquire()) {
            running.remove(user);
            return;
        }
        Optional<Attempt> attempt;
        try {
            attempt = actions.startAttempt(due);
        } catch (RuntimeException e) {
            release(user);
            throw e;
        }
        if (attempt.isEmpty()) {
            release(user);
            return;
        }
        connectorThreads.execute(() -> {
            try {
                execute(attempt.get());
            } catch (RuntimeException e) {
                LOG.errorf(e, "action %s: the outcome of its try was not recorded; it is reported interrupted later", due.id());
            } finally {
                release(user);
            }
        });
    }

    private void execute(Attempt attempt) {
        try {
            connectors.execute(attempt.tool(), attempt.due().id(), attempt.arguments());
        } catch (ConnectorFailure failure) {
            LOG.warnf("action %s: try failed: %s", attempt.due().id(), failure.getMessage());
            actions.failed(attempt, failure);
            return;
        }
        actions.succeeded(attempt);
    }

    private void release(Tenant user) {
        running.remove(user);
        idleConnectorThreads.release();
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
