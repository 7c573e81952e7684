package io.souvenir.platform.messaging;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * How long the guards against a late Kafka delivery are kept: longer than the topics' retention
 * (7 days locally and in deploy/k8s), so an event Kafka may still deliver is always recognised.
 */
@ConfigMapping(prefix = "souvenir.retention")
public interface RetentionConfig {

    /** processed_events rows (idempotency of every consumer). */
    @WithDefault("P14D")
    Duration processedEvents();

    /** Erasure tombstones (an event from before a wipe must not bring the user back). */
    @WithDefault("P14D")
    Duration erasures();

    /** Rows deleted per statement, so pruning never holds long locks. */
    @WithDefault("10000")
    int batchSize();
}
