package io.souvenir.gateway.knowledge;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * memory-service as the gateway's tests see it: a local HTTP server (WireMock) that each test
 * stubs and then asks what it received. Unstubbed routes answer 404, as they did when nothing
 * listened (the settings lookup hears a turn as "memory on" either way). Applies to every gateway
 * @QuarkusTest, so they share one application.
 */
public class MemoryServiceStandIn implements QuarkusTestResourceLifecycleManager {

    static WireMockServer memoryService;

    @Override
    public Map<String, String> start() {
        memoryService = new WireMockServer(options().dynamicPort().bindAddress("127.0.0.1"));
        memoryService.start();
        return Map.of("quarkus.rest-client.memory-service.url", memoryService.baseUrl());
    }

    @Override
    public void stop() {
        if (memoryService != null) {
            memoryService.stop();
        }
    }
}
