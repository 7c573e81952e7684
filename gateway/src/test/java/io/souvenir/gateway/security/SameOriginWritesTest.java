package io.souvenir.gateway.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import io.souvenir.platform.testing.TestTokens;
import java.net.URL;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A request carried by the browser's session cookie may change something only when the web app
 * itself sends it. (The test profile has no Keycloak session to offer, so a request the guard lets
 * through then fails authentication with 401; the guard's refusal is the 403 before it.)
 */
@QuarkusTest
class SameOriginWritesTest {

    @TestHTTPResource("/")
    URL gateway;

    private RequestSpecification withSessionCookie() {
        return given().cookie("q_session_web", "a-session").contentType(ContentType.JSON);
    }

    private String ownOrigin() {
        return gateway.getProtocol() + "://" + gateway.getHost() + ":" + gateway.getPort();
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"POST, /api/v1/turns", "PUT, /api/v1/settings", "PATCH, /api/v1/memories/4f1c2a9e-0000-4000-8000-000000000001",
            "DELETE, /api/v1/me/memory", "POST, /api/v1/channels/code"})
    void aCookieWriteWithoutTheAppHeaderIsRefused(String method, String path) {
        withSessionCookie().header("Origin", ownOrigin()).body("{\"text\": \"hi\"}")
                .request(method, path)
                .then().statusCode(403).contentType("application/problem+json")
                .body("status", equalTo(403))
                .body("detail", containsString("X-Souvenir-Request"));
    }

    @Test
    void aCookieWriteFromAnotherOriginIsRefused() {
        withSessionCookie().header("X-Souvenir-Request", "web").header("Origin", "http://evil.example")
                .body("{\"memoryEnabled\": false}")
                .put("/api/v1/settings")
                .then().statusCode(403).contentType("application/problem+json")
                .body("detail", containsString("origin"));
    }

    @Test
    void aCookieWriteTheBrowserMarksCrossSiteIsRefused() {
        withSessionCookie().header("X-Souvenir-Request", "web").header("Sec-Fetch-Site", "cross-site")
                .body("{\"text\": \"hi\"}")
                .post("/api/v1/turns")
                .then().statusCode(403);
    }

    /** Let through, it reaches authentication, which refuses this made-up session (the browser test logs in for real). */
    @Test
    void aCookieWriteFromTheAppGoesOnToAuthentication() {
        withSessionCookie().header("X-Souvenir-Request", "web").header("Origin", ownOrigin()).header("Sec-Fetch-Site", "same-origin")
                .body("{\"text\": \"hi\"}")
                .post("/api/v1/turns")
                .then().statusCode(401);
    }

    @Test
    void aCookieReadNeedsNoAppHeader() {
        withSessionCookie().header("Origin", "http://evil.example")
                .get("/api/v1/ui-config")
                .then().statusCode(401);
    }

    @Test
    void bearerCallsAreNotConcerned() {
        given().header("Authorization", TestTokens.bearer(TestTokens.newUser(), "acme"))
                .header("Origin", "http://evil.example")
                .post("/api/v1/channels/code")
                .then().statusCode(200).body("code", not(equalTo(null)));
    }
}
