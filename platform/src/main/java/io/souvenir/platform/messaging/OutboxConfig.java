package io.souvenir.platform.messaging;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

@ConfigMapping(prefix = "souvenir.outbox")
public interface OutboxConfig {

    /** Rows sent per relay transaction. */
    @WithDefault("100")
    int batchSize();

    /**
     * Shards of the outbox (by record key): one instance relays a shard at a time, in order, so
     * instances share the work up to this many. Every instance of a service must use the same.
     */
    @WithDefault("4")
    int shards();

    /** How long the relay waits for Kafka to acknowledge a batch before it tries again later. */
    @WithDefault("10s")
    Duration sendTimeout();
}
