package io.souvenir.gateway.workspace;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Events;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Workspace membership through the gateway's API: registration on first sight, an admin who lists,
 * removes and restores the members of their own workspace only, and a removed member refused
 * everywhere with nothing written.
 */
@QuarkusTest
class WorkspaceMembershipTest {

    private static final String MEMBERS = "/api/v1/workspace/members";

    @Inject
    @Any
    InMemoryConnector messaging;

    private PublishedEvents published;
    /** A workspace of this test alone, so the admin's list holds exactly what the test did. */
    private final String workspace = "ws-" + UUID.randomUUID();
    private final String alice = TestTokens.newUser();
    private final String adele = TestTokens.newUser();

    @BeforeEach
    void clearPublished() {
        published = new PublishedEvents(messaging);
        published.clear();
    }

    @Test
    void everyCallerIsRegisteredOnFirstSightAndTheAdminListsTheirOwnWorkspaceOnly() {
        String carol = TestTokens.newUser();
        ownChannels(member(alice)).statusCode(200);
        ownChannels(TestTokens.bearer(carol, "other-" + workspace)).statusCode(200);

        JsonPath listed = given().header("Authorization", admin()).get(MEMBERS)
                .then().statusCode(200).contentType(ContentType.JSON).extract().jsonPath();

        assertThat(listed.getList("members.userId")).containsExactlyInAnyOrder(alice, adele);
        Map<String, Object> aliceAsListed = listed.getMap("members.find { it.userId == '" + alice + "' }");
        assertThat(aliceAsListed).as("who she is to the workspace, nothing of her memory")
                .containsOnlyKeys("userId", "username", "role", "status", "joinedAt", "lastSeenAt")
                .containsEntry("username", alice).containsEntry("role", "member").containsEntry("status", "active");
        assertThat(listed.getString("members.find { it.userId == '" + adele + "' }.role")).isEqualTo("admin");
    }

    @Test
    void theAdminSearchesCountsAndPagesTheMembersOnTheServer() {
        ownChannels(member(alice)).statusCode(200);
        for (int i = 0; i < 5; i++) {
            ownChannels(member(TestTokens.newUser())).statusCode(200);
        }

        JsonPath first = given().header("Authorization", admin()).queryParam("limit", 3).get(MEMBERS)
                .then().statusCode(200).extract().jsonPath();
        assertThat(first.getList("members")).hasSize(3);
        assertThat(first.getLong("total")).isEqualTo(7);
        assertThat(first.getInt("next")).isEqualTo(3);
        JsonPath last = given().header("Authorization", admin()).queryParam("limit", 3).queryParam("offset", 6).get(MEMBERS)
                .then().statusCode(200).extract().jsonPath();
        assertThat(last.getList("members")).hasSize(1);
        assertThat(last.getString("next")).isNull();

        // user ids are random: a piece of one finds that member only, in any case
        String piece = alice.substring(2, 10).toUpperCase();
        JsonPath found = given().header("Authorization", admin()).queryParam("q", piece).get(MEMBERS)
                .then().statusCode(200).extract().jsonPath();
        assertThat(found.getList("members.userId")).containsExactly(alice);
        assertThat(found.getLong("total")).isEqualTo(1);
        given().header("Authorization", admin()).queryParam("q", "%").get(MEMBERS)
                .then().statusCode(200).body("total", equalTo(0));
        given().header("Authorization", admin()).queryParam("limit", 0).get(MEMBERS)
                .then().statusCode(400).body("errors[0].field", equalTo("limit"));
    }

    @Test
    void aRemovedMemberIs403OnEveryRouteAndNothingIsWrittenUntilRestored() {
        ownChannels(member(alice)).statusCode(200);

        given().header("Authorization", admin()).post(MEMBERS + "/" + alice + "/remove").then().statusCode(204);
        assertThat(published.awaitPayload(Events.MEMBER_ACCESS_CHANGED, alice).removed())
                .as("every service is told, to refuse her too").isTrue();
        published.clear();
        long rowsBefore = Database.countAs("gateway", "outbox", alice, workspace);

        refused(given().header("Authorization", member(alice)).contentType(ContentType.JSON)
                .body("{\"text\": \"Ma fille a onze ans.\", \"channel\": \"web\"}").post("/api/v1/turns").then());
        refused(given().header("Authorization", member(alice)).contentType(ContentType.JSON)
                .body("{\"conversationId\": \"c\", \"extract\": false, \"messages\": [{\"externalId\": \"e1\", \"role\": \"user\","
                        + " \"text\": \"bonjour\", \"at\": \"2024-02-01T10:00:00Z\"}]}")
                .post("/api/v1/imports").then());
        refused(given().header("Authorization", member(alice)).post("/api/v1/channels/code").then());
        refused(ownChannels(member(alice)));
        refused(given().header("Authorization", member(alice)).get("/api/v1/memories").then());
        refused(given().header("Authorization", member(alice)).accept("text/event-stream").get("/api/v1/stream").then());
        refused(given().header("Authorization", member(alice)).delete("/api/v1/me/memory").then());

        assertThat(published.isEmpty()).as("nothing published").isTrue();
        assertThat(Database.countAs("gateway", "outbox", alice, workspace)).isEqualTo(rowsBefore);
        assertThat(Database.countAs("gateway", "imports", alice, workspace)).isZero();
        assertThat(Database.countAs("gateway", "channel_link_codes", alice, workspace)).isZero();
        assertThat(statusOf(alice)).isEqualTo("removed");

        given().header("Authorization", admin()).post(MEMBERS + "/" + alice + "/restore").then().statusCode(204);
        assertThat(published.awaitPayload(Events.MEMBER_ACCESS_CHANGED, alice).removed()).isFalse();

        given().header("Authorization", member(alice)).post("/api/v1/channels/code").then().statusCode(200);
        assertThat(statusOf(alice)).isEqualTo("active");
    }

    @Test
    void aRemovedAdminIsRefusedLikeAnyMember() {
        String otherAdmin = TestTokens.newUser();
        given().header("Authorization", TestTokens.bearerWithRoles(otherAdmin, workspace, MemberRole.ADMIN_ROLE)).get(MEMBERS)
                .then().statusCode(200);

        given().header("Authorization", admin()).post(MEMBERS + "/" + otherAdmin + "/remove").then().statusCode(204);

        refused(given().header("Authorization", TestTokens.bearerWithRoles(otherAdmin, workspace, MemberRole.ADMIN_ROLE))
                .post(MEMBERS + "/" + adele + "/remove").then());
        assertThat(statusOf(adele)).isEqualTo("active");
    }

    @Test
    void aUserOfAnotherWorkspaceOrUnknownIs404AndStaysAsTheyWere() {
        String carol = TestTokens.newUser();
        String carolsWorkspace = "other-" + workspace;
        ownChannels(TestTokens.bearer(carol, carolsWorkspace)).statusCode(200);
        ownChannels(member(alice)).statusCode(200);

        for (String id : List.of(carol, TestTokens.newUser())) {
            for (String action : List.of("remove", "restore")) {
                given().header("Authorization", admin()).post(MEMBERS + "/" + id + "/" + action)
                        .then().statusCode(404).contentType("application/problem+json");
            }
        }

        ownChannels(TestTokens.bearer(carol, carolsWorkspace)).statusCode(200);
        // alice's own id in the other workspace is another member altogether
        given().header("Authorization", admin()).post(MEMBERS + "/" + alice + "/remove").then().statusCode(204);
        ownChannels(TestTokens.bearer(alice, carolsWorkspace)).statusCode(200);
        refused(ownChannels(member(alice)));
    }

    @Test
    void anAdminCannotRemoveThemselves() {
        given().header("Authorization", admin()).post(MEMBERS + "/" + adele + "/remove")
                .then().statusCode(409).contentType("application/problem+json");

        given().header("Authorization", admin()).get(MEMBERS).then().statusCode(200);
        assertThat(statusOf(adele)).isEqualTo("active");
    }

    @Test
    void onlyAWorkspaceAdminManagesMembers() {
        ownChannels(admin()).statusCode(200);
        ownChannels(member(alice)).statusCode(200);
        String operator = TestTokens.bearerWithRoles(TestTokens.newUser(), workspace, "operator");

        for (String notAdmin : List.of(member(alice), operator)) {
            given().header("Authorization", notAdmin).get(MEMBERS)
                    .then().statusCode(403).contentType("application/problem+json").body("status", equalTo(403));
            given().header("Authorization", notAdmin).post(MEMBERS + "/" + adele + "/remove")
                    .then().statusCode(403).contentType("application/problem+json");
            given().header("Authorization", notAdmin).post(MEMBERS + "/" + alice + "/restore")
                    .then().statusCode(403).contentType("application/problem+json");
        }
        given().get(MEMBERS).then().statusCode(401).contentType("application/problem+json");
        assertThat(statusOf(adele)).isEqualTo("active");
    }

    @Test
    void lastSeenIsWrittenOnceAMinuteAtMost() {
        ownChannels(member(alice)).statusCode(200);
        Object firstSeen = superuser("select last_seen_at from gateway.workspace_members where user_id = ?", alice);

        for (int i = 0; i < 3; i++) {
            ownChannels(member(alice)).statusCode(200);
        }

        assertThat(superuser("select last_seen_at from gateway.workspace_members where user_id = ?", alice)).isEqualTo(firstSeen);
    }

    @Test
    void membersAreSeenOnlyFromTheirOwnWorkspaceInTheDatabase() {
        ownChannels(member(alice)).statusCode(200);

        assertThat(Database.workspaceTables()).containsExactly("gateway.workspace_members");
        assertThat(Database.userTables()).doesNotContain("gateway.workspace_members").contains("gateway.imports");
        assertThat(Database.countAs("gateway", "workspace_members", null, null)).as("no tenant bound").isZero();
        assertThat(Database.countOfAs("gateway", "workspace_members", alice, workspace, alice, "other-" + workspace))
                .as("from another workspace").isZero();
        assertThat(Database.countOfAs("gateway", "workspace_members", alice, workspace, adele, workspace))
                .as("from her own workspace").isEqualTo(1);
    }

    // ---------------------------------------------------------------------------------- helpers

    private String member(String userId) {
        return TestTokens.bearer(userId, workspace);
    }

    private String admin() {
        return TestTokens.bearerWithRoles(adele, workspace, MemberRole.ADMIN_ROLE);
    }

    /** A route the gateway answers from its own database (no other service involved). */
    private static ValidatableResponse ownChannels(String authorization) {
        return given().header("Authorization", authorization).get("/api/v1/channels").then();
    }

    private static void refused(ValidatableResponse response) {
        response.statusCode(403).contentType("application/problem+json")
                .body("status", equalTo(403)).body("detail", containsString("removed from workspace"));
    }

    private String statusOf(String userId) {
        return (String) superuser("select status from gateway.workspace_members where user_id = ? and workspace_id = '"
                + workspace + "'", userId);
    }

    /** Reads as the superuser, beside row-level security. */
    private static Object superuser(String sql, String parameter) {
        try (Connection connection = DriverManager.getConnection(Database.url(), "postgres", "postgres");
             PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setString(1, parameter);
            try (ResultSet result = statement.executeQuery()) {
                return result.next() ? result.getObject(1) : null;
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
