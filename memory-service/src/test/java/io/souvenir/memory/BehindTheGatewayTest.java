package io.souvenir.memory;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import io.restassured.http.ContentType;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.workspace.MemberAccessChanged;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * What memory-service holds to itself, whoever calls it: a pause is validated here and not only
 * by the gateway, a member a workspace admin removed is refused here too, and a database restored
 * without the leak-proof declaration makes it unready instead of silently slow.
 */
@QuarkusTest
class BehindTheGatewayTest {

    @Inject
    @Any
    InMemoryConnector messaging;

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
    void aMemberAWorkspaceAdminRemovedIsRefusedHereTooOnTheirTokenAndOnTheServicesUntilLetBackIn() {
        String alice = TestTokens.newUser();
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories").then().statusCode(200);
        OffsetDateTime removedAt = OffsetDateTime.now();
        adminSays(alice, true, removedAt);

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get("/api/v1/memories").then().statusCode(403).contentType("application/problem+json")
                .body("detail", containsString("removed from workspace acme")));
        given().header("Authorization", TestTokens.serviceBearer(alice, "acme")).get("/internal/v1/settings").then().statusCode(403);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": false}").put("/api/v1/settings").then().statusCode(403);
        assertThat(Database.countAs("memory", "settings", alice, "acme")).as("nothing written").isZero();
        given().header("Authorization", TestTokens.bearer(TestTokens.newUser(), "acme")).get("/api/v1/memories").then().statusCode(200);

        // a word older than the removal, delivered late, does not let her back in
        adminSays(alice, false, removedAt.minusMinutes(5));
        await().during(Duration.ofSeconds(2)).atMost(Duration.ofSeconds(4)).untilAsserted(() -> given()
                .header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories").then().statusCode(403));

        adminSays(alice, false, OffsetDateTime.now());
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get("/api/v1/memories").then().statusCode(200));
    }

    private void adminSays(String member, boolean removed, OffsetDateTime at) {
        messaging.source("workspace-events").send(TestEvents.record(new EventHeader(UUID.randomUUID(), at, TestEvents.newTraceId(),
                "acme", member, Channel.WEB), Events.MEMBER_ACCESS_CHANGED, new MemberAccessChanged(removed)));
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
