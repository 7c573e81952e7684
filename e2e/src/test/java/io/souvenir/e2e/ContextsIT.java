package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import io.souvenir.platform.testing.TestTokens;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 14's "done when", on the running stack: a context opened and created from the chat, fed
 * with three dictations and a transcript, ingested by the consolidator, then asked what is missing.
 */
@ExtendWith(Stack.class)
class ContextsIT {

    private final String alice = TestTokens.newUser();
    private final String session = UUID.randomUUID().toString();

    /** A stack just started on a loaded machine answers its first turns late (202): the scenario starts once a turn answers in time. */
    @BeforeEach
    void warmUp() {
        await().atMost(Duration.ofSeconds(120)).until(() -> api().contentType(ContentType.JSON)
                .body(Map.of("text", "Bonjour", "channel", "web", "sessionId", UUID.randomUUID().toString()))
                .post(Stack.gateway() + "/api/v1/turns").statusCode() == 200);
    }

    @Test
    void aContextIsOpenedFedIngestedAndAnswersWhatIsMissingFromWhatWasPersisted() {
        assertThat(say("Ouvre Salon-Bois")).contains("Je le crée ?");
        assertThat(api().get(Stack.gateway() + "/api/v1/contexts").then().statusCode(200).extract().jsonPath().getList("contexts"))
                .as("nothing is created before the user says yes").isEmpty();
        assertThat(say("oui, mission : trouver trois fournisseurs de chêne pour les deux salons")).contains("créé et ouvert");
        String id = api().get(Stack.gateway() + "/api/v1/contexts").then().statusCode(200).extract().path("contexts[0].id");

        List<String> dictations = List.of(
                "Marc Dubois dit que le chêne a pris 12 % depuis janvier.",
                "Selon Léa, le chêne a pris 8 % depuis janvier. Il faut demander à Léa ses sources.",
                "On a décidé de prendre le stand B12 à Lyon. Est-ce que la livraison à Lyon est assurée ?");
        for (String dictation : dictations) {
            assertThat(say("Persiste " + dictation)).isEqualTo("Persisté dans « Salon-Bois », tel quel (pas encore ingéré).");
        }
        assertThat(say("Persiste\nSpeaker 1 00:01:02 Bonjour Paul, vous sciez du douglas ?\nSpeaker 2 00:01:09 Oui, 400 m3 par an."))
                .startsWith("Transcription persistée");

        JsonPath sources = api().get(Stack.gateway() + "/api/v1/contexts/" + id + "/sources").then().statusCode(200).extract().jsonPath();
        assertThat(sources.getList("sources.text")).containsAll(dictations);
        assertThat(sources.getList("sources.kind")).containsExactly("dictation", "dictation", "dictation", "transcript");
        String before = api().get(Stack.gateway() + "/api/v1/contexts/" + id).then().statusCode(200).extract().asString();
        assertThat(before).as("the core before ingestion holds no knowledge from the sources")
                .doesNotContain("12 %", "Dubois", "B12", "livraison", "douglas");

        assertThat(say("Ingère")).contains("4 nouvelles sources");
        await().atMost(Duration.ofSeconds(60)).until(() -> api().get(Stack.gateway() + "/api/v1/contexts/" + id).then().extract()
                .jsonPath().getInt("counts.pendingSources") == 0);

        String missing = say("qu'est-ce qui me manque ?");
        assertThat(missing).contains("Ce qui te manque dans « Salon-Bois »", "12 %", "8 %", "Est-ce que la livraison à Lyon est assurée ?",
                "Demander à Léa ses sources");

        JsonPath notes = api().get(Stack.gateway() + "/api/v1/contexts/" + id + "/atomic").then().statusCode(200).extract().jsonPath();
        List<Map<String, Object>> atomic = notes.getList("atomic");
        assertThat(atomic).isNotEmpty();
        List<String> sourceIds = sources.getList("sources.id");
        assertThat(notes.getList("atomic.citations.sourceId", List.class)).allSatisfy(cited ->
                assertThat(cited).isNotEmpty().allSatisfy(sourceId -> assertThat(sourceIds).contains((String) sourceId)));
        assertThat(notes.getList("atomic.text", String.class)).contains("Marc Dubois : Le chêne a pris 12 % depuis janvier.");

        assertThat(say("Ingère")).contains("Rien de nouveau à ingérer");
        assertThat(say("Sauvegarde")).startsWith("Sauvegardé.");
        assertThat(api().get(Stack.gateway() + "/api/v1/contexts/" + id).then().extract().jsonPath().getString("handoff"))
                .contains("Où on en est", "Demander à Léa ses sources");
    }

    @Test
    void theExportOpensInLibreOfficeWithItsFiveTabs() throws Exception {
        String id = api().contentType(ContentType.JSON).body(Map.of("name", "Article", "mission", "Un article sur le chêne"))
                .post(Stack.gateway() + "/api/v1/contexts").then().statusCode(201).extract().path("id");
        api().contentType(ContentType.JSON).body(Map.of("text", "Relire l'article")).post(Stack.gateway() + "/api/v1/contexts/" + id + "/todos")
                .then().statusCode(201);
        byte[] sheet = api().get(Stack.gateway() + "/api/v1/contexts/" + id + "/export.xlsx").then().statusCode(200).extract().asByteArray();

        Path dir = Files.createTempDirectory("souvenir-sheet");
        Path xlsx = Files.write(dir.resolve("article.xlsx"), sheet);
        // every tab as its own CSV (the last token, -1, asks for all sheets): "<name>-<tab>.csv"
        Process office = new ProcessBuilder("libreoffice", "-env:UserInstallation=" + dir.resolve("profile").toUri(), "--headless",
                "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1", "--outdir",
                dir.toString(), xlsx.toString()).redirectErrorStream(true).start();
        String said = new String(office.getInputStream().readAllBytes());
        assertThat(office.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(office.exitValue()).as(said).isZero();
        for (String tab : List.of("00-FRAME", "01-STATE", "03-SESSIONS", "04-ATOMIC", "05-OUTPUTS")) {
            assertThat(dir.resolve("article-" + tab + ".csv")).as(said).exists();
        }
        assertThat(Files.readString(dir.resolve("article-00-FRAME.csv"))).contains("Un article sur le chêne");
        assertThat(Files.readString(dir.resolve("article-01-STATE.csv"))).contains("Relire l'article");
    }

    private RequestSpecification api() {
        return given().header("Authorization", TestTokens.bearer(alice, "acme"));
    }

    private String say(String text) {
        return api().contentType(ContentType.JSON).body(Map.of("text", text, "channel", "web", "sessionId", session))
                .post(Stack.gateway() + "/api/v1/turns").then().statusCode(200).extract().path("reply");
    }
}
