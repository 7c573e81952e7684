package io.souvenir.platform.telemetry;

import io.opentelemetry.exporter.zipkin.ZipkinSpanExporter;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** Quarkus batches and exports spans through every SpanExporter bean; this one speaks Zipkin. */
class ZipkinExport {

    @Produces
    @Singleton
    SpanExporter zipkin(TelemetryConfig config) {
        return config.zipkinEndpoint()
                .<SpanExporter>map(endpoint -> ZipkinSpanExporter.builder().setEndpoint(endpoint).build())
                .orElseGet(SpanExporter::composite);
    }
}
