package io.souvenir.platform.telemetry;

import io.smallrye.config.ConfigMapping;
import java.util.Optional;

@ConfigMapping(prefix = "souvenir.telemetry")
public interface TelemetryConfig {

    /** Zipkin's span collector, e.g. {@code http://127.0.0.1:9411/api/v2/spans}; unset: spans are not exported. */
    Optional<String> zipkinEndpoint();
}
