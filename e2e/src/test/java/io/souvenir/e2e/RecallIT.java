package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestTokens;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** What was said comes back: answers from memory, search from every angle, the identity card, the rolling summary. */
@ExtendWith(Stack.class)
class RecallIT {

    private final String alice = TestTokens.newUser();
    private final UUID session = UUID.randomUUID();

    @Test
    void afterTheThreeFactsSentenceTheAssistantKnowsWhoTheWifeIsFromAnyAngle() {
        say(alice, "salut, écoute, ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit");
        await().atMost(Duration.ofSeconds(20)).until(() -> memories(alice).size() >= 3);

        assertThat(say(alice, "comment s'appelle ma femme ?").getString("reply")).contains("Claire");
        assertThat(say(alice, "quel âge a mon fils ?").getString("reply")).contains("18");
        assertThat(say(alice, "où est-ce que j'ai rangé le passeport ?").getString("reply"))
                .isEqualTo("Je ne sais pas : tu ne me l'as pas encore dit.");

        for (String query : List.of("wif", "épouse", "wife", "Claire")) {
            JsonPath found = search(alice, query);
            assertThat(found.getList("hits.text", String.class)).as("search %s", query).anyMatch(text -> text.contains("Claire"));
            assertThat(found.getList("hits[0].angles", String.class)).as("angles of %s", query).isNotEmpty();
        }
        String bob = TestTokens.newUser();
        assertThat(search(bob, "Claire").getList("hits")).as("another user's search").isEmpty();
    }

    @Test
    void theIdentityCardFollowsIdentityFactsAndTheSummaryGrowsInBatchesAndBothGoWithTheWipe() {
        say(alice, "ma femme s'appelle Claire");
        JsonPath card = await().atMost(Duration.ofSeconds(20)).until(() -> identityCard(alice),
                known -> known.getString("markdown").contains("Claire"));
        say(alice, "je suis infirmière à Lyon");
        await().atMost(Duration.ofSeconds(20)).until(() -> identityCard(alice).getString("markdown").contains("nfirmière"));
        assertThat(identityCard(alice).getString("updatedAt")).isNotEqualTo(card.getString("updatedAt"));

        // 2 messages a turn, a live window of 12 and batches of 8: the first batch at the 10th turn
        for (int turn = 3; turn <= 10; turn++) {
            say(alice, "Petite nouvelle numéro " + turn + " de la journée.");
        }
        JsonPath narrative = await().atMost(Duration.ofSeconds(20)).until(this::narrative,
                known -> known.getInt("summaryBatches") == 1);
        assertThat(narrative.getString("summary")).contains("ma femme s'appelle Claire");
        assertThat(narrative.getList("liveWindow")).hasSize(12);

        given().header("Authorization", TestTokens.bearer(alice, "acme")).delete(Stack.gateway() + "/api/v1/me/memory")
                .then().statusCode(200);
        assertThat(identityCard(alice).getString("markdown")).isEmpty();
        assertThat(narrative().getString("summary")).isNull();
        assertThat(Database.countAs("memory", "identity_cards", alice, "acme")).isZero();
        assertThat(Database.countAs("memory", "sessions", alice, "acme")).isZero();
    }

    private JsonPath say(String user, String text) {
        return given().header("Authorization", TestTokens.bearer(user, "acme")).contentType(ContentType.JSON)
                .body(Map.of("text", text, "channel", "web", "sessionId", session.toString()))
                .post(Stack.gateway() + "/api/v1/turns").then().statusCode(200).extract().jsonPath();
    }

    private static List<Object> memories(String user) {
        return given().header("Authorization", TestTokens.bearer(user, "acme")).get(Stack.gateway() + "/api/v1/memories")
                .then().statusCode(200).extract().jsonPath().getList("items");
    }

    private static JsonPath search(String user, String query) {
        return given().header("Authorization", TestTokens.bearer(user, "acme")).queryParam("q", query)
                .get(Stack.gateway() + "/api/v1/memories/search").then().statusCode(200).extract().jsonPath();
    }

    private static JsonPath identityCard(String user) {
        return given().header("Authorization", TestTokens.bearer(user, "acme")).get(Stack.gateway() + "/api/v1/identity-card")
                .then().statusCode(200).extract().jsonPath();
    }

    /** memory-service's narrative, read the way turn-service reads it: with a service token for the user. */
    private JsonPath narrative() {
        return given().header("Authorization", TestTokens.serviceBearer(alice, "acme")).queryParam("sessionId", session)
                .get(Stack.url(Stack.Service.MEMORY_SERVICE) + "/internal/v1/narrative").then().statusCode(200).extract().jsonPath();
    }
}
