package io.souvenir.gateway.turns;

import io.smallrye.config.ConfigMapping;
import java.time.Duration;
import java.util.Map;

@ConfigMapping(prefix = "souvenir.gateway")
public interface GatewayConfig {

    /** How long a turn request waits for its reply before answering 202. */
    Duration replyWait();

    /** Every service that holds user data, by name, at its base URL: the GDPR wipe goes through each. */
    Map<String, String> stores();
}
