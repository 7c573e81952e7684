package io.souvenir.gateway.security;

import io.souvenir.platform.rest.Problem;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import java.util.Set;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * CSRF guard. A browser sends the session cookie with any request to the gateway, including a form
 * another site posts or a script another site runs; so a state-changing request authenticated by
 * that cookie is refused (403, before anything runs) unless it comes from the web app itself: it
 * carries {@value #APP_HEADER} (which a form cannot set, and a cross-origin script cannot set
 * without a CORS preflight the gateway never grants) and its {@code Origin}, when the browser sends
 * one, is the gateway's own. Bearer-token calls carry no ambient credential and are not concerned.
 */
public class SameOriginWrites {

    public static final String APP_HEADER = "X-Souvenir-Request";
    private static final Set<HttpMethod> WRITES = Set.of(HttpMethod.POST, HttpMethod.PUT, HttpMethod.PATCH, HttpMethod.DELETE);

    @ServerRequestFilter(preMatching = true)
    public Optional<Response> refuseForeignWrites(HttpServerRequest request) {
        if (!WRITES.contains(request.method()) || !BrowserOrApi.bySessionCookie(request)) {
            return Optional.empty();
        }
        if (request.getHeader(APP_HEADER) == null) {
            return refuse("a browser request that changes something must come from the Souvenir app (" + APP_HEADER + " header)");
        }
        if (!fromOwnOrigin(request)) {
            return refuse("a browser request that changes something must come from the gateway's own origin");
        }
        return Optional.empty();
    }

    private static boolean fromOwnOrigin(HttpServerRequest request) {
        String origin = request.getHeader("Origin");
        if (origin != null) {
            return origin.equalsIgnoreCase(request.scheme() + "://" + request.getHeader("Host"));
        }
        String site = request.getHeader("Sec-Fetch-Site");
        return site == null || site.equals("same-origin") || site.equals("none");
    }

    private static Optional<Response> refuse(String detail) {
        return Optional.of(Problem.of(Response.Status.FORBIDDEN, detail).toResponse());
    }
}
