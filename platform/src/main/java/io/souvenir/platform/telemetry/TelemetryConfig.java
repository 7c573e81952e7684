package io.souvenir.platform.telemetry;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.util.Optional;

@ConfigMapping(prefix = "souvenir.telemetry")
public interface TelemetryConfig {

    /** Zipkin's span collector, e.g. {@code http://127.0.0.1:9411/api/v2/spans}; unset: spans are not exported. */
    Optional<String> zipkinEndpoint();

    /**
     * Share of new traces recorded, 0 to 1 (quarkus.otel.traces.sampler.arg follows it; parent-based,
     * so a trace is whole or absent). The envelope's traceId correlates an interaction either way.
     */
    @WithDefault("1.0")
    double sampleRatio();
}
