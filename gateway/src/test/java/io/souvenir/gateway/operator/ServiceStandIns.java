package io.souvenir.gateway.operator;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.Map;

/**
 * The services the operator page checks, as the gateway's tests see them: turn-service healthy,
 * verifier-service up but unhealthy (503 DOWN, as SmallRye Health answers), memory-service,
 * action-ledger and the consolidator on a port where nothing listens. (Applies to every gateway @QuarkusTest, so they
 * share one application; none of the others reaches these services through {@code stores}.)
 */
public class ServiceStandIns implements QuarkusTestResourceLifecycleManager {

    private WireMockServer services;

    @Override
    public Map<String, String> start() {
        services = new WireMockServer(options().dynamicPort().bindAddress("127.0.0.1"));
        services.start();
        services.stubFor(get("/turn/q/health").willReturn(okJson("{\"status\":\"UP\",\"checks\":[]}")));
        services.stubFor(get("/verifier/q/health").willReturn(aResponse().withStatus(503)
                .withHeader("Content-Type", "application/json").withBody("{\"status\":\"DOWN\",\"checks\":[]}")));
        String nobody = "http://127.0.0.1:" + closedPort();
        return Map.of(
                "souvenir.gateway.stores.turn-service", services.baseUrl() + "/turn",
                "souvenir.gateway.stores.verifier-service", services.baseUrl() + "/verifier",
                "souvenir.gateway.stores.memory-service", nobody,
                "souvenir.gateway.stores.action-ledger", nobody,
                "souvenir.gateway.stores.consolidator", nobody);
    }

    private static int closedPort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void stop() {
        if (services != null) {
            services.stop();
        }
    }
}
