package io.souvenir.gateway;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.put;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * memory-service as far as the gateway asks it before a turn or an import: the user's memory
 * settings ({@code /api/v1/settings} with the caller's token, {@code /internal/v1/settings} with a
 * service token), answering "on" unless a test says otherwise. Every other path answers 404 unless
 * a test stubs it ({@link #server()}). A test resource applies to every gateway @QuarkusTest, so
 * this is the one stand-in for memory-service they all share.
 */
public class MemorySettingsStandIn implements QuarkusTestResourceLifecycleManager {

    private static WireMockServer memoryService;

    @Override
    public Map<String, String> start() {
        memoryService = new WireMockServer(options().dynamicPort().bindAddress("127.0.0.1"));
        memoryService.start();
        answer("on");
        return Map.of("quarkus.rest-client.memory-service.url", memoryService.baseUrl());
    }

    public static WireMockServer server() {
        return memoryService;
    }

    /** From now on the settings say {@code memory} ("on", "off", "paused"). */
    public static void answer(String memory) {
        memoryService.resetAll();
        memoryService.stubFor(get(urlPathMatching("/(api|internal)/v1/settings")).willReturn(okJson(
                "{\"memoryEnabled\": " + !"off".equals(memory) + ", \"pausedUntil\": null, \"memory\": \"" + memory + "\"}")));
    }

    /**
     * From now on the settings say {@code memory} ("on", "off", "paused") as a memory-service that
     * counts versions does: at {@code version}, and the same answer to a change ({@code PUT}).
     */
    public static void answer(String memory, long version) {
        memoryService.resetAll();
        String settings = "{\"memoryEnabled\": " + !"off".equals(memory) + ", \"pausedUntil\": "
                + ("paused".equals(memory) ? "\"2099-01-01T00:00:00Z\"" : "null") + ", \"memory\": \"" + memory
                + "\", \"version\": " + version + "}";
        memoryService.stubFor(get(urlPathMatching("/(api|internal)/v1/settings")).willReturn(okJson(settings)));
        memoryService.stubFor(put(urlPathMatching("/api/v1/settings")).willReturn(okJson(settings)));
    }

    /** How often the settings were asked for since the last answer was set. */
    public static int settingsReads() {
        return memoryService.countRequestsMatching(getRequestedFor(urlPathMatching("/(api|internal)/v1/settings")).build()).getCount();
    }

    /** From now on memory-service fails to say (500). */
    public static void fail() {
        memoryService.resetAll();
        memoryService.stubFor(get(urlPathMatching("/(api|internal)/v1/settings")).willReturn(aResponse().withStatus(500)));
    }

    @Override
    public void stop() {
        if (memoryService != null) {
            memoryService.stop();
        }
    }
}
