package io.souvenir.consolidator;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.consolidator.night.NightService;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.EventType;
import io.souvenir.contracts.memory.ApplyConsolidation;
import io.souvenir.contracts.memory.ConsolidationApplied;
import io.souvenir.contracts.memory.ConsolidationRolledBack;
import io.souvenir.contracts.memory.RollbackConsolidation;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The night through its API: what the rules promote, hold and send to review, the apply as one
 * command to memory-service and its answer, the review queue, rollback in order, and the bad inputs.
 */
@QuarkusTest
@QuarkusTestResource(MemoryServiceStandIn.class)
class ConsolidationApiTest {

    private static final UUID DAUGHTER_11 = UUID.randomUUID();
    private static final UUID DAUGHTER_12 = UUID.randomUUID();
    private static final UUID NURSE = UUID.randomUUID();
    private static final UUID BROTHER = UUID.randomUUID();
    private static final UUID DIAGNOSIS = UUID.randomUUID();

    @Inject
    @Any
    InMemoryConnector messaging;

    @Inject
    NightService night;

    private final String alice = TestTokens.newUser();

    @Test
    void runNowPromotesSupersedesHoldsAndSendsToReviewThenTheReviewDecides() {
        memoryHas(threeDaysAgoImportAndATurnToday());

        JsonPath run = runNowAnswered(apply -> {
            assertThat(apply.decisions()).containsExactlyInAnyOrder(
                    new ApplyConsolidation.Decision(NURSE, ApplyConsolidation.Outcome.PROMOTE, null),
                    new ApplyConsolidation.Decision(DAUGHTER_12, ApplyConsolidation.Outcome.SUPERSEDE, DAUGHTER_11));
            return new ConsolidationApplied(apply.applyId(), List.of(change(NURSE, "candidate", "active"),
                    change(DAUGHTER_12, "candidate", "active"), change(DAUGHTER_11, "active", "superseded")), null);
        });

        assertThat(run.getString("status")).isEqualTo("applied");
        assertThat(run.getList("promoted.memoryId")).containsExactly(NURSE.toString());
        assertThat(run.getString("promoted[0].after.status")).isEqualTo("active");
        assertThat(run.getList("superseded.memoryId")).containsExactly(DAUGHTER_12.toString());
        assertThat(run.getString("superseded[0].supersedes")).isEqualTo(DAUGHTER_11.toString());
        assertThat(run.getString("superseded[0].replacedAfter.status")).isEqualTo("superseded");
        assertThat(run.getList("held.memoryId")).containsExactly(BROTHER.toString());
        assertThat(run.getString("held[0].reason")).isEqualTo("quiet");
        assertThat(run.getList("review.memoryId")).containsExactly(DIAGNOSIS.toString());
        assertThat(run.getString("review[0].reason")).isEqualTo("sensitive-domain");

        JsonPath review = given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/consolidation/review")
                .then().statusCode(200).body("items", hasSize(1)).extract().jsonPath();
        String item = review.getString("items[0].id");
        assertThat(review.getString("items[0].domain")).isEqualTo("health");
        given().header("Authorization", TestTokens.bearer(alice, "acme")).post("/api/v1/consolidation/review/" + item + "/approve")
                .then().statusCode(200).body("status", equalTo("approving"));
        ApplyConsolidation approval = awaitCommand(Events.APPLY_CONSOLIDATION, UUID.fromString(item));
        assertThat(approval.decisions()).containsExactly(
                new ApplyConsolidation.Decision(DIAGNOSIS, ApplyConsolidation.Outcome.PROMOTE, null));
        given().header("Authorization", TestTokens.bearer(alice, "acme")).post("/api/v1/consolidation/review/" + item + "/reject")
                .then().statusCode(409).contentType("application/problem+json").body("detail", containsString("already approving"));
        given().header("Authorization", TestTokens.bearer(TestTokens.newUser(), "acme"))
                .post("/api/v1/consolidation/review/" + item + "/approve").then().statusCode(404);
    }

    @Test
    void aRunIsRolledBackLatestFirstAndOnlyByItsOwner() {
        memoryHas(Map.of("candidates", List.of(candidate(NURSE, "fact", "identity", "none", "Je suis infirmière", List.of(), 72)),
                "active", List.of()));
        String first = runNowAnswered(apply -> new ConsolidationApplied(apply.applyId(),
                List.of(change(NURSE, "candidate", "active")), null)).getString("id");
        UUID job = UUID.randomUUID();
        memoryHas(Map.of("candidates", List.of(candidate(job, "fact", "identity", "none", "Travaille chez Airbus", List.of(), 72)),
                "active", List.of()));
        String second = runNowAnswered(apply -> new ConsolidationApplied(apply.applyId(),
                List.of(change(job, "candidate", "active")), null)).getString("id");

        given().header("Authorization", TestTokens.bearer(alice, "acme")).post("/api/v1/consolidation/runs/" + first + "/rollback")
                .then().statusCode(409).contentType("application/problem+json").body("rollBackFirst", equalTo(second));
        given().header("Authorization", TestTokens.bearer(TestTokens.newUser(), "acme"))
                .post("/api/v1/consolidation/runs/" + second + "/rollback").then().statusCode(404);
        given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .post("/api/v1/consolidation/runs/" + UUID.randomUUID() + "/rollback").then().statusCode(404);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).post("/api/v1/consolidation/runs/not-a-run/rollback")
                .then().statusCode(400).body("errors[0].field", equalTo("id"));

        CompletableFuture<JsonPath> rollback = CompletableFuture.supplyAsync(() -> given()
                .header("Authorization", TestTokens.bearer(alice, "acme")).post("/api/v1/consolidation/runs/" + second + "/rollback")
                .then().statusCode(200).extract().jsonPath());
        RollbackConsolidation asked = awaitCommand(Events.ROLLBACK_CONSOLIDATION, UUID.fromString(second));
        answer(Events.CONSOLIDATION_ROLLED_BACK, new ConsolidationRolledBack(asked.applyId(), 1, null));
        assertThat(rollback.join().getString("status")).isEqualTo("rolled-back");
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/consolidation/runs?limit=5")
                .then().statusCode(200).body("runs.id", org.hamcrest.Matchers.contains(second, first))
                .body("runs[0].status", equalTo("rolled-back"));
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/consolidation/runs?limit=500")
                .then().statusCode(400).body("errors[0].field", equalTo("limit"));
    }

    @Test
    void aNightThatCannotReadTheMemoriesFailsAndAppliesNothing() {
        MemoryServiceStandIn.server.stubFor(get(urlPathEqualTo("/internal/v1/consolidation/state"))
                .willReturn(aResponse().withStatus(503)));
        given().header("Authorization", TestTokens.bearer(alice, "acme")).post("/api/v1/consolidation/runs")
                .then().statusCode(200).body("status", equalTo("failed")).body("failure", containsString("could not be read"));
        assertThat(new PublishedEvents(messaging).events(Events.APPLY_CONSOLIDATION, alice)).isEmpty();
    }

    @Test
    void anApplyRefusedByMemoryServiceIsAFailedRun() {
        memoryHas(Map.of("candidates", List.of(candidate(NURSE, "fact", "identity", "none", "Je suis infirmière", List.of(), 72)),
                "active", List.of()));
        JsonPath run = runNowAnswered(apply -> new ConsolidationApplied(apply.applyId(), List.of(),
                "memory " + NURSE + " is no longer a candidate"));
        assertThat(run.getString("status")).isEqualTo("failed");
        assertThat(run.getString("promoted[0].after")).isNull();
    }

    @Test
    void oneNightIsOneRunHoweverManyTimesItIsStarted() {
        memoryHas(Map.of("candidates", List.of(candidate(NURSE, "fact", "identity", "none", "Je suis infirmière", List.of(), 72)),
                "active", List.of()));
        Tenant tenant = new Tenant("acme", alice);
        LocalDate tonight = LocalDate.now(ZoneOffset.UTC);
        OffsetDateTime later = OffsetDateTime.now(ZoneOffset.UTC).plusHours(1);
        assertThat(night.classify(tenant, "night", tonight, later)).isPresent();
        assertThat(night.classify(tenant, "night", tonight, later)).isEmpty();
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/consolidation/runs")
                .then().statusCode(200).body("runs", hasSize(1)).body("runs[0].status", equalTo("classified"));
        given().when().get("/q/metrics").then().statusCode(200)
                .body(containsString("souvenir_consolidation_decisions_total{outcome=\"promoted\",rule=\"clear\"}"));
    }

    private Map<String, Object> threeDaysAgoImportAndATurnToday() {
        Map<String, Object> daughter = Map.of("name", "Léa", "relation", "daughter");
        return Map.of(
                "candidates", List.of(
                        candidate(NURSE, "fact", "identity", "none", "Je suis infirmière", List.of(), 72),
                        candidate(DAUGHTER_12, "person", null, "none", "Léa — ma fille, 12 ans", List.of(daughter), 72),
                        candidate(BROTHER, "person", null, "none", "Paul — mon frère, habite à Lyon",
                                List.of(Map.of("name", "Paul", "relation", "brother")), 2),
                        // labelled none by the day: the review item still says health, the domain the night found
                        candidate(DIAGNOSIS, "fact", "identity", "none", "Diabétique de type 1", List.of(), 72)),
                "active", List.of(candidate(DAUGHTER_11, "person", null, "none", "Léa — ma fille, 11 ans", List.of(daughter), 500)));
    }

    private static Map<String, Object> candidate(UUID id, String kind, String facet, String domain, String text,
            List<Map<String, Object>> persons, int hoursAgo) {
        Map<String, Object> memory = new java.util.HashMap<>(Map.of("id", id, "kind", kind, "domain", domain, "text", text,
                "persons", persons, "confidence", 0.9, "source", "import",
                "recordedAt", OffsetDateTime.now(ZoneOffset.UTC).minusHours(hoursAgo).toString(),
                "lastMentioned", OffsetDateTime.now(ZoneOffset.UTC).minusHours(hoursAgo).toString(), "contradicts", List.of()));
        if (facet != null) {
            memory.put("facet", facet);
        }
        return memory;
    }

    private void memoryHas(Map<String, Object> state) {
        try {
            MemoryServiceStandIn.server.stubFor(get(urlPathEqualTo("/internal/v1/consolidation/state"))
                    .willReturn(okJson(TestEvents.codec().json().writeValueAsString(state))));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Asks for a run now, plays memory-service's part with {@code answer}, and returns the run as the API answered. */
    private JsonPath runNowAnswered(java.util.function.Function<ApplyConsolidation, ConsolidationApplied> answer) {
        PublishedEvents published = new PublishedEvents(messaging);
        int before = published.events(Events.APPLY_CONSOLIDATION, alice).size();
        CompletableFuture<JsonPath> run = CompletableFuture.supplyAsync(() -> given()
                .header("Authorization", TestTokens.bearer(alice, "acme")).post("/api/v1/consolidation/runs")
                .then().statusCode(200).extract().jsonPath());
        await().atMost(Duration.ofSeconds(30)).until(() -> published.events(Events.APPLY_CONSOLIDATION, alice).size() > before);
        ApplyConsolidation apply = TestEvents.codec().payload(published.events(Events.APPLY_CONSOLIDATION, alice).get(before),
                Events.APPLY_CONSOLIDATION);
        answer(Events.CONSOLIDATION_APPLIED, answer.apply(apply));
        return run.join();
    }

    private <P> P awaitCommand(EventType<P> type, UUID applyId) {
        PublishedEvents published = new PublishedEvents(messaging);
        return await().atMost(Duration.ofSeconds(30)).until(() -> published.payloads(type, alice).stream()
                .filter(payload -> payload.toString().contains(applyId.toString())).findFirst(), java.util.Optional::isPresent)
                .orElseThrow();
    }

    private <P> void answer(EventType<P> type, P payload) {
        messaging.source("memory-events").send(List.of(TestEvents.record(TestEvents.header(alice, "acme"), type, payload)));
    }

    private static ConsolidationApplied.Change change(UUID id, String before, String after) {
        return new ConsolidationApplied.Change(id, JsonNodeFactory.instance.objectNode().put("id", id.toString()).put("status", before),
                JsonNodeFactory.instance.objectNode().put("id", id.toString()).put("status", after));
    }
}
