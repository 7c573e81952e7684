package io.souvenir.gateway.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.gateway.turns.GatewayConfig;
import io.souvenir.platform.rest.Problem;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.core.Response;

/**
 * Quarkus has one body limit for every route, set for a knowledge source's replacement (20,000
 * documents); imports stop at {@code souvenir.gateway.imports.max-body-size}, every other
 * route at {@code souvenir.gateway.max-body-size}. A body that announces more is answered 413 by
 * the router, before anything reads it: a client that sends {@code Expect: 100-continue} hears
 * the 413 without sending the body. (A chunked body is held to the Quarkus limit, then to the
 * route's own checks.)
 */
@ApplicationScoped
public class BodySizeLimit {

    private final long maxBodySize;
    private final long importMaxBodySize;
    private final long knowledgeMaxBodySize;
    private final ObjectMapper json;

    BodySizeLimit(GatewayConfig config, ObjectMapper json) {
        this.maxBodySize = config.maxBodySize().asLongValue();
        this.importMaxBodySize = config.imports().maxBodySize().asLongValue();
        this.knowledgeMaxBodySize = config.knowledgeMaxBodySize().asLongValue();
        this.json = json;
    }

    void install(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).handler(this::refuseOversizedBodies);
    }

    void refuseOversizedBodies(RoutingContext context) {
        String declared = context.request().getHeader("Content-Length");
        String path = context.normalizedPath();
        long limit = path.startsWith(ImportResource.PATH) ? importMaxBodySize
                : path.startsWith(KnowledgeResource.SOURCES) ? knowledgeMaxBodySize : maxBodySize;
        long length;
        try {
            length = declared == null ? -1 : Long.parseLong(declared.strip());
        } catch (NumberFormatException e) {
            length = -1;
        }
        if (length <= limit) {
            context.next();
            return;
        }
        try {
            context.response().setStatusCode(413).putHeader("Content-Type", Problem.MEDIA_TYPE)
                    .putHeader("Connection", "close")
                    .end(json.writeValueAsString(Problem.of(Response.Status.REQUEST_ENTITY_TOO_LARGE,
                            "the body is larger than " + limit + " bytes")));
        } catch (JsonProcessingException e) {
            context.fail(413);
        }
    }
}
