package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.souvenir.platform.testing.TestTokens;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * An import through the real pipeline: gateway -> outbox -> Kafka -> memory-service (messages) ->
 * Kafka -> turn-service (extraction) -> Kafka -> memory-service (memories with provenance).
 */
@ExtendWith(Stack.class)
class ImportIT {

    private final String alice = TestTokens.newUser();
    private final String bob = TestTokens.newUser();

    @Test
    void anImportedConversationIsKeptWithItsExternalIdsAndItsMemoriesPointBackToTheirMessages() {
        Map<String, Object> body = Map.of("conversationId", "slack-C042", "extract", true, "messages", List.of(
                message("slack-1", "Alice", "user", "Ma femme s'appelle Claire et ma fille a onze ans.", "2023-11-29T09:35:30+01:00"),
                message("slack-2", "Assistant", "assistant", "Joli prénom !", "2023-11-29T09:35:42+01:00"),
                message("slack-3", "Alice", "user", "ok", "2023-11-29T09:36:00+01:00")));

        String importId = start(alice, body);
        JsonPath done = awaitDone(alice, importId);

        assertThat(done.getInt("messages")).isEqualTo(3);
        assertThat(done.getInt("memories")).isGreaterThanOrEqualTo(1);
        JsonPath messages = given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get(Stack.gateway() + "/api/v1/messages").then().statusCode(200).extract().jsonPath();
        assertThat(messages.getList("items.externalId")).containsExactlyInAnyOrder("slack-1", "slack-2", "slack-3");
        String familyMessage = messages.getString("items.find { it.externalId == 'slack-1' }.id");
        JsonPath memories = given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get(Stack.gateway() + "/api/v1/memories").then().statusCode(200).extract().jsonPath();
        assertThat(memories.getList("items.findAll { it.source == 'import' }.sourceMessageId")).isNotEmpty().containsOnly(familyMessage);

        given().header("Authorization", TestTokens.bearer(bob, "acme")).get(Stack.gateway() + "/api/v1/imports/" + importId)
                .then().statusCode(404);

        // importing the same messages again keeps nothing twice
        awaitDone(alice, start(alice, body));
        assertThat(given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get(Stack.gateway() + "/api/v1/messages").then().extract().jsonPath().getList("items")).hasSize(3);
    }

    private static String start(String user, Map<String, Object> body) {
        return given().header("Authorization", TestTokens.bearer(user, "acme")).contentType(ContentType.JSON).body(body)
                .post(Stack.gateway() + "/api/v1/imports").then().statusCode(202).extract().path("importId");
    }

    private static JsonPath awaitDone(String user, String importId) {
        return await().atMost(Duration.ofSeconds(30)).until(() -> given().header("Authorization", TestTokens.bearer(user, "acme"))
                .get(Stack.gateway() + "/api/v1/imports/" + importId).then().statusCode(200).extract().jsonPath(),
                status -> status.getString("status").equals("done"));
    }

    private static Map<String, Object> message(String externalId, String speaker, String role, String text, String at) {
        return Map.of("externalId", externalId, "speaker", speaker, "role", role, "text", text, "at", at);
    }
}
