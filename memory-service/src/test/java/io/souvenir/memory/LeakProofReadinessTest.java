package io.souvenir.memory;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.hasItem;

import io.quarkus.test.junit.QuarkusTest;
import io.souvenir.platform.testing.Database;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** A database restored without the leak-proof declaration makes memory-service unready instead of silently slow. */
@QuarkusTest
class LeakProofReadinessTest {

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
