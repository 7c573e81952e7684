package io.souvenir.gateway.rest;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.quarkus.security.Authenticated;
import io.souvenir.gateway.turns.GatewayConfig;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** What the web page needs to know about this deployment. */
@Path("/api/v1/ui-config")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class UiConfigResource {

    /** {@code traceUrl}: a trace's page in Zipkin, with {@code {traceId}} to replace; absent when Zipkin's UI is not configured. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record UiConfig(String traceUrl) {
    }

    private final GatewayConfig config;

    UiConfigResource(GatewayConfig config) {
        this.config = config;
    }

    @GET
    public UiConfig get() {
        return new UiConfig(config.zipkinUiUrl().filter(url -> !url.isBlank())
                .map(url -> url.replaceAll("/+$", "") + "/zipkin/traces/{traceId}").orElse(null));
    }
}
