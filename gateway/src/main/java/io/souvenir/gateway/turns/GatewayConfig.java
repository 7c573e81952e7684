package io.souvenir.gateway.turns;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import java.time.Duration;
import java.util.Map;

@ConfigMapping(prefix = "souvenir.gateway")
public interface GatewayConfig {

    /** How long a turn request waits for its reply before answering 202. */
    Duration replyWait();

    /** Every service that holds user data, by name, at its base URL: the GDPR wipe goes through each. */
    Map<String, String> stores();

    /** The largest body any route but imports accepts (imports go up to {@code quarkus.http.limits.max-body-size}). */
    MemorySize maxBodySize();

    Imports imports();

    /** How an import travels to memory-service: in chunks, each one Kafka record far below the broker's 1 MB limit. */
    interface Imports {

        int chunkMessages();

        /** Bytes of message content (texts, names, ids) per chunk. */
        MemorySize chunkSize();
    }
}
