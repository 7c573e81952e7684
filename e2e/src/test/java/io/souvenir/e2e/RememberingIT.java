package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.souvenir.contracts.Topics;
import io.souvenir.platform.testing.TestTokens;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** What a person says is kept, silently or visibly as they meant it, through the real pipeline. */
@ExtendWith(Stack.class)
class RememberingIT {

    private final String alice = TestTokens.newUser();

    @Test
    void threeFactsInOneSentenceAreThreeSilentMemories() {
        JsonPath answer = say("salut, écoute, ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit");

        assertThat(answer.getList("creations")).as("facts and persons are silent").isEmpty();
        assertThat(answer.getString("reply")).doesNotContainIgnoringCase("noté");
        JsonPath memories = await().atMost(Duration.ofSeconds(20)).until(this::memories,
                kept -> kept.getList("items").size() >= 3);
        assertThat(memories.getList("items.kind", String.class)).containsOnly("person");
        assertThat(memories.getList("items.visible", Boolean.class)).containsOnly(false);
        assertThat(String.join(" | ", memories.getList("items.text", String.class)))
                .contains("Claire").contains("11").contains("18");
        assertThat(memories.getList("items")).hasSize(3);
    }

    @Test
    void aReminderIsVisibleWithItsDueTime() {
        JsonPath answer = say("Rappelle-moi jeudi de payer le loyer");

        List<Map<String, Object>> creations = answer.getList("creations");
        assertThat(creations).hasSize(1);
        assertThat(creations.get(0)).containsEntry("kind", "reminder");
        OffsetDateTime due = OffsetDateTime.parse((String) creations.get(0).get("dueAt"));
        assertThat(due.atZoneSameInstant(ZoneId.of("Europe/Paris")).getDayOfWeek()).hasToString("THURSDAY");
        assertThat(due).isAfter(OffsetDateTime.now());
        await().atMost(Duration.ofSeconds(20)).until(() -> memories().getList("items.kind").contains("reminder"));
    }

    @Test
    void somethingToRememberIsASilentFactKeptWithoutRemark() {
        JsonPath answer = say("rappelle-toi que le code du portail est 4820");

        assertThat(answer.getList("creations")).isEmpty();
        assertThat(answer.getString("reply")).doesNotContainIgnoringCase("noté").doesNotContainIgnoringCase("rappellerai");
        JsonPath memories = await().atMost(Duration.ofSeconds(20)).until(this::memories,
                kept -> kept.getList("items").size() == 1);
        assertThat(memories.getString("items[0].kind")).isEqualTo("fact");
        assertThat(memories.getString("items[0].text")).contains("4820");
    }

    @Test
    void withMemorySwitchedOffTheTurnIsAnsweredAndNothingIsKept() {
        settings("{\"memoryEnabled\": false}");

        JsonPath answer = say("ma femme s'appelle Claire. Rappelle-moi jeudi de payer le loyer");

        assertThat(answer.getString("memory")).isEqualTo("off");
        assertThat(answer.getString("extraction")).isEqualTo("disabled");
        assertThat(answer.getList("creations")).isEmpty();
        await().during(Duration.ofSeconds(3)).atMost(Duration.ofSeconds(6)).until(() -> memories().getList("items").isEmpty());

        settings("{\"memoryEnabled\": true}");
        assertThat(say("Rappelle-moi jeudi de payer le loyer").getList("creations")).hasSize(1);
    }

    private void settings(String body) {
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON).body(body)
                .put(Stack.gateway() + "/api/v1/settings").then().statusCode(200);
    }

    @Test
    void aQuestionKeepsNothing() {
        say("comment s'appelle ma femme ?");

        await().during(Duration.ofSeconds(2)).atMost(Duration.ofSeconds(5))
                .until(() -> memories().getList("items").isEmpty());
    }

    @Test
    void replayingTheSameKafkaRecordsCreatesNoDuplicates() throws Exception {
        say("ma femme s'appelle Claire et j'adore le jazz");
        await().atMost(Duration.ofSeconds(20)).until(() -> memories().getList("items").size() == 2);
        await().atMost(Duration.ofSeconds(20)).until(() -> messageCount() == 2);

        for (String topic : List.of(Topics.TURNS, Topics.MEMORY_COMMANDS, Topics.TURNS_COMPLETED)) {
            for (Topic.Record record : Topic.readAll(topic)) {
                if (alice.equals(record.key())) {
                    Topic.write(topic, record.key(), record.value());
                }
            }
        }

        await().during(Duration.ofSeconds(4)).atMost(Duration.ofSeconds(8)).until(() ->
                memories().getList("items").size() == 2 && messageCount() == 2);
    }

    @Test
    void stoppingTheVerifierDoesNotDelayRepliesAndItCatchesUpWhenBack() throws Exception {
        Stack.kill9(Stack.Service.VERIFIER_SERVICE);
        try {
            long started = System.nanoTime();
            say("mon collègue s'appelle Marc et je suis allergique aux arachides");
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
        } finally {
            Stack.restart(Stack.Service.VERIFIER_SERVICE);
        }

        await().atMost(Duration.ofSeconds(60)).until(() -> verifierSentencesRead() >= 1);
    }

    private double verifierSentencesRead() {
        return given().get(Stack.url(Stack.Service.VERIFIER_SERVICE) + "/q/metrics").then().statusCode(200)
                .extract().asString().lines()
                .filter(line -> line.startsWith("souvenir_verifier_sentences_total"))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                .sum();
    }

    private int messageCount() {
        return given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get(Stack.gateway() + "/api/v1/messages?limit=500").then().statusCode(200)
                .extract().jsonPath().getList("items").size();
    }

    private JsonPath say(String text) {
        return given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body(Map.of("text", text, "channel", "web"))
                .post(Stack.gateway() + "/api/v1/turns")
                .then().statusCode(200).extract().jsonPath();
    }

    private JsonPath memories() {
        return given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get(Stack.gateway() + "/api/v1/memories?limit=500").then().statusCode(200).extract().jsonPath();
    }
}
