package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.anyOf;
import static org.hamcrest.Matchers.is;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestTokens;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The GDPR wipe leaves nothing of the user in any store, and nothing of anyone else is touched. */
@ExtendWith(Stack.class)
class WipeIT {

    /** Every user table of every service, found in the catalogue (once the services migrated): a store added later is checked too. */
    private static List<String> stores() {
        return Database.userTables();
    }

    private final String alice = TestTokens.newUser();
    private final String bob = TestTokens.newUser();

    @Test
    void afterTheWipeEveryStoreHoldsNothingOfTheUserAndOthersAreUntouched() {
        say(alice, "salut, ma femme s'appelle Claire et mon fils a dix-huit ans");
        say(alice, "Rappelle-moi jeudi de payer le loyer");
        say(bob, "je suis infirmière");
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body(Map.of("conversationId", "mail-7", "extract", false, "messages", List.of(Map.of("externalId", "mail-7-1",
                        "role", "user", "text", "Nous partons à Lisbonne en mai.", "at", "2024-02-01T10:00:00Z"))))
                .post(Stack.gateway() + "/api/v1/imports").then().statusCode(202);
        await().atMost(Duration.ofSeconds(30)).until(() -> Database.countAs("memory", "memories", alice, "acme") >= 3
                && Database.countAs("memory", "imports", alice, "acme") == 1
                && Database.countAs("ledger", "ledger_events", alice, "acme") >= 6
                && Database.countAs("memory", "memories", bob, "acme") >= 1);
        long bobsRowsBefore = settledRows(bob);

        JsonPath wiped = given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .delete(Stack.gateway() + "/api/v1/me/memory")
                .then().statusCode(200).extract().jsonPath();

        Map<String, Integer> deleted = wiped.getMap("deleted");
        assertThat(deleted).containsKeys("memory-service.memories", "memory-service.messages", "action-ledger.ledger_events",
                "turn-service.processed_events", "verifier-service.processed_events", "gateway.outbox");
        assertThat(deleted.get("memory-service.memories")).isGreaterThanOrEqualTo(3);
        assertThat(deleted.get("memory-service.messages")).as("two turns and one imported message").isEqualTo(5);
        assertThat(deleted).containsEntry("gateway.imports", 1).containsEntry("memory-service.imports", 1);
        assertThat(stores()).contains("memory.identity_cards", "memory.sessions", "ledger.ledger_events", "gateway.outbox",
                "gateway.imports", "memory.imports");
        stores().forEach(store -> assertThat(count(store, alice)).as("%s after the wipe", store).isZero());
        assertThat(rows(bob)).as("bob's rows").isEqualTo(bobsRowsBefore);
        assertThat(given().header("Authorization", TestTokens.bearer(alice, "acme")).get(Stack.gateway() + "/api/v1/memories")
                .then().statusCode(200).extract().jsonPath().getList("items")).isEmpty();
    }

    @Test
    void whatTheUserSaysRightAfterTheWipeIsRememberedAgain() {
        String dana = TestTokens.newUser();
        say(dana, "ma sœur s'appelle Inès");
        await().atMost(Duration.ofSeconds(30)).until(() -> Database.countAs("memory", "memories", dana, "acme") >= 1);
        // a pause and its end: the settings have a history (a version) that the wipe erases with the rest
        settings(dana, "{\"memoryEnabled\": true, \"pausedUntil\": \"" + OffsetDateTime.now().plusHours(1) + "\"}");
        settings(dana, "{\"memoryEnabled\": true, \"pausedUntil\": null}");
        say(dana, "mon frère s'appelle Malo");
        await().atMost(Duration.ofSeconds(30)).until(() -> Database.countAs("memory", "memories", dana, "acme") >= 2);

        given().header("Authorization", TestTokens.bearer(dana, "acme")).delete(Stack.gateway() + "/api/v1/me/memory")
                .then().statusCode(200);
        say(dana, "je suis boulangère à Quimper");

        await().atMost(Duration.ofSeconds(30)).until(() -> Database.countAs("memory", "memories", dana, "acme") >= 1);
        assertThat(given().header("Authorization", TestTokens.bearer(dana, "acme")).get(Stack.gateway() + "/api/v1/memories")
                .then().statusCode(200).extract().jsonPath().getList("items.text", String.class))
                .anySatisfy(text -> assertThat(text).containsIgnoringCase("boulang"));
    }

    @Test
    void aUserWithFiftyThousandMemoriesIsWipedInBatchesToZeroAndTheCountsAreReported() {
        String carol = TestTokens.newUser();
        say(bob, "ma sœur s'appelle Inès");
        say(carol, "ma femme s'appelle Claire");
        await().atMost(Duration.ofSeconds(30)).until(() -> Database.countAs("memory", "memories", carol, "acme") >= 1
                && Database.countAs("memory", "memories", bob, "acme") >= 1);
        Database.executeAsSuperuser("""
                insert into memory.memories (id, user_id, workspace_id, kind, facet, text, normalized_hash, visible, confidence, source)
                select gen_random_uuid(), '%s', 'acme', 'fact', 'general', 'Fait numéro ' || n, 'bulk-' || n, false, 0.9, 'import'
                  from generate_series(1, 50000) n""".formatted(carol));
        long carolsMemories = Database.countAs("memory", "memories", carol, "acme");
        long bobsRowsBefore = settledRows(bob);

        Map<String, Integer> deleted = given().header("Authorization", TestTokens.bearer(carol, "acme"))
                .delete(Stack.gateway() + "/api/v1/me/memory")
                .then().statusCode(200).extract().jsonPath().getMap("deleted");

        assertThat(carolsMemories).isGreaterThan(50_000);
        assertThat(deleted.get("memory-service.memories")).isEqualTo((int) carolsMemories);
        stores().forEach(store -> assertThat(count(store, carol)).as("%s after the wipe", store).isZero());
        assertThat(rows(bob)).as("bob's rows").isEqualTo(bobsRowsBefore);
    }

    @Test
    void aWipeWithoutATokenIsRefused() {
        given().delete(Stack.gateway() + "/api/v1/me/memory").then().statusCode(401).contentType("application/problem+json");
    }

    /** The user's rows once their turns have settled: activity lines are written after the memories. */
    private static long settledRows(String user) {
        long[] last = {-1};
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(1500)).until(() -> {
            long now = rows(user);
            boolean settled = now == last[0];
            last[0] = now;
            return settled;
        });
        return last[0];
    }

    private static long rows(String user) {
        return stores().stream().mapToLong(store -> count(store, user)).sum();
    }

    private static long count(String store, String user) {
        String[] schemaAndTable = store.split("\\.");
        return Database.countAs(schemaAndTable[0], schemaAndTable[1], user, "acme");
    }

    private static void settings(String user, String body) {
        given().header("Authorization", TestTokens.bearer(user, "acme")).contentType(ContentType.JSON).body(body)
                .put(Stack.gateway() + "/api/v1/settings").then().statusCode(200);
    }

    private static void say(String user, String text) {
        given().header("Authorization", TestTokens.bearer(user, "acme")).contentType(ContentType.JSON)
                .body(Map.of("text", text, "channel", "web"))
                .post(Stack.gateway() + "/api/v1/turns").then().statusCode(anyOf(is(200), is(202))); // 202: answered later, on a busy machine
    }
}
