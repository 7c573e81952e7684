package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.souvenir.platform.testing.TestTokens;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 12's "Done when", on the packaged stack (real Kafka and PostgreSQL): an import dated three
 * days ago, a turn today about the brother, "run now"; then a newer age that supersedes; then the
 * rollback that gives back exactly the memories and identity card of before.
 */
@ExtendWith(Stack.class)
class ConsolidationIT {

    private final String alice = TestTokens.newUser();

    @Test
    void theNightPromotesHoldsSendsToReviewSupersedesAndIsUndoneExactly() {
        OffsetDateTime threeDaysAgo = OffsetDateTime.now(ZoneOffset.UTC).minusDays(3);
        awaitImported(importOf("hist-1", threeDaysAgo, "je suis infirmière", "ma fille a onze ans",
                "mon frère s'appelle Paul", "je suis diabétique"));
        assertThat(statuses()).containsEntry("Métier : infirmière", "candidate").containsEntry("Ma fille — 11 ans", "candidate");

        given().header("Authorization", bearer()).contentType(ContentType.JSON)
                .body(Map.of("text", "mon frère Paul vient dîner samedi soir", "channel", "web"))
                .post(Stack.gateway() + "/api/v1/turns").then().statusCode(org.hamcrest.Matchers.oneOf(200, 202));
        await().atMost(Duration.ofSeconds(30)).until(() -> brotherMentionedToday(threeDaysAgo));

        JsonPath run = runNow();
        assertThat(run.getString("status")).isEqualTo("applied");
        assertThat(run.getList("promoted.text")).contains("Métier : infirmière", "Ma fille — 11 ans");
        assertThat(run.getString("held.find { it.text.contains('Paul') }.reason")).isEqualTo("quiet");
        assertThat(run.getString("review.find { it.text.contains('iabét') }.reason")).isEqualTo("sensitive-domain");
        assertThat(given().header("Authorization", bearer()).get(Stack.gateway() + "/api/v1/consolidation/review")
                .then().statusCode(200).extract().jsonPath().getList("items.text")).anyMatch(text -> text.toString().contains("iabét"));
        assertThat(statuses()).containsEntry("Métier : infirmière", "active").containsEntry("Ma fille — 11 ans", "active");

        OffsetDateTime twoDaysAgo = OffsetDateTime.now(ZoneOffset.UTC).minusDays(2);
        awaitImported(importOf("hist-2", twoDaysAgo, "ma fille a douze ans"));
        assertThat(statuses()).containsEntry("Ma fille — 12 ans", "candidate");
        List<Object> memoriesBefore = memories();
        String cardBefore = card();

        JsonPath update = runNow();
        assertThat(update.getList("superseded.text")).containsExactly("Ma fille — 12 ans");
        assertThat(statuses()).containsEntry("Ma fille — 12 ans", "active").containsEntry("Ma fille — 11 ans", "superseded");
        assertThat(card()).contains("12 ans").doesNotContain("11 ans");

        given().header("Authorization", bearer()).post(Stack.gateway() + "/api/v1/consolidation/runs/" + run.getString("id") + "/rollback")
                .then().statusCode(409).body("rollBackFirst", org.hamcrest.Matchers.equalTo(update.getString("id")));
        given().header("Authorization", TestTokens.bearer(TestTokens.newUser(), "acme"))
                .post(Stack.gateway() + "/api/v1/consolidation/runs/" + update.getString("id") + "/rollback").then().statusCode(404);
        given().header("Authorization", bearer()).post(Stack.gateway() + "/api/v1/consolidation/runs/" + update.getString("id") + "/rollback")
                .then().statusCode(200).body("status", org.hamcrest.Matchers.equalTo("rolled-back"));

        assertThat(memories()).isEqualTo(memoriesBefore);
        assertThat(card()).isEqualTo(cardBefore);
    }

    private String bearer() {
        return TestTokens.bearer(alice, "acme");
    }

    /**
     * "Run now" answers once memory-service applied the run, or with the run still {@code applying}
     * after a few seconds (a loaded machine); the run is then followed until it is settled.
     */
    private JsonPath runNow() {
        JsonPath run = given().header("Authorization", bearer()).contentType(ContentType.JSON).body("{}")
                .post(Stack.gateway() + "/api/v1/consolidation/runs").then().statusCode(200).extract().jsonPath();
        if (!"applying".equals(run.getString("status"))) {
            return run;
        }
        return await().atMost(Duration.ofSeconds(60)).until(() -> given().header("Authorization", bearer())
                .get(Stack.gateway() + "/api/v1/consolidation/runs/" + run.getString("id")).then().statusCode(200).extract().jsonPath(),
                settled -> !"applying".equals(settled.getString("status")));
    }

    private Map<String, Object> importOf(String conversation, OffsetDateTime at, String... texts) {
        List<Map<String, Object>> messages = new java.util.ArrayList<>();
        for (int index = 0; index < texts.length; index++) {
            messages.add(Map.of("externalId", conversation + "-" + index, "speaker", "Alice", "role", "user", "text", texts[index],
                    "at", at.plusMinutes(index).toString()));
        }
        return Map.of("conversationId", conversation, "extract", true, "messages", messages);
    }

    private void awaitImported(Map<String, Object> body) {
        String id = given().header("Authorization", bearer()).contentType(ContentType.JSON).body(body)
                .post(Stack.gateway() + "/api/v1/imports").then().statusCode(202).extract().path("importId");
        await().atMost(Duration.ofSeconds(60)).until(() -> given().header("Authorization", bearer())
                .get(Stack.gateway() + "/api/v1/imports/" + id).then().statusCode(200).extract().path("status"), "done"::equals);
    }

    private boolean brotherMentionedToday(OffsetDateTime before) {
        List<Map<String, Object>> items = given().header("Authorization", bearer()).get(Stack.gateway() + "/api/v1/memories?limit=100")
                .then().statusCode(200).extract().jsonPath().getList("items");
        return items.stream().anyMatch(item -> "person".equals(item.get("kind")) && String.valueOf(item.get("text")).contains("Paul")
                && OffsetDateTime.parse((String) item.get("lastMentionedAt")).isAfter(before.plusDays(2)));
    }

    private Map<String, String> statuses() {
        List<Map<String, Object>> items = given().header("Authorization", bearer()).get(Stack.gateway() + "/api/v1/memories?limit=100")
                .then().statusCode(200).extract().jsonPath().getList("items");
        Map<String, String> statuses = new java.util.HashMap<>();
        items.forEach(item -> statuses.put((String) item.get("text"), (String) item.get("status")));
        return statuses;
    }

    private List<Object> memories() {
        return given().header("Authorization", bearer()).get(Stack.gateway() + "/api/v1/memories?limit=100")
                .then().statusCode(200).extract().jsonPath().getList("items");
    }

    private String card() {
        return given().header("Authorization", bearer()).get(Stack.gateway() + "/api/v1/identity-card")
                .then().statusCode(200).extract().asString();
    }
}
