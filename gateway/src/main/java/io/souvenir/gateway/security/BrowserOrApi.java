package io.souvenir.gateway.security;

import io.quarkus.oidc.TenantResolver;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Picks how a request authenticates. A bearer token (API, scripts, other channels) uses the
 * default tenant and answers 401 when absent or bad. A browser uses the "web" tenant: Keycloak
 * code flow and a session cookie. An API call without a token and without a session is an API
 * call, so it gets a 401 rather than a redirect to a login page.
 */
@ApplicationScoped
public class BrowserOrApi implements TenantResolver {

    static final String WEB = "web";
    /** The session cookie, or its chunks (q_session_web_chunk_1, ...) when the tokens are large. */
    private static final String WEB_SESSION_COOKIE = "q_session_" + WEB;

    @Override
    public String resolve(RoutingContext request) {
        if (request.request().getHeader("Authorization") != null) {
            return null;
        }
        // MCP takes bearer tokens only: no token is a 401 (never a login page), and a browser's
        // session cookie never reaches the tools (the CSRF guard covers the REST routes, not /mcp)
        if (request.normalizedPath().startsWith("/mcp")) {
            return null;
        }
        boolean api = request.normalizedPath().startsWith("/api/");
        return api && !bySessionCookie(request.request()) ? null : WEB;
    }

    /** Whether this request is authenticated by the browser's session cookie rather than by a bearer token. */
    static boolean bySessionCookie(HttpServerRequest request) {
        return request.getHeader("Authorization") == null
                && request.cookies().stream().anyMatch(cookie -> cookie.getName().startsWith(WEB_SESSION_COOKIE));
    }
}
