package io.souvenir.gateway.turns;

import io.smallrye.config.ConfigMapping;
import java.time.Duration;

@ConfigMapping(prefix = "souvenir.gateway")
public interface GatewayConfig {

    /** How long a turn request waits for its reply before answering 202. */
    Duration replyWait();
}
