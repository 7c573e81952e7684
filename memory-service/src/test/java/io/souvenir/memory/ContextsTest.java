package io.souvenir.memory;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.context.Citation;
import io.souvenir.contracts.context.Cited;
import io.souvenir.contracts.context.ContextIngested;
import io.souvenir.contracts.context.IngestContext;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ContextsTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String alice = TestTokens.newUser();
    private final String bob = TestTokens.newUser();

    @Test
    void aContextIsCreatedListedAndOpensOnItsCoreOnly() {
        String id = create(alice, "Salon-Bois", "Deux salons du bois : trouver trois fournisseurs de chêne");
        String secret = "Marc Dubois dit que le chêne a pris 12 % depuis janvier.";
        persist(alice, id, Map.of("kind", "dictation", "text", secret)).then().statusCode(201);

        JsonPath list = as(alice).get("/api/v1/contexts").then().statusCode(200).extract().jsonPath();
        assertThat(list.getList("contexts.name")).containsExactly("Salon-Bois");

        Response core = as(alice).get("/api/v1/contexts/" + id);
        core.then().statusCode(200).body("name", equalTo("Salon-Bois")).body("counts.sources", equalTo(1))
                .body("counts.pendingSources", equalTo(1)).body("counts.notes", equalTo(0));
        assertThat(core.asString()).as("persisting is not ingesting: the core holds nothing of the source").doesNotContain("12 %",
                "Dubois", "chêne a pris");
    }

    @Test
    void aSourceIsKeptVerbatimAndFoundOnDemand() {
        String id = create(alice, "Article", "Write an article on night trains");
        String text = "  The 23:10 to Vienna was full.\n\tSeat 42, car 7 — ask the conductor!  ";
        JsonPath kept = persist(alice, id, Map.of("kind", "note", "title", "Night train", "text", text)).then().statusCode(201)
                .extract().jsonPath();
        assertThat(kept.getString("text")).isEqualTo(text);
        assertThat(kept.getBoolean("ingested")).isFalse();

        assertThat(as(alice).queryParam("q", "vienna").get("/api/v1/contexts/" + id + "/sources").then().statusCode(200)
                .extract().jsonPath().getList("sources.text")).containsExactly(text);
        assertThat(as(alice).queryParam("q", "zeppelin").get("/api/v1/contexts/" + id + "/sources").then().statusCode(200)
                .extract().jsonPath().getList("sources")).isEmpty();
    }

    @Test
    void badInputIsRefusedNamingTheFieldAndWritesNothing() {
        as(alice).contentType(ContentType.JSON).body(Map.of("name", "X")).post("/api/v1/contexts")
                .then().statusCode(400).contentType("application/problem+json").body("errors[0].field", equalTo("mission"));
        as(alice).contentType(ContentType.JSON).body(Map.of("name", "a".repeat(101), "mission", "m")).post("/api/v1/contexts")
                .then().statusCode(400).body("errors[0].field", equalTo("name"));
        String id = create(alice, "Enquête", "Une enquête sur les prix du bois");
        persist(alice, id, Map.of("kind", "fax", "text", "x")).then().statusCode(400).body("errors[0].field", equalTo("kind"));
        persist(alice, id, Map.of("kind", "note", "text", "  ")).then().statusCode(400).body("errors[0].field", equalTo("text"));
        persist(alice, id, Map.of("kind", "note", "text", "x", "recordedAt", "yesterday")).then().statusCode(400)
                .body("errors[0].field", equalTo("recordedAt"));
        persist(alice, id, Map.of("kind", "note", "text", "é".repeat(1024 * 1024 + 1))).then().statusCode(413)
                .contentType("application/problem+json");
        persist(alice, id, Map.of("kind", "note", "text", "x".repeat(2 * 1024 * 1024))).then().statusCode(201);
        as(alice).contentType(ContentType.JSON).body(Map.of("name", "enquete", "mission", "again")).post("/api/v1/contexts")
                .then().statusCode(409);

        assertThat(Database.countOfAs("memory", "context_sources", alice, "acme", alice, "acme")).isEqualTo(1);
        assertThat(Database.countOfAs("memory", "contexts", alice, "acme", alice, "acme")).isEqualTo(1);
    }

    @Test
    void transcriptsArePersistedWholeWithTheirSpeakerTurnsInThreeFormats() {
        String id = create(alice, "Interviews", "Interview three sawmill owners");
        String plain = "Speaker 1 00:01:02 Bonjour, vous êtes Marc ?\nSpeaker 2 00:01:05 Oui, Marc Dubois.\nJe dirige la scierie.\n";
        JsonPath read = persist(alice, id, Map.of("kind", "transcript", "text", plain)).then().statusCode(201).extract().jsonPath();
        assertThat(read.getString("format")).isEqualTo("plain");
        assertThat(read.getString("text")).isEqualTo(plain);
        assertThat(read.getList("speakers")).containsExactly("Speaker 1", "Speaker 2");
        assertThat(read.getList("turns.text")).containsExactly("Bonjour, vous êtes Marc ?", "Oui, Marc Dubois. Je dirige la scierie.");
        assertThat(read.getList("turns.at")).containsExactly("00:01:02", "00:01:05");

        String srt = "1\n00:00:01,000 --> 00:00:03,000\nMarc: Le chêne a pris 12 %.\n\n2\n00:00:04,000 --> 00:00:06,000\nLéa: Depuis quand ?\n";
        JsonPath subtitles = persist(alice, id, Map.of("kind", "transcript", "text", srt)).then().statusCode(201).extract().jsonPath();
        assertThat(subtitles.getString("format")).isEqualTo("srt");
        assertThat(subtitles.getList("speakers")).containsExactly("Marc", "Léa");

        String vtt = "WEBVTT\n\nintro\n00:00:01.000 --> 00:00:03.000\n<v Marc Dubois>On a décidé de livrer en mars.\n\n"
                + "00:00:04.000 --> 00:00:05.500\n<v Léa>D'accord.\n";
        JsonPath web = persist(alice, id, Map.of("kind", "transcript", "text", vtt)).then().statusCode(201).extract().jsonPath();
        assertThat(web.getString("format")).isEqualTo("vtt");
        assertThat(web.getList("turns.speaker")).containsExactly("Marc Dubois", "Léa");
        assertThat(web.getList("turns.text")).containsExactly("On a décidé de livrer en mars.", "D'accord.");

        persist(alice, id, Map.of("kind", "transcript", "text", "Salut tout le monde\nSpeaker 1 00:00:01 bonjour")).then()
                .statusCode(400).body("errors[0].field", equalTo("text")).body("errors[0].message", containsString("line 1"));
        persist(alice, id, Map.of("kind", "transcript", "format", "srt", "text", "1\n00:00:01,000 --> 00:00:02,000\nok\n\n2\nsoon\n"))
                .then().statusCode(400).body("errors[0].message", containsString("line 6"));
        persist(alice, id, Map.of("kind", "transcript", "format", "vtt", "text", "1\n00:00:01.000 --> 00:00:02.000\nok\n"))
                .then().statusCode(400).body("errors[0].message", containsString("line 1"));
        persist(alice, id, Map.of("kind", "transcript", "format", "docx", "text", "x")).then().statusCode(400)
                .body("errors[0].field", equalTo("format"));
        assertThat(Database.countOfAs("memory", "context_sources", alice, "acme", alice, "acme")).isEqualTo(3);
    }

    @Test
    void anotherUsersContextIsNotFound() {
        String id = create(alice, "Private", "Only mine");
        as(bob).get("/api/v1/contexts/" + id).then().statusCode(404);
        persist(bob, id, Map.of("kind", "note", "text", "intrusion")).then().statusCode(404);
        as(bob).get("/api/v1/contexts/" + id + "/sources").then().statusCode(404);
        as(bob).post("/api/v1/contexts/" + id + "/ingest").then().statusCode(404);
        assertThat(as(bob).get("/api/v1/contexts").then().statusCode(200).extract().jsonPath().getList("contexts")).isEmpty();
        as(alice).get("/api/v1/contexts/not-a-uuid").then().statusCode(404);
        given().get("/api/v1/contexts").then().statusCode(401);
    }

    @Test
    void anIngestionIsQueuedThenAppliedOnceAndOnlyCitationsOfItsSourcesAreKept() {
        String id = create(alice, "Salon-Chêne", "Trouver un fournisseur de chêne");
        String first = persist(alice, id, Map.of("kind", "dictation", "text", "Marc : le chêne a pris 12 % depuis janvier."))
                .then().statusCode(201).extract().path("id");
        String output = as(alice).contentType(ContentType.JSON).body(Map.of("title", "Compte rendu", "body", "Le chêne monte."))
                .post("/api/v1/contexts/" + id + "/outputs").then().statusCode(201).extract().path("id");

        String jobId = as(alice).post("/api/v1/contexts/" + id + "/ingest").then().statusCode(202).extract().path("jobId");
        IngestContext job = new PublishedEvents(messaging).awaitPayload(Events.INGEST_CONTEXT, alice);
        assertThat(job.jobId()).hasToString(jobId);
        as(alice).get("/api/v1/contexts/" + id + "/ingest/" + jobId).then().statusCode(200).body("status", equalTo("queued"))
                .body("sources", equalTo(1));

        UUID source = UUID.fromString(first);
        ContextIngested proposals = new ContextIngested(job.jobId(), job.contextId(), List.of(source),
                List.of(new Cited("Marc : le chêne a pris 12 % depuis janvier", List.of(new Citation(source, "le chêne a pris 12 %"))),
                        new Cited("Le chêne monte", List.of(new Citation(UUID.fromString(output), "Le chêne monte.")))),
                List.of(new Cited("On achète en mars", List.of(new Citation(source, "le chêne")))),
                List.of(new Cited("Appeler Marc", List.of(new Citation(source, "Marc")))),
                List.of(), List.of(new Cited("Depuis quand exactement ?", List.of(new Citation(source, "depuis janvier")))),
                "Le chêne a pris 12 % depuis janvier (Marc).", "offline", true);
        String command = TestEvents.record(TestEvents.header(alice, "acme"), Events.CONTEXT_INGESTED, proposals);
        messaging.source("memory-commands").send(command);
        messaging.source("memory-commands").send(command);

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> as(alice).get("/api/v1/contexts/" + id + "/ingest/" + jobId)
                .then().body("status", equalTo("done")));
        JsonPath done = as(alice).get("/api/v1/contexts/" + id + "/ingest/" + jobId).then().extract().jsonPath();
        assertThat(done.getInt("notes")).as("the note citing an output is dropped").isEqualTo(1);
        JsonPath notes = as(alice).get("/api/v1/contexts/" + id + "/atomic").then().statusCode(200).extract().jsonPath();
        assertThat(notes.getList("atomic.text")).containsExactly("Marc : le chêne a pris 12 % depuis janvier");
        assertThat(notes.getList("atomic[0].citations.sourceId")).containsExactly(first);

        JsonPath core = as(alice).get("/api/v1/contexts/" + id).then().statusCode(200).extract().jsonPath();
        assertThat(core.getString("synthesis")).isEqualTo("Le chêne a pris 12 % depuis janvier (Marc).");
        assertThat(core.getList("todos.text")).containsExactly("Appeler Marc");
        assertThat(core.getList("decisions.text")).containsExactly("On achète en mars");
        assertThat(core.getList("questions.text")).containsExactly("Depuis quand exactement ?");
        assertThat(core.getInt("counts.pendingSources")).isZero();

        // "Ingère" again reads only new sources: the same proposals under another job add nothing
        String again = as(alice).post("/api/v1/contexts/" + id + "/ingest").then().statusCode(202).extract().path("jobId");
        as(alice).get("/api/v1/contexts/" + id + "/ingest/" + again).then().body("sources", equalTo(0));
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.CONTEXT_INGESTED,
                new ContextIngested(UUID.fromString(again), job.contextId(), List.of(source), proposals.notes(), List.of(), List.of(),
                        List.of(), List.of(), null, "offline", true)));
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> as(alice).get("/api/v1/contexts/" + id + "/ingest/" + again)
                .then().body("status", equalTo("done")).body("notes", equalTo(0)));
        assertThat(as(alice).get("/api/v1/contexts/" + id + "/atomic").then().extract().jsonPath().getList("atomic")).hasSize(1);
    }

    @Test
    void todosAreAddedAndTickedAndSaveWritesTheHandoff() {
        String id = create(alice, "Fair", "Two trade fairs in a week");
        String todo = as(alice).contentType(ContentType.JSON).body(Map.of("text", "Book the stand")).post("/api/v1/contexts/" + id + "/todos")
                .then().statusCode(201).body("done", equalTo(false)).extract().path("id");
        as(alice).contentType(ContentType.JSON).body(Map.of("text", "Print flyers")).post("/api/v1/contexts/" + id + "/todos")
                .then().statusCode(201);
        as(alice).contentType(ContentType.JSON).body(Map.of("done", true)).patch("/api/v1/contexts/" + id + "/todos/" + todo)
                .then().statusCode(200).body("done", equalTo(true));
        as(alice).contentType(ContentType.JSON).body(Map.of("done", "maybe")).patch("/api/v1/contexts/" + id + "/todos/" + todo)
                .then().statusCode(400).body("errors[0].field", equalTo("done"));
        as(alice).contentType(ContentType.JSON).body(Map.of("done", true)).patch("/api/v1/contexts/" + id + "/todos/" + UUID.randomUUID())
                .then().statusCode(404);

        JsonPath saved = as(alice).queryParam("lang", "en").post("/api/v1/contexts/" + id + "/save").then().statusCode(200)
                .extract().jsonPath();
        assertThat(saved.getString("handoff")).contains("Where we stand", "Next: Print flyers").doesNotContain("Book the stand");
        assertThat(as(alice).queryParam("lang", "fr").post("/api/v1/contexts/" + id + "/save").then().extract().jsonPath()
                .getString("handoff")).contains("Où on en est", "Prochaines étapes : Print flyers");
    }

    @Test
    void theSessionKeepsItsOpenContextForServices() {
        String id = create(alice, "Salon-Bois", "Deux salons");
        UUID session = UUID.randomUUID();
        service(alice).get("/internal/v1/contexts/sessions/" + session).then().statusCode(404);
        service(alice).get("/internal/v1/contexts/by-name?name=salon-bois").then().statusCode(200).body("id", equalTo(id));
        service(alice).contentType(ContentType.JSON).body(Map.of("contextId", id)).put("/internal/v1/contexts/sessions/" + session)
                .then().statusCode(200).body("name", equalTo("Salon-Bois"));
        service(alice).get("/internal/v1/contexts/sessions/" + session).then().statusCode(200).body("id", equalTo(id));
        service(bob).get("/internal/v1/contexts/sessions/" + session).then().statusCode(404);
        as(alice).get("/internal/v1/contexts/sessions/" + session).then().statusCode(401);

        UUID sourceId = UUID.randomUUID();
        for (int i = 0; i < 2; i++) {
            service(alice).contentType(ContentType.JSON).body(Map.of("kind", "note", "text", "Stand B12"))
                    .put("/internal/v1/contexts/" + id + "/sources/" + sourceId).then().statusCode(200);
        }
        assertThat(as(alice).get("/api/v1/contexts/" + id + "/sources").then().extract().jsonPath().getList("sources"))
                .as("a redelivered persist keeps one source").hasSize(1);
    }

    @Test
    void theWipeErasesEveryContextRow() {
        String id = create(alice, "Wiped", "Gone soon");
        persist(alice, id, Map.of("kind", "transcript", "text", "Speaker 1 00:00:01 hello")).then().statusCode(201);
        as(alice).contentType(ContentType.JSON).body(Map.of("text", "t")).post("/api/v1/contexts/" + id + "/todos").then().statusCode(201);
        as(alice).delete("/api/v1/me/data").then().statusCode(200);
        for (String table : List.of("contexts", "context_sources", "context_items", "context_sessions")) {
            assertThat(Database.countOfAs("memory", table, alice, "acme", alice, "acme")).as(table).isZero();
        }
        as(alice).get("/api/v1/contexts/" + id).then().statusCode(404);
    }

    @Test
    void theSheetHasTheFiveTabsAndItsImportAppliesOnlyWhatChanged() throws Exception {
        String id = create(alice, "Salon-Sheet", "Deux salons du bois");
        String kept = as(alice).contentType(ContentType.JSON).body(Map.of("text", "Réserver le stand")).post("/api/v1/contexts/" + id + "/todos")
                .then().statusCode(201).extract().path("id");
        String gone = as(alice).contentType(ContentType.JSON).body(Map.of("text", "Imprimer les flyers"))
                .post("/api/v1/contexts/" + id + "/todos").then().statusCode(201).extract().path("id");
        as(alice).contentType(ContentType.JSON).body(Map.of("title", "Compte rendu", "body", "Le chêne monte."))
                .post("/api/v1/contexts/" + id + "/outputs").then().statusCode(201);

        byte[] exported = as(alice).get("/api/v1/contexts/" + id + "/export.xlsx").then().statusCode(200)
                .contentType("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").extract().asByteArray();
        try (var book = new org.apache.poi.xssf.usermodel.XSSFWorkbook(new java.io.ByteArrayInputStream(exported))) {
            assertThat(java.util.stream.IntStream.range(0, book.getNumberOfSheets()).mapToObj(book::getSheetName))
                    .containsExactly("00-FRAME", "01-STATE", "03-SESSIONS", "04-ATOMIC", "05-OUTPUTS");
            var state = book.getSheet("01-STATE");
            for (var row : state) {
                if (kept.equals(row.getCell(1).getStringCellValue())) {
                    row.getCell(3).setCellValue("TRUE");
                }
                if (gone.equals(row.getCell(1).getStringCellValue())) {
                    state.removeRow(row);
                    break;
                }
            }
            var added = state.createRow(state.getLastRowNum() + 2);
            added.createCell(0).setCellValue("decision");
            added.createCell(2).setCellValue("On prend le stand B12");
            byte[] edited = bytes(book);

            JsonPath imported = as(alice).contentType("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").body(edited)
                    .post("/api/v1/contexts/" + id + "/import.xlsx").then().statusCode(200).extract().jsonPath();
            assertThat(imported.getList("changes")).containsExactlyInAnyOrder("todo done", "todo removed", "decision added");
            assertThat(imported.getList("core.todos.text")).containsExactly("Réserver le stand");
            assertThat(imported.getList("core.todos.done")).containsExactly(true);
            assertThat(imported.getList("core.decisions.text")).containsExactly("On prend le stand B12");
            assertThat(as(alice).get("/api/v1/contexts/" + id + "/outputs").then().extract().jsonPath().getList("outputs.title"))
                    .containsExactly("Compte rendu");

            JsonPath again = as(alice).contentType("application/octet-stream")
                    .body(as(alice).get("/api/v1/contexts/" + id + "/export.xlsx").then().extract().asByteArray())
                    .post("/api/v1/contexts/" + id + "/import.xlsx").then().statusCode(200).extract().jsonPath();
            assertThat(again.getList("changes")).as("an unedited sheet changes nothing").isEmpty();

            book.createSheet("99-NOTES");
            book.getSheet("01-STATE").getRow(1).getCell(2).setCellValue("changed with the unknown tab");
            as(alice).contentType("application/octet-stream").body(bytes(book)).post("/api/v1/contexts/" + id + "/import.xlsx")
                    .then().statusCode(400).body("errors[0].field", equalTo("sheet")).body("errors[0].message", containsString("99-NOTES"));
            book.removeSheetAt(book.getSheetIndex("99-NOTES"));
            book.getSheet("04-ATOMIC").getRow(0).createCell(5).setCellValue("mood");
            as(alice).contentType("application/octet-stream").body(bytes(book)).post("/api/v1/contexts/" + id + "/import.xlsx")
                    .then().statusCode(400).body("errors[0].field", equalTo("04-ATOMIC")).body("errors[0].message", containsString("mood"));
        }
        assertThat(as(alice).get("/api/v1/contexts/" + id).then().extract().jsonPath().getString("state"))
                .as("a refused sheet changes nothing").isNull();
        as(alice).contentType("application/octet-stream").body("not a sheet".getBytes()).post("/api/v1/contexts/" + id + "/import.xlsx")
                .then().statusCode(400).body("errors[0].field", equalTo("sheet"));
        as(bob).get("/api/v1/contexts/" + id + "/export.xlsx").then().statusCode(404);
    }

    private static byte[] bytes(org.apache.poi.ss.usermodel.Workbook book) throws java.io.IOException {
        var out = new java.io.ByteArrayOutputStream();
        book.write(out);
        return out.toByteArray();
    }

    private static io.restassured.specification.RequestSpecification as(String user) {
        return given().header("Authorization", TestTokens.bearer(user, "acme"));
    }

    private static io.restassured.specification.RequestSpecification service(String user) {
        return given().header("Authorization", TestTokens.serviceBearer(user, "acme"));
    }

    private static String create(String user, String name, String mission) {
        return as(user).contentType(ContentType.JSON).body(Map.of("name", name, "mission", mission)).post("/api/v1/contexts")
                .then().statusCode(201).extract().path("id");
    }

    private static Response persist(String user, String contextId, Map<String, Object> source) {
        return as(user).contentType(ContentType.JSON).body(source).post("/api/v1/contexts/" + contextId + "/sources");
    }
}
