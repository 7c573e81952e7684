package io.souvenir.gateway.rest;

import io.souvenir.gateway.turns.GatewayConfig;
import io.souvenir.platform.rest.Problem;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Quarkus has one body limit for every route, set for imports and knowledge sources (it is the
 * only one that answers a client waiting for {@code 100 Continue}: this filter would leave it
 * waiting); imports stop at {@code souvenir.gateway.imports.max-body-size}, every other
 * route answers 413 to a body that announces more than {@code souvenir.gateway.max-body-size},
 * before reading it. (A chunked body is held to the Quarkus limit, then to the route's own checks.)
 */
public class BodySizeLimit {

    private final long maxBodySize;
    private final long importMaxBodySize;
    private final long knowledgeMaxBodySize;
    private final long contextsMaxBodySize;

    BodySizeLimit(GatewayConfig config) {
        this.maxBodySize = config.maxBodySize().asLongValue();
        this.importMaxBodySize = config.imports().maxBodySize().asLongValue();
        this.knowledgeMaxBodySize = config.knowledgeMaxBodySize().asLongValue();
        this.contextsMaxBodySize = config.contextsMaxBodySize().asLongValue();
    }

    @ServerRequestFilter(preMatching = true)
    public Optional<Response> refuseOversizedBodies(ContainerRequestContext request) {
        String path = request.getUriInfo().getPath();
        long limit = path.startsWith(ImportResource.PATH) ? importMaxBodySize
                : path.startsWith(KnowledgeResource.SOURCES) ? knowledgeMaxBodySize
                : path.startsWith(ContextResource.PATH) ? contextsMaxBodySize : maxBodySize;
        if (request.getLength() > limit) {
            return Optional.of(Problem.of(Response.Status.REQUEST_ENTITY_TOO_LARGE,
                    "the body is larger than " + limit + " bytes").toResponse());
        }
        return Optional.empty();
    }
}
