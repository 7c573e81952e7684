package io.souvenir.memory;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestTokens;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What memory-service holds to itself, whoever calls it: a pause is validated here and not only
 * by the gateway, and a database restored without the leak-proof declaration makes it unready
 * instead of silently slow.
 */
@QuarkusTest
class BehindTheGatewayTest {

    @Test
    void aPauseInThePastOrMoreThanAYearAheadIsRefusedNamingTheFieldAndNothingIsWritten() {
        String alice = TestTokens.newUser();
        for (OffsetDateTime until : List.of(OffsetDateTime.now().minusMinutes(1), OffsetDateTime.now().plusDays(400))) {
            given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                    .body("{\"memoryEnabled\": true, \"pausedUntil\": \"" + until + "\"}")
                    .put("/api/v1/settings").then().statusCode(400).contentType("application/problem+json")
                    .body("errors[0].field", equalTo("pausedUntil"));
        }
        assertThat(Database.countAs("memory", "settings", alice, "acme")).isZero();

        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": true, \"pausedUntil\": \"" + OffsetDateTime.now().plusDays(30) + "\"}")
                .put("/api/v1/settings").then().statusCode(200).body("memory", equalTo("paused"));
    }

    @Test
    void withoutTheLeakProofMatchMemoryServiceIsNotReady() throws SQLException {
        given().get("/q/health/ready").then().statusCode(200);
        try {
            declare("NOT LEAKPROOF");
            given().get("/q/health/ready").then().statusCode(503)
                    .body("checks.findAll { it.status == 'DOWN' }.name", hasItem("full-text match leak-proof"));
        } finally {
            declare("LEAKPROOF");
        }
        given().get("/q/health/ready").then().statusCode(200);
    }

    private static void declare(String leakProof) throws SQLException {
        try (Connection superuser = DriverManager.getConnection(Database.url(), "postgres", "postgres");
             Statement statement = superuser.createStatement()) {
            statement.execute("ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) " + leakProof);
        }
    }
}
