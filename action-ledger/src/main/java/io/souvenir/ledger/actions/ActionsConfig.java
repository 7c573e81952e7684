package io.souvenir.ledger.actions;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

@ConfigMapping(prefix = "souvenir.actions")
public interface ActionsConfig {

    /** How long a proposal waits for the user when the proposal names no expiry of its own. */
    @WithDefault("5m")
    Duration expiry();

    /** Tries of a connector before the action fails (the first one included). */
    @WithDefault("4")
    int maxAttempts();

    /** Wait before the second try; it doubles before each later one. */
    @WithDefault("30s")
    Duration retryBackoff();

    /**
     * A send that started this long ago and never reported back was cut short (process killed):
     * the action fails rather than risk sending twice.
     */
    @WithDefault("5m")
    Duration interruptedAfter();

    /** How often the scheduler looks for what falls due (expiries, tries, reminders); read by {@link ActionScheduler}. */
    @WithDefault("1s")
    Duration sweepInterval();

    /** How long after start the scheduler first looks. */
    @WithDefault("2s")
    Duration sweepDelay();

    /**
     * Connector tries that may run at once on this instance (each holds a thread until its server
     * answers or its timeout ends); one user's tries run one at a time.
     */
    @WithDefault("4")
    int connectorThreads();
}
