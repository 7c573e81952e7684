package io.souvenir.gateway;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.souvenir.platform.testing.TestTokens;
import org.junit.jupiter.api.Test;

@QuarkusTest
class MeApiTest {

    @Test
    void meTellsWhoTheCallerIsAndOnlyTheRolesThePagesNeed() {
        String userId = TestTokens.newUser();
        given().header("Authorization", TestTokens.bearerWithRoles(userId, "globex", "operator", "workspace-admin", "offline_access"))
                .get("/api/v1/me")
                .then().statusCode(200)
                .body("userId", equalTo(userId))
                .body("username", equalTo(userId))
                .body("workspace", equalTo("globex"))
                .body("roles", contains("operator", "workspace-admin"));
    }

    @Test
    void aUserWithoutRolesHasNone() {
        given().header("Authorization", TestTokens.bearer(TestTokens.newUser(), "acme"))
                .get("/api/v1/me")
                .then().statusCode(200)
                .body("roles.size()", equalTo(0));
    }
}
