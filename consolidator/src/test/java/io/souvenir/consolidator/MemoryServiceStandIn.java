package io.souvenir.consolidator;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * memory-service's routes (the night's, the contexts' sources), as the consolidator's tests see them: a local HTTP server each
 * test tells what the user's candidates and active memories are (the real route is tested in
 * memory-service, and end to end in e2e).
 */
public class MemoryServiceStandIn implements QuarkusTestResourceLifecycleManager {

    public static WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(options().dynamicPort().bindAddress("127.0.0.1"));
        server.start();
        return Map.of("quarkus.rest-client.memory-service.url", server.baseUrl());
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }
}
