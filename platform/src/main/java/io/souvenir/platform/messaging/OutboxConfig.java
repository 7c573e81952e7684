package io.souvenir.platform.messaging;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

@ConfigMapping(prefix = "souvenir.outbox")
public interface OutboxConfig {

    /** Rows sent per relay transaction. */
    @WithDefault("100")
    int batchSize();

    /** How long the relay waits for Kafka to acknowledge a batch before it tries again later. */
    @WithDefault("10s")
    Duration sendTimeout();
}
