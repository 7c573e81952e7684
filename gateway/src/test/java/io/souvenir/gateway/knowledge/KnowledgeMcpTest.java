package io.souvenir.gateway.knowledge;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.anyRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.put;
import static com.github.tomakehurst.wiremock.client.WireMock.putRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.souvenir.gateway.MemorySettingsStandIn;
import io.souvenir.platform.testing.TestTokens;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The knowledge routes relayed to memory-service with the caller's own token, and the MCP server
 * at /mcp spoken over HTTP as a client does (Streamable HTTP: initialize, then tools/list and
 * tools/call with the session id).
 */
@QuarkusTest
@QuarkusTestResource(MemorySettingsStandIn.class)
class KnowledgeMcpTest {

    private final WireMockServer memoryService = MemorySettingsStandIn.server();

    private static final ObjectMapper JSON = new ObjectMapper();
    private final String alice = TestTokens.newUser();
    private final String aliceToken = TestTokens.token(alice, "acme");

    @BeforeEach
    void reset() {
        MemorySettingsStandIn.answer("on");
    }

    @Test
    void knowledgeRoutesAreRelayedWithTheCallersTokenAndAnswerAsMemoryServiceDid() {
        memoryService.stubFor(put(urlPathEqualTo("/api/v1/knowledge/sources/project"))
                .willReturn(okJson("{\"source\":\"project\",\"documents\":1,\"tookMs\":3}")));
        memoryService.stubFor(get(urlPathEqualTo("/api/v1/knowledge/search")).willReturn(aResponse().withStatus(400)
                .withHeader("Content-Type", "application/problem+json").withBody("{\"status\":400,\"errors\":[{\"field\":\"k\"}]}")));
        // larger than every other route's 256 KB, well within a source's own limit
        String documents = "{\"documents\":[{\"path\":\"a.md\",\"name\":\"A\",\"body\":\"" + "x".repeat(300_000) + "\",\"updatedAt\":\"2026-12-01T10:00:00Z\"}]}";

        given().header("Authorization", "Bearer " + aliceToken).contentType(ContentType.JSON).body(documents)
                .put("/api/v1/knowledge/sources/project").then().statusCode(200).body("documents", org.hamcrest.Matchers.equalTo(1));
        given().header("Authorization", "Bearer " + aliceToken).get("/api/v1/knowledge/search?q=deploy&k=500")
                .then().statusCode(400).contentType("application/problem+json");

        memoryService.verify(putRequestedFor(urlPathEqualTo("/api/v1/knowledge/sources/project"))
                .withHeader("Authorization", equalTo("Bearer " + aliceToken)).withRequestBody(equalToJson(documents)));
        memoryService.verify(getRequestedFor(urlPathEqualTo("/api/v1/knowledge/search")).withQueryParam("q", equalTo("deploy"))
                .withQueryParam("k", equalTo("500")).withHeader("Authorization", equalTo("Bearer " + aliceToken)));
        given().header("Authorization", "Bearer " + aliceToken).contentType(ContentType.JSON).body("{\"memoryEnabled\":true,\"x\":\""
                + "x".repeat(300_000) + "\"}").put("/api/v1/settings").then().statusCode(413);
        given().get("/api/v1/knowledge/sources").then().statusCode(401);
    }

    @Test
    void withoutATokenTheMcpServerAnswers401AndRunsNothing() {
        given().contentType(ContentType.JSON).accept("application/json, text/event-stream")
                .body(initialize()).post("/mcp").then().statusCode(401);
        given().header("Authorization", "Bearer " + TestTokens.forgedToken(alice, "acme")).contentType(ContentType.JSON)
                .accept("application/json, text/event-stream").body(initialize()).post("/mcp").then().statusCode(401);
        // a browser's session cookie is no way in: MCP takes bearer tokens only
        given().cookie("q_session_web", "a-session").contentType(ContentType.JSON).accept("application/json, text/event-stream")
                .body(initialize()).post("/mcp").then().statusCode(401);
        assertThat(memoryService.findAll(anyRequestedFor(anyUrl()))).isEmpty();
    }

    @Test
    void theSixToolsAreListedWithReadOnlyHintsWhereTheyOnlyRead() throws Exception {
        McpSession mcp = McpSession.open(aliceToken);
        JsonNode tools = mcp.request("tools/list", Map.of()).path("result").path("tools");
        List<String> names = new ArrayList<>();
        tools.forEach(tool -> names.add(tool.path("name").asText()));
        assertThat(names).containsExactlyInAnyOrder("search_knowledge", "write_note", "recall_memories", "remember",
                "recall_actions", "identity_card");
        for (JsonNode tool : tools) {
            boolean readOnly = tool.path("annotations").path("readOnlyHint").asBoolean(false);
            assertThat(readOnly).as(tool.path("name").asText())
                    .isEqualTo(List.of("search_knowledge", "recall_memories", "recall_actions", "identity_card").contains(tool.path("name").asText()));
            assertThat(tool.path("inputSchema").path("properties").has("userId")).isFalse();
            assertThat(tool.path("inputSchema").path("properties").has("workspaceId")).isFalse();
        }
    }

    @Test
    void searchKnowledgeAsksWithTheTokensUserAndCutsEachTextAtTwoThousandCharactersWithItsId() throws Exception {
        memoryService.stubFor(get(urlPathEqualTo("/api/v1/knowledge/search")).willReturn(okJson(JSON.writeValueAsString(Map.of(
                "hits", List.of(Map.of("id", "0f6b8e8a-3c58-4a58-9b7a-4a1f9e3c2d10", "source", "project", "path", "ops/deploy.md",
                        "name", "Deploy", "stale", false, "fields", List.of("name"), "body", "y".repeat(2000), "truncated", true)),
                "rewritten", "deploy deployment")))));
        McpSession mcp = McpSession.open(aliceToken);

        JsonNode result = mcp.call("search_knowledge", Map.of("query", "déploiment", "k", 3));

        JsonNode answer = JSON.readTree(result.path("result").path("content").path(0).path("text").asText());
        assertThat(answer.path("hits").path(0).path("id").asText()).isEqualTo("0f6b8e8a-3c58-4a58-9b7a-4a1f9e3c2d10");
        assertThat(answer.path("hits").path(0).path("text").asText()).hasSize(2000);
        assertThat(answer.path("hits").path(0).path("truncated").asBoolean()).isTrue();
        assertThat(answer.path("rewritten").asText()).isEqualTo("deploy deployment");
        memoryService.verify(getRequestedFor(urlPathEqualTo("/api/v1/knowledge/search")).withQueryParam("q", equalTo("déploiment"))
                .withQueryParam("k", equalTo("3")).withHeader("Authorization", equalTo("Bearer " + aliceToken)));
    }

    @Test
    void anUnknownToolOrBadArgumentsAreJsonRpcErrorsAndNothingIsWritten() throws Exception {
        memoryService.stubFor(post(urlPathEqualTo("/api/v1/knowledge/notes")).willReturn(okJson("{}")));
        McpSession mcp = McpSession.open(aliceToken);

        assertThat(mcp.call("drop_everything", Map.of()).has("error")).isTrue();
        JsonNode tooMany = mcp.call("search_knowledge", Map.of("query", "deploy", "k", 50));
        assertThat(tooMany.path("error").path("code").asInt()).isEqualTo(-32602);
        JsonNode noBody = mcp.call("write_note", Map.of("name", "Lesson", "description", "when"));
        assertThat(noBody.has("error")).as(noBody.toString()).isTrue();
        JsonNode blank = mcp.call("write_note", Map.of("name", "Lesson", "description", "when", "body", " "));
        assertThat(blank.path("error").path("code").asInt()).isEqualTo(-32602);
        JsonNode longText = mcp.call("remember", Map.of("text", "z".repeat(8001)));
        assertThat(longText.path("error").path("code").asInt()).isEqualTo(-32602);
        JsonNode numberAsBody = mcp.call("write_note", Map.of("name", "Lesson", "description", "when", "body", 42));
        assertThat(numberAsBody.path("error").path("code").asInt()).as(numberAsBody.toString()).isEqualTo(-32602);
        assertThat(numberAsBody.path("error").path("message").asText()).contains("body");
        JsonNode wordAsCount = mcp.call("search_knowledge", Map.of("query", "deploy", "k", "five"));
        assertThat(wordAsCount.path("error").path("code").asInt()).as(wordAsCount.toString()).isEqualTo(-32602);
        JsonNode numbersAsKeywords = mcp.call("write_note", Map.of("name", "Lesson", "description", "when", "body", "b",
                "keywords", List.of(1, 2)));
        assertThat(numbersAsKeywords.path("error").path("code").asInt()).as(numbersAsKeywords.toString()).isEqualTo(-32602);

        assertThat(memoryService.findAll(anyRequestedFor(anyUrl()))).as("nothing reached memory-service").isEmpty();
    }

    @Test
    void writeNotePassesTheNoteOnAsTheTokensUser() throws Exception {
        memoryService.stubFor(post(urlPathEqualTo("/api/v1/knowledge/notes")).willReturn(aResponse().withStatus(201)
                .withHeader("Content-Type", "application/json")
                .withBody("{\"id\":\"5e0c7a4e-9d5b-4d0c-8f7e-2b1a6c3d4e5f\",\"source\":\"notes\",\"path\":\"lesson.md\",\"name\":\"Lesson\"}")));
        McpSession mcp = McpSession.open(aliceToken);

        JsonNode result = mcp.call("write_note", Map.of("name", "Lesson", "description", "when tests hang",
                "body", "restart Kafka", "keywords", List.of("kafka")));

        JsonNode note = JSON.readTree(result.path("result").path("content").path(0).path("text").asText());
        assertThat(note.path("path").asText()).isEqualTo("lesson.md");
        memoryService.verify(com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor(urlPathEqualTo("/api/v1/knowledge/notes"))
                .withHeader("Authorization", equalTo("Bearer " + aliceToken))
                .withRequestBody(equalToJson("{\"name\":\"Lesson\",\"description\":\"when tests hang\",\"body\":\"restart Kafka\",\"keywords\":[\"kafka\"]}")));
    }

    @Test
    void aMemberTheWorkspaceRemovedIsRefusedByEveryToolAndNothingRuns() throws Exception {
        String workspace = "ws-" + java.util.UUID.randomUUID();
        String bob = TestTokens.newUser();
        String bobToken = TestTokens.token(bob, workspace);
        McpSession mcp = McpSession.open(bobToken);
        String admin = TestTokens.bearerWithRoles(TestTokens.newUser(), workspace, io.souvenir.gateway.workspace.MemberRole.ADMIN_ROLE);
        given().header("Authorization", admin).get("/api/v1/workspace/members").then().statusCode(200);
        given().header("Authorization", admin).post("/api/v1/workspace/members/" + bob + "/remove").then().statusCode(204);

        JsonNode refused = mcp.call("search_knowledge", Map.of("query", "deploy"));
        assertThat(refused.path("error").path("message").asText()).as(refused.toString()).contains("removed");
        assertThat(mcp.call("write_note", Map.of("name", "n", "description", "d", "body", "b")).has("error")).isTrue();
        assertThat(memoryService.findAll(anyRequestedFor(anyUrl()))).as("nothing reached memory-service").isEmpty();
    }

    private static Map<String, Object> initialize() {
        return Map.of("jsonrpc", "2.0", "id", 1, "method", "initialize", "params", Map.of("protocolVersion", "2025-06-18",
                "capabilities", Map.of(), "clientInfo", Map.of("name", "test", "version", "1")));
    }

    /** A client session of the Streamable HTTP transport: the session id from initialize on every request. */
    record McpSession(String token, String sessionId, int[] ids) {

        static McpSession open(String token) throws Exception {
            Response response = given().header("Authorization", "Bearer " + token).contentType(ContentType.JSON)
                    .accept("application/json, text/event-stream").body(initialize()).post("/mcp");
            assertThat(response.statusCode()).as(response.asString()).isEqualTo(200);
            McpSession session = new McpSession(token, response.header("Mcp-Session-Id"), new int[] {1});
            given().header("Authorization", "Bearer " + token).header("Mcp-Session-Id", session.sessionId())
                    .contentType(ContentType.JSON).accept("application/json, text/event-stream")
                    .body(Map.of("jsonrpc", "2.0", "method", "notifications/initialized")).post("/mcp").then().statusCode(202);
            return session;
        }

        JsonNode call(String tool, Map<String, Object> arguments) throws Exception {
            return request("tools/call", Map.of("name", tool, "arguments", arguments));
        }

        JsonNode request(String method, Map<String, Object> params) throws Exception {
            int id = ++ids[0];
            Response response = given().header("Authorization", "Bearer " + token).header("Mcp-Session-Id", sessionId)
                    .contentType(ContentType.JSON).accept("application/json, text/event-stream")
                    .body(Map.of("jsonrpc", "2.0", "id", id, "method", method, "params", params)).post("/mcp");
            assertThat(response.statusCode()).as(response.asString()).isEqualTo(200);
            String body = response.asString();
            if (String.valueOf(response.contentType()).startsWith("text/event-stream")) {
                // the JSON-RPC answer is the data of the event that carries our id
                for (String line : body.split("\n")) {
                    if (line.startsWith("data:")) {
                        JsonNode event = JSON.readTree(line.substring(5).strip());
                        if (event.path("id").asInt(-1) == id) {
                            return event;
                        }
                    }
                }
                throw new AssertionError("no answer to request " + id + " in " + body);
            }
            return JSON.readTree(body);
        }
    }
}
