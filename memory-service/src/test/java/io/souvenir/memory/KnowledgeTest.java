package io.souvenir.memory;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToIgnoreCase;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.souvenir.memory.knowledge.KnowledgeConfig;
import io.souvenir.memory.knowledge.KnowledgeService;
import io.souvenir.memory.search.TenantWork;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.OpenAiProtocol;
import io.souvenir.platform.testing.TestTokens;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

@QuarkusTest
class KnowledgeTest {

    private static final OffsetDateTime NOW = OffsetDateTime.now(ZoneOffset.UTC);

    @Inject
    TenantWork work;

    @Inject
    KnowledgeConfig config;

    @Inject
    ObjectMapper json;

    private final String alice = TestTokens.newUser();

    @Test
    void aSourceIsReplacedWholeAbsentDocumentsGoChangedOnesChangeNewOnesAppear() {
        Map<String, Object> deploy = doc("ops/deploy.md", "Deploy the gateway", "How to ship the gateway to production", "run ./deploy.sh");
        Map<String, Object> backup = doc("ops/backup.md", "Nightly backup", "Where the database dumps go", "pg_dump every night");
        JsonPath first = put(alice, "project", List.of(deploy, backup)).then().statusCode(200).extract().jsonPath();
        assertThat(first.getInt("documents")).isEqualTo(2);
        assertThat(first.getInt("added")).isEqualTo(2);
        assertThat(search(alice, "backup").getList("hits.path")).containsExactly("ops/backup.md");

        Map<String, Object> changedDeploy = doc("ops/deploy.md", "Deploy the gateway", "How to ship the gateway", "now with blue-green switching");
        Map<String, Object> monitoring = doc("ops/monitoring.md", "Grafana dashboards", "What to watch", "latency panels");
        JsonPath second = put(alice, "project", List.of(changedDeploy, monitoring)).then().statusCode(200).extract().jsonPath();
        assertThat(second.getInt("documents")).isEqualTo(2);
        assertThat(second.getInt("added")).isEqualTo(1);
        assertThat(second.getInt("updated")).isEqualTo(1);
        assertThat(second.getInt("removed")).isEqualTo(1);

        assertThat(search(alice, "backup").getList("hits")).as("a document absent from the new set is gone").isEmpty();
        assertThat(search(alice, "grafana").getList("hits.path")).containsExactly("ops/monitoring.md");
        JsonPath deployed = search(alice, "blue-green");
        assertThat(deployed.getList("hits.path")).containsExactly("ops/deploy.md");
        assertThat(deployed.getString("hits[0].source")).isEqualTo("project");
        assertThat(deployed.getList("hits[0].fields")).containsExactly("body");

        JsonPath sources = given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/knowledge/sources")
                .then().statusCode(200).extract().jsonPath();
        assertThat(sources.getList("sources.source")).containsExactly("project");
        assertThat(sources.getInt("sources[0].documents")).isEqualTo(2);

        given().header("Authorization", TestTokens.bearer(alice, "acme")).delete("/api/v1/knowledge/sources/project").then().statusCode(204);
        assertThat(search(alice, "grafana").getList("hits")).isEmpty();
        given().header("Authorization", TestTokens.bearer(alice, "acme")).delete("/api/v1/knowledge/sources/project").then().statusCode(404);
    }

    @Test
    void typosAreForgivenByWordLengthAndChineseTwoCharacterWordsAreFound() {
        put(alice, "notes-fr", List.of(
                doc("infra/kubernetes.md", "Kubernetes cluster upgrade", "Rolling upgrade of the production cluster", "drain nodes first"),
                doc("infra/cache.md", "Redis cache", "Eviction settings", "maxmemory policy"),
                doc("zh/deploy.md", "部署脚本说明", "如何把服务部署到生产环境", "先运行测试，然后部署"),
                doc("zh/db.md", "数据库备份", "每天晚上备份数据库", "使用 pg_dump"))).then().statusCode(200);

        assertThat(search(alice, "cahce").getList("hits.path")).as("1 typo from 5 letters").first().isEqualTo("infra/cache.md");
        assertThat(search(alice, "kubernetis").getList("hits.path")).first().isEqualTo("infra/kubernetes.md");
        assertThat(search(alice, "kubrenetse").getList("hits.path")).as("2 typos from 9 letters").first().isEqualTo("infra/kubernetes.md");
        assertThat(search(alice, "rdis").getList("hits")).as("no typo under 5 letters").isEmpty();
        assertThat(search(alice, "redis").getList("hits.path")).containsExactly("infra/cache.md");

        JsonPath chinese = search(alice, "部署");
        assertThat(chinese.getList("hits.path")).first().isEqualTo("zh/deploy.md");
        assertThat(search(alice, "备份").getList("hits.path")).first().isEqualTo("zh/db.md");
        assertThat(search(alice, "数据库怎么备份").getList("hits.path")).first().isEqualTo("zh/db.md");
    }

    @Test
    void aChineseCharacterTheSegmentationLeavesAloneIsLookedForButNotRequired() {
        put(alice, "zh", List.of(
                doc("zh/stock.md", "库存盘点", "每周核对仓库的库存数量", "运行 stock.sh 对账"),
                doc("zh/meeting.md", "周会", "讨论了几件事", "有人说报表不准，库存的数字以后再看，不急"))).then().statusCode(200);

        // "库存不对" (the stock is wrong): 不 alone says little; the note about the stock comes first
        assertThat(search(alice, "库存不对").getList("hits.path")).first().isEqualTo("zh/stock.md");
    }

    @Test
    void theLexiconFindsTheOtherLanguageAndSaysTheQuestionWasRewritten() {
        put(alice, "shop", List.of(
                doc("shop/labels.md", "Shipping labels", "Print a Colissimo shipping label for an order", "use the label printer"),
                doc("shop/invoices.md", "Invoices", "Monthly invoice export", "csv export"))).then().statusCode(200);

        JsonPath french = search(alice, "imprimer un bon de livraison");
        assertThat(french.getList("hits.path")).first().isEqualTo("shop/labels.md");
        assertThat(french.getString("rewritten")).contains("shipping", "print");
        assertThat(search(alice, "发票").getList("hits.path")).first().isEqualTo("shop/invoices.md");
        assertThat(search(alice, "Colissimo").getString("rewritten")).as("colissimo is in the lexicon").isNotNull();
        assertThat(search(alice, "csv").getString("rewritten")).isNull();
    }

    @Test
    void theNameWeighsMoreThanTheBodyAndRecencyBreaksTies() {
        put(alice, "weights", List.of(
                doc("a.md", "Notes", "Misc", "the release checklist lives elsewhere"),
                doc("b.md", "Release checklist", "Steps", "tag, build, publish"))).then().statusCode(200);
        assertThat(search(alice, "checklist").getList("hits.path")).containsExactly("b.md", "a.md");

        Map<String, Object> old = doc("old.md", "Rotation des clés", "Procédure", "tous les mois");
        old.put("updatedAt", NOW.minusDays(400).toString());
        Map<String, Object> recent = doc("new.md", "Rotation des clés", "Procédure", "tous les mois");
        put(alice, "recency", List.of(old, recent)).then().statusCode(200);
        JsonPath found = search(alice, "rotation clés", "recency");
        assertThat(found.getList("hits.path")).containsExactly("new.md", "old.md");
        assertThat(found.getList("hits.stale")).containsExactly(false, true);
    }

    @Test
    void projectStateExpiresThirtyDaysAfterItsUpdateUnlessItSaysOtherwise() {
        Map<String, Object> expired = doc("state/sprint-1.md", "Sprint state", "Where the sprint stands", "migration half done");
        expired.put("type", "project-state");
        expired.put("updatedAt", NOW.minusDays(31).toString());
        Map<String, Object> current = doc("state/sprint-2.md", "Sprint state", "Where the sprint stands", "migration done");
        current.put("type", "project-state");
        current.put("updatedAt", NOW.minusDays(20).toString());
        Map<String, Object> kept = doc("state/sprint-0.md", "Sprint state", "Where the sprint stands", "migration planned");
        kept.put("type", "project-state");
        kept.put("updatedAt", NOW.minusDays(60).toString());
        kept.put("expiresAt", NOW.plusDays(1).toString());
        put(alice, "states", List.of(expired, current, kept)).then().statusCode(200);

        assertThat(search(alice, "sprint migration").getList("hits.path")).containsExactlyInAnyOrder("state/sprint-2.md", "state/sprint-0.md");
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/knowledge/search?q=sprint&type=decision")
                .then().statusCode(200).body("hits", empty());
    }

    @Test
    void badInputIsRefusedNamingTheFieldAndReplacesNothing() {
        put(alice, "guarded", List.of(doc("keep.md", "Kept document", "Stays", "original"))).then().statusCode(200);

        put(alice, "guarded", List.of(doc("dup.md", "One", "x", "y"), doc("dup.md", "Two", "x", "y")))
                .then().statusCode(400).contentType("application/problem+json").body("errors[0].field", equalTo("documents[1].path"));
        Map<String, Object> huge = doc("big/huge.md", "Huge", "x", "y".repeat(1024 * 1024 + 1));
        put(alice, "guarded", List.of(doc("small.md", "Small", "x", "y"), huge))
                .then().statusCode(413).contentType("application/problem+json").body("detail", containsString("big/huge.md"))
                .body("errors[0].field", equalTo("documents[1]"));
        Map<String, Object> undated = doc("undated.md", "Undated", "x", "y");
        undated.remove("updatedAt");
        put(alice, "guarded", List.of(undated)).then().statusCode(400).body("errors[0].field", equalTo("documents[0].updatedAt"));
        Map<String, Object> nameless = doc("nameless.md", "x", "x", "y");
        nameless.remove("name");
        put(alice, "guarded", List.of(nameless)).then().statusCode(400).body("errors[0].field", equalTo("documents[0].name"));
        put(alice, "bad name!", List.of()).then().statusCode(400).body("errors[0].field", equalTo("source"));
        Map<String, Object> badDate = doc("d.md", "x", "x", "y");
        badDate.put("updatedAt", "yesterday");
        put(alice, "guarded", List.of(badDate)).then().statusCode(400).body("errors[0].field", equalTo("documents[0].updatedAt"));

        assertThat(search(alice, "original").getList("hits.path")).as("nothing was replaced").containsExactly("keep.md");
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/knowledge/search?q=")
                .then().statusCode(400).body("errors[0].field", equalTo("q"));
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/knowledge/search?q=x&k=101")
                .then().statusCode(400).body("errors[0].field", equalTo("k"));
        given().get("/api/v1/knowledge/search?q=original").then().statusCode(401);
    }

    @Test
    void anotherUserSeesNothingAndCannotTouchTheSource() {
        put(alice, "secret", List.of(doc("plan.md", "Zanzibar rollout plan", "Confidential", "phase one"))).then().statusCode(200);
        String bob = TestTokens.newUser();

        assertThat(search(bob, "zanzibar").getList("hits")).isEmpty();
        given().header("Authorization", TestTokens.bearer(alice, "globex")).get("/api/v1/knowledge/search?q=zanzibar")
                .then().statusCode(200).body("hits", empty());
        given().header("Authorization", TestTokens.bearer(bob, "acme")).get("/api/v1/knowledge/sources")
                .then().statusCode(200).body("sources", empty());
        given().header("Authorization", TestTokens.bearer(bob, "acme")).delete("/api/v1/knowledge/sources/secret").then().statusCode(404);
        String id = search(alice, "zanzibar").getString("hits[0].id");
        given().header("Authorization", TestTokens.bearer(bob, "acme")).get("/api/v1/knowledge/documents/" + id).then().statusCode(404);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/knowledge/documents/" + id)
                .then().statusCode(200).body("body", equalTo("phase one"));
        // bob's own source of the same name is his, and alice's stays as it was
        put(bob, "secret", List.of(doc("other.md", "Something else", "x", "y"))).then().statusCode(200);
        assertThat(search(alice, "zanzibar").getList("hits.path")).containsExactly("plan.md");

        for (String table : List.of("knowledge_sources", "knowledge_documents")) {
            assertThat(Database.countAs("memory", table, null, null)).as(table + " without a tenant").isZero();
            assertThat(Database.countOfAs("memory", table, alice, "acme", bob, "acme")).as(table + " as bob").isZero();
            assertThat(Database.countOfAs("memory", table, alice, "acme", alice, "acme")).isPositive();
        }
    }

    @Test
    void theWipeErasesTheIndexRowsAndWhatIsKeptInMemory() {
        put(alice, "wiped", List.of(doc("w.md", "Quokka habits", "x", "y"))).then().statusCode(200);
        assertThat(search(alice, "quokka").getList("hits")).hasSize(1);

        JsonPath erased = given().header("Authorization", TestTokens.bearer(alice, "acme")).delete("/api/v1/me/data")
                .then().statusCode(200).extract().jsonPath();
        assertThat(erased.getMap("").toString()).contains("knowledge_documents", "knowledge_sources");

        assertThat(search(alice, "quokka").getList("hits")).isEmpty();
        for (String table : List.of("knowledge_sources", "knowledge_documents")) {
            assertThat(Database.countOfAs("memory", table, alice, "acme", alice, "acme")).isZero();
        }
    }

    @Test
    void notesAreWrittenBackAndANoteOfTheSameNameIsANewVersion() {
        Map<String, Object> note = new HashMap<>(Map.of("name", "Lesson: restart Kafka before tests", "description",
                "The test broker keeps stale topics", "keywords", List.of("kafka", "tests"), "type", "lesson", "body", "Run ./souvenir down first."));
        JsonPath written = given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON).body(note)
                .post("/api/v1/knowledge/notes").then().statusCode(201).extract().jsonPath();
        assertThat(written.getString("source")).isEqualTo("notes");
        assertThat(written.getString("path")).isEqualTo("lesson-restart-kafka-before-tests.md");
        assertThat(search(alice, "stale topics").getList("hits.id")).containsExactly(written.getString("id"));

        note.put("body", "Run ./souvenir down, then test.");
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON).body(note)
                .post("/api/v1/knowledge/notes").then().statusCode(201).body("id", equalTo(written.getString("id")));
        JsonPath notes = given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/knowledge/notes")
                .then().statusCode(200).extract().jsonPath();
        assertThat(notes.getList("notes.body")).containsExactly("Run ./souvenir down, then test.");

        note.remove("description");
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON).body(note)
                .post("/api/v1/knowledge/notes").then().statusCode(400).body("errors[0].field", equalTo("description"));
    }

    @Test
    void twoInstancesAnswerTheSameBecauseEachDerivesItsIndexFromTheRows() {
        put(alice, "shared", List.of(doc("one.md", "Platypus feeding", "x", "y"))).then().statusCode(200);
        assertThat(search(alice, "platypus").getList("hits")).hasSize(1);

        // another instance replaces the source: this one sees the new revision at its next search
        KnowledgeService other = new KnowledgeService(work, config, json);
        other.replace(new Tenant("acme", alice), "shared", List.of(new io.souvenir.memory.knowledge.DocumentInput(
                "two.md", "Wombat feeding", null, List.of(), null, null, "z", NOW, null)));
        assertThat(search(alice, "platypus").getList("hits")).isEmpty();
        assertThat(search(alice, "wombat").getList("hits.path")).containsExactly("two.md");
        assertThat(other.search(new Tenant("acme", alice), "wombat", 5, null, null).hits()).hasSize(1);
    }

    /** The rewriting's cut-off (2 s deployed; more here, for a busy test machine), and the model's answer time past it. */
    private static final Duration CUT_OFF = Duration.ofSeconds(3);
    private static final Duration SLOW_MODEL = Duration.ofSeconds(6);

    @Test
    void aModelTurnsIntentIntoKeywordsWithinItsTimeoutAndIsIgnoredPastIt() {
        WireMockServer model = new WireMockServer(wireMockConfig().dynamicPort().bindAddress("127.0.0.1"));
        model.start();
        try {
            // a model that takes its time but answers within the cut-off, and one that answers past it
            model.stubFor(post(urlEqualTo("/v1/chat/completions")).atPriority(5).willReturn(aResponse().withStatus(200)
                    .withHeader("Content-Type", "application/json").withBody(OpenAiProtocol.answer("ocelot enclosure cleaning"))
                    .withFixedDelay(200)));
            model.stubFor(post(urlEqualTo("/v1/chat/completions")).atPriority(1).withRequestBody(containing("slowly"))
                    .willReturn(aResponse().withStatus(200).withHeader("Content-Type", "application/json")
                            .withBody(OpenAiProtocol.answer("ocelot enclosure cleaning")).withFixedDelay((int) SLOW_MODEL.toMillis())));
            KnowledgeService rewriting = new KnowledgeService(work, withModel(model.baseUrl() + "/v1"), json);
            Tenant tenant = new Tenant("acme", alice);
            rewriting.search(tenant, "warm-up", 1, null, null); // a fresh WireMock's first answer is slow on a busy machine
            rewriting.replace(tenant, "zoo", List.of(new io.souvenir.memory.knowledge.DocumentInput(
                    "ocelot.md", "Ocelot enclosure", "Cleaning routine", List.of(), null, null, "weekly", NOW, null)));

            KnowledgeService.Found found = rewriting.search(tenant, "how do I tidy the spotted cat's home", 5, null, null);
            assertThat(found.hits()).extracting(hit -> hit.document().path()).containsExactly("ocelot.md");
            assertThat(found.rewritten()).as("the answer says the question was rewritten").contains("ocelot");
            // the model was asked in the OpenAI protocol, with the question
            model.verify(postRequestedFor(urlEqualTo("/v1/chat/completions")).withHeader("Authorization", equalToIgnoreCase("Bearer test"))
                    .withRequestBody(matchingJsonPath("$.model", com.github.tomakehurst.wiremock.client.WireMock.equalTo("small")))
                    .withRequestBody(matchingJsonPath("$.messages[1].content", containing("spotted cat"))));

            long started = System.nanoTime();
            KnowledgeService.Found late = rewriting.search(tenant, "tidy the spotted cat slowly", 5, null, null);
            // the model answers after 6 s: the search did not wait for it, and its keywords were not used
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(SLOW_MODEL);
            assertThat(String.valueOf(late.rewritten())).doesNotContain("ocelot");
            assertThat(late.hits()).isEmpty();

            // a model that is down is the same as no answer
            model.stop();
            assertThat(rewriting.search(tenant, "ocelot", 5, null, null).hits()).hasSize(1);
        } finally {
            model.stop();
        }
    }

    private KnowledgeConfig withModel(String baseUrl) {
        KnowledgeConfig.Rewrite rewrite = new KnowledgeConfig.Rewrite() {
            public Optional<String> baseUrl() {
                return Optional.of(baseUrl);
            }

            public Optional<String> apiKey() {
                return Optional.of("test");
            }

            public String model() {
                return "small";
            }

            public Duration timeout() {
                return CUT_OFF;
            }
        };
        return new KnowledgeConfig() {
            public Duration staleAfter() {
                return config.staleAfter();
            }

            public Duration projectStateLifetime() {
                return config.projectStateLifetime();
            }

            public double recencyWeight() {
                return config.recencyWeight();
            }

            public Duration recencyHalfLife() {
                return config.recencyHalfLife();
            }

            public long cachedDocuments() {
                return 1000;
            }

            public Rewrite rewrite() {
                return rewrite;
            }
        };
    }

    private static Map<String, Object> doc(String path, String name, String description, String body) {
        Map<String, Object> doc = new HashMap<>();
        doc.put("path", path);
        doc.put("name", name);
        doc.put("description", description);
        doc.put("keywords", new ArrayList<>(List.of()));
        doc.put("body", body);
        doc.put("updatedAt", NOW.toString());
        return doc;
    }

    private static io.restassured.response.Response put(String user, String source, List<Map<String, Object>> documents) {
        return given().header("Authorization", TestTokens.bearer(user, "acme")).contentType(ContentType.JSON)
                .body(Map.of("documents", documents)).put("/api/v1/knowledge/sources/" + source.replace(" ", "%20"));
    }

    private static JsonPath search(String user, String q) {
        return given().header("Authorization", TestTokens.bearer(user, "acme")).queryParam("q", q)
                .get("/api/v1/knowledge/search").then().statusCode(200).extract().jsonPath();
    }

    private static JsonPath search(String user, String q, String source) {
        return given().header("Authorization", TestTokens.bearer(user, "acme")).queryParam("q", q).queryParam("source", source)
                .get("/api/v1/knowledge/search").then().statusCode(200).extract().jsonPath();
    }
}
