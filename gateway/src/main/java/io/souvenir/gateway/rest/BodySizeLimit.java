package io.souvenir.gateway.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.gateway.turns.GatewayConfig;
import io.souvenir.platform.rest.Problem;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.core.Response;

/**
 * A body limit per route: a knowledge source's replacement (20,000 documents) up to
 * {@code souvenir.gateway.knowledge-max-body-size}, imports up to
 * {@code souvenir.gateway.imports.max-body-size}, every other route up to
 * {@code souvenir.gateway.max-body-size}. A body that announces more is answered 413 before any of
 * it is read, ahead of Quarkus' own limit (the largest of the three): a client that waits for
 * {@code 100 Continue} gets the 413 instead, and the connection is closed rather than drained. A
 * chunked body is held to the Quarkus limit, then to the route's own checks.
 */
@ApplicationScoped
public class BodySizeLimit {

    /** Before Quarkus' own body limit and body handling. */
    private static final int ORDER = -10;

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
        router.route().order(ORDER).handler(this::refuseOversizedBodies);
    }

    private void refuseOversizedBodies(RoutingContext context) {
        long limit = limitFor(context.normalizedPath());
        if (announcedLength(context) <= limit) {
            context.next();
            return;
        }
        String body;
        try {
            body = json.writeValueAsString(Problem.of(Response.Status.REQUEST_ENTITY_TOO_LARGE,
                    "the body is larger than " + limit + " bytes"));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        context.response().setStatusCode(413)
                .putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE)
                .putHeader(HttpHeaders.CONNECTION, "close")
                .endHandler(ended -> context.request().connection().close())
                .end(body);
    }

    private long limitFor(String path) {
        if (path.startsWith(ImportResource.PATH)) {
            return importMaxBodySize;
        }
        return path.startsWith(KnowledgeResource.SOURCES) ? knowledgeMaxBodySize : maxBodySize;
    }

    private static long announcedLength(RoutingContext context) {
        String length = context.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        try {
            return length == null ? -1 : Long.parseLong(length.strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
