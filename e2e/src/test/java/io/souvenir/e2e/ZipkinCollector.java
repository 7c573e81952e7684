package io.souvenir.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;

/**
 * Takes the spans the services export, speaking Zipkin's v2 API ({@code POST /api/v2/spans}, a
 * JSON array), as the Zipkin server of the local stack does; the suite can then ask which
 * services a trace went through.
 */
final class ZipkinCollector {

    static final int PORT = 18411 + E2ePorts.OFFSET;

    private static final ObjectMapper JSON = new ObjectMapper();
    private final List<JsonNode> spans = new CopyOnWriteArrayList<>();
    private final HttpServer server;

    ZipkinCollector() {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", PORT), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/api/v2/spans", exchange -> {
            // the exporter gzips its batches, as Zipkin accepts them
            boolean gzipped = "gzip".equalsIgnoreCase(exchange.getRequestHeaders().getFirst("Content-Encoding"));
            try (InputStream body = gzipped ? new GZIPInputStream(exchange.getRequestBody()) : exchange.getRequestBody()) {
                JSON.readTree(body).forEach(spans::add);
                exchange.sendResponseHeaders(202, -1);
            } catch (IOException e) {
                exchange.sendResponseHeaders(400, -1);
            } finally {
                exchange.close();
            }
        });
    }

    void start() {
        server.start();
    }

    void stop() {
        server.stop(0);
    }

    String endpoint() {
        return "http://127.0.0.1:" + PORT + "/api/v2/spans";
    }

    /** The services that reported spans of this trace. */
    Set<String> servicesOf(String traceId) {
        return spans.stream().filter(span -> traceId.equals(span.path("traceId").asText()))
                .map(span -> span.path("localEndpoint").path("serviceName").asText())
                .collect(Collectors.toSet());
    }
}
