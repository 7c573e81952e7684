package io.souvenir.gateway.operator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.gateway.turns.GatewayConfig;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** Asks every service behind the gateway ({@code souvenir.gateway.stores}) for its {@code /q/health}, all at once. */
@ApplicationScoped
public class HealthChecks {

    private static final Duration TIMEOUT = Duration.ofSeconds(3);

    private final Map<String, String> services;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();

    HealthChecks(GatewayConfig config, ObjectMapper json) {
        this.services = config.stores();
        this.json = json;
    }

    public List<ServiceHealth> check() {
        List<CompletableFuture<ServiceHealth>> checks = services.entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(service -> check(service.getKey(), service.getValue()))
                .toList();
        return checks.stream().map(CompletableFuture::join).toList();
    }

    private CompletableFuture<ServiceHealth> check(String name, String baseUrl) {
        String url = baseUrl.replaceAll("/+$", "") + "/q/health";
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT).GET().build();
        return http.sendAsync(request, HttpResponse.BodyHandlers.ofString())
                .thenApply(response -> new ServiceHealth(name, baseUrl, reportedStatus(response)))
                .exceptionally(unreachable -> new ServiceHealth(name, baseUrl, "UNREACHABLE"));
    }

    /** SmallRye Health answers 200 {"status":"UP"} or 503 {"status":"DOWN"}; anything else is not a healthy service. */
    private String reportedStatus(HttpResponse<String> response) {
        try {
            JsonNode status = json.readTree(response.body()).path("status");
            return response.statusCode() == 200 && "UP".equals(status.asText()) ? "UP" : "DOWN";
        } catch (Exception notHealthJson) {
            return "DOWN";
        }
    }
}
