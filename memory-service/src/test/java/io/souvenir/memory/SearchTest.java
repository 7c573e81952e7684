package io.souvenir.memory;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.ConversationMessage;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.ImportMessages;
import io.souvenir.contracts.memory.ImportedMessage;
import io.souvenir.contracts.memory.MemoriesCreated;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.contracts.memory.RecordMessages;
import io.souvenir.memory.search.VectorIndex;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
class SearchTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    @Inject
    VectorIndex vectors;

    private final String alice = TestTokens.newUser();

    @Test
    void claireIsFoundAsTheWifeInFrenchEnglishAndMisspeltWithWhatSurroundsHer() {
        UUID said = recordMessage("Ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit");
        importedAs(said, "whatsapp-42");
        MemoryDraft claire = person("Claire", "wife", "Claire — ma femme");
        awaitCreated(create(said, claire, person(null, "daughter", "Ma fille — 11 ans"),
                person(null, "son", "Mon fils — 18 ans")));
        MemoryDraft birthday = about("Claire", "L'anniversaire de Claire est le 3 mai");
        awaitCreated(create(UUID.randomUUID(), birthday));

        for (String question : List.of("comment s'appelle ma femme ?", "wif", "épouse", "what is my wife's name?")) {
            JsonPath answer = search(alice, question, 10);
            assertThat(answer.getList("hits.id")).as(question).contains(claire.id().toString());
            Map<String, Object> hit = hitWithId(answer, claire.id());
            assertThat((List<String>) hit.get("angles")).as(question).contains("person");
            assertThat((List<String>) hit.get("externalIds")).as("Claire comes from the imported message").containsExactly("whatsapp-42");
            assertThat(answer.getList("hits.id")).as("what is about Claire comes along: " + question)
                    .contains(birthday.id().toString());
        }
        JsonPath byWords = search(alice, "femme Claire", 10);
        assertThat(byWords.getList("hits.id")).as("the message is not repeated under the memories kept from it")
                .doesNotContain(said.toString());
        List<Map<String, Object>> keptFromIt = byWords.<Map<String, Object>>getList("hits").stream()
                .filter(hit -> ((List<String>) hit.get("externalIds")).contains("whatsapp-42")).toList();
        assertThat(keptFromIt).isNotEmpty().allSatisfy(hit -> assertThat(hit.get("type")).isEqualTo("memory"));
        assertThat(keptFromIt).as("the memory found with the message's words").anySatisfy(hit ->
                assertThat((List<String>) hit.get("angles")).contains("subject"));
    }

    @Test
    void oneHitPerThingAndADeletedMemoryIsNotFoundAgainThroughTheMessageItWasKeptFrom() {
        UUID said = recordMessage("mon chien s'appelle Rex");
        MemoryDraft rex = person("Rex", "dog", "Rex — mon chien");
        awaitCreated(create(said, rex));
        UUID saidAgain = recordMessage("Mon chien s'appelle Rex !");

        JsonPath answer = search(alice, "Rex", 10);
        assertThat(answer.getString("hits[0].id")).as("the memory comes first").isEqualTo(rex.id().toString());
        assertThat(answer.getList("hits.id")).as("neither the message it was kept from nor the same words said again")
                .doesNotContain(said.toString(), saidAgain.toString());

        given().header("Authorization", TestTokens.bearer(alice, "acme")).delete("/api/v1/memories/" + rex.id())
                .then().statusCode(204);

        assertThat(search(alice, "Rex", 10).getList("hits.id")).as("the deleted memory, and the message it came from")
                .doesNotContain(rex.id().toString(), said.toString()).contains(saidAgain.toString());
        assertThat(messageExists(said)).as("the conversation's history keeps the message").isTrue();
    }

    @Test
    void onceTheOnlyThingAboutRexIsDeletedSearchingRexFindsNothingNotEvenTheChatLinesSaidNextToIt() {
        // one conversation, as in the chat: each line with the assistant's reply, one after the other
        UUID session = UUID.randomUUID();
        UUID said = recordTurn(session, "my dog is called Rex", "Noted: your dog Rex.");
        MemoryDraft rex = person("Rex", "dog", "Rex — my dog");
        awaitCreated(create(said, rex));
        recordTurn(session, "it is raining again today", "Take an umbrella!");
        recordTurn(session, "good night!", "Good night!");
        await().atMost(Duration.ofSeconds(60)).until(() -> !given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get("/api/v1/memories/search?q=it is raining again today&angles=meaning").then().statusCode(200)
                .extract().jsonPath().getList("hits").isEmpty());

        given().header("Authorization", TestTokens.bearer(alice, "acme")).delete("/api/v1/memories/" + rex.id())
                .then().statusCode(204);

        assertThat(search(alice, "Rex", 10).getList("hits.text")).as("a chat line is not about Rex for being the least far").isEmpty();
    }

    @Test
    void theMeaningAngleFindsAParaphraseOnceTheVectorsAreComputedAndForgetsThemOnAWipe() {
        UUID said = recordMessage("We adopted a puppy last week, a little beagle called Rex");
        recordMessage("The plumber is coming on Tuesday to fix the sink");

        await().atMost(Duration.ofSeconds(60)).untilAsserted(() -> {
            JsonPath answer = given().header("Authorization", TestTokens.bearer(alice, "acme"))
                    .get("/api/v1/memories/search?q=which dog do we have&angles=meaning&k=1")
                    .then().statusCode(200).extract().jsonPath();
            assertThat(answer.getList("hits.id")).containsExactly(said.toString());
            assertThat(answer.getList("hits[0].angles")).containsExactly("meaning");
        });
        Tenant tenant = new Tenant("acme", alice);
        assertThat(vectors.holds(tenant)).isTrue();

        given().header("Authorization", TestTokens.bearer(alice, "acme")).delete("/api/v1/me/data").then().statusCode(200);

        assertThat(vectors.holds(tenant)).as("nothing of a wiped user stays in memory").isFalse();
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories/search?q=dog")
                .then().statusCode(200).body("hits", empty());
    }

    @Test
    void inAnImportedTwoSpeakerHistoryTheMessageThatAnswersComesFirstEvenWhenItSpeaksOfSeveralThings() {
        OffsetDateTime start = OffsetDateTime.parse("2024-01-14T19:00:00Z");
        List<ImportedMessage> english = history(start, "Hannah", "Luke",
                "Hey Luke! Long week, the printer at school died again and we have inspections all month.",
                "Poor you. The gig at the Barrowland was loud and sweaty, best night in ages.",
                "News here is mixed. Work is mad and Joe repainted the kitchen a very loud yellow. Mum's hip has got really bad"
                        + " and she is on the waiting list for a hip replacement. And the car failed its MOT, of course.",
                "Oh no, give her my love. My cat Mango has decided the boiler cupboard is his room now.",
                "Joe says hi. We are thinking of Lisbon for the October half term.",
                "Do it! The viewpoint at sunset is the best thing in the whole city.");
        List<ImportedMessage> french = history(start.plusMonths(3), "Inès", "Bastien",
                "Grosse semaine au labo, on a enfin reçu les hydrophones et j'ai passé deux nuits à les calibrer.",
                "Bravo ! Moi j'ai couru seize kilomètres avec Hugo dimanche, un record.",
                "Sinon la routine. Margaux a adopté un chaton roux qui grimpe aux rideaux. Ma mère s'est cassé le poignet en"
                        + " tombant dans l'escalier, elle est plâtrée pour six semaines. Et il neige encore ici.",
                "Aïe, pauvre ta mère. Mon père refait la cuisine, il y a de la poussière partout.",
                "Ici la patinoire du lac aux Castors est enfin ouverte, j'y vais samedi.",
                "Profite ! Chez nous il pleut depuis trois jours.");
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.IMPORT_MESSAGES,
                new ImportMessages(UUID.randomUUID(), "chat-hannah-luke", false, english.size(), english)));
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.IMPORT_MESSAGES,
                new ImportMessages(UUID.randomUUID(), "chat-ines-bastien", false, french.size(), french)));
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 12);

        Map<String, String> answers = Map.of(
                "What operation is Hannah's mother waiting for?", english.get(2).externalId(),
                "Where did Luke say the best view in Lisbon is?", english.get(5).externalId(),
                "Qu'est-il arrivé à la mère d'Inès ?", french.get(2).externalId(),
                "Combien de kilomètres Bastien a-t-il couru avec Hugo ?", french.get(1).externalId());
        // once the indexer has computed the vectors, by every angle
        await().atMost(Duration.ofSeconds(60)).untilAsserted(() -> answers.forEach((question, answer) ->
                assertThat(search(alice, question, 3).getList("hits.externalIds").get(0)).as(question).isEqualTo(List.of(answer))));
    }

    @Test
    void aMessageThatSpeaksOfSomeoneAsSheIsFoundByTheNameSaidBeforeIt() {
        OffsetDateTime start = OffsetDateTime.parse("2024-03-02T18:00:00Z");
        List<ImportedMessage> english = history(start, "Sam", "Kim",
                "Guess who I met at the pottery class? Her name's Aisha.",
                "Ooh! What does she do?",
                "She's a paramedic, she works nights at the General.",
                "Nice. My brother Tariq just got his first flat in Leeds.",
                "Aisha came to the market with me on Sunday and we carried home a ridiculous amount of vegetables and two plants.",
                "Aisha sounds like a keeper. Did the plants survive the bus?");
        List<ImportedMessage> french = history(start.plusMonths(2), "Léa", "Marc",
                "Tu te souviens de ma voisine Nadia ?",
                "Vaguement, elle fait quoi déjà ?",
                "Elle est pharmacienne, elle travaille à l'officine de la place.",
                "Moi je me suis inscrit au club de tennis, deux fois par semaine.",
                "Nadia est passée hier soir avec des crêpes, on a parlé des travaux de l'immeuble jusqu'à minuit.",
                "On pourra faire un double avec son mari alors !");
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.IMPORT_MESSAGES,
                new ImportMessages(UUID.randomUUID(), "chat-sam-kim", false, english.size(), english)));
        // Léa's history is another user's: "What is Aisha's job?" is not answered by Nadia's
        String lea = TestTokens.newUser();
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(lea, "acme"), Events.IMPORT_MESSAGES,
                new ImportMessages(UUID.randomUUID(), "chat-lea-marc", false, french.size(), french)));
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 6
                && Database.countAs("memory", "messages", lea, "acme") == 6);

        // the answer names no one: "she" stands for the person named two messages before, and a job is asked
        await().atMost(Duration.ofSeconds(60)).untilAsserted(() -> {
            assertThat(search(alice, "What is Aisha's job?", 3).getList("hits.externalIds").get(0))
                    .isEqualTo(List.of(english.get(2).externalId()));
            assertThat(search(lea, "Quel est le métier de Nadia ?", 3).getList("hits.externalIds").get(0))
                    .isEqualTo(List.of(french.get(2).externalId()));
        });
    }

    @Test
    void anotherUsersMemoriesAreNeverReturned() {
        awaitCreated(create(UUID.randomUUID(), person("Claire", "wife", "Claire — ma femme")));
        assertThat(search(alice, "Claire", 10).getList("hits")).isNotEmpty();

        assertThat(search(TestTokens.newUser(), "Claire", 10).getList("hits")).isEmpty();
        given().header("Authorization", TestTokens.bearer(alice, "globex")).get("/api/v1/memories/search?q=Claire")
                .then().statusCode(200).body("hits", empty());
    }

    @Test
    void aSearchRefreshesItsThreeBestMemoriesAndTwoNeighboursOfEachAtMost() {
        List<MemoryDraft> persons = List.of(person("Claire", "wife", "Claire — ma femme"),
                person("Paul", "friend", "Paul — un ami"), person("Léa", "daughter", "Léa — ma fille"));
        awaitCreated(create(UUID.randomUUID(), persons.toArray(MemoryDraft[]::new)));
        for (String name : List.of("Claire", "Paul", "Léa")) {
            awaitCreated(create(UUID.randomUUID(), about(name, name + " adore le chocolat"), about(name, name + " joue du piano"),
                    about(name, name + " part à Lyon en juin"), about(name, name + " a peur des chiens")));
        }
        Map<String, String> before = lastMentioned();
        assertThat(before).hasSize(15);

        List<String> found = search(alice, "Claire", 10).getList("hits.id");

        await().atMost(Duration.ofSeconds(10)).until(() -> changedSince(before).size() >= 3);
        await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(3)).until(() -> changedSince(before).size() <= 9);
        assertThat(changedSince(before)).hasSizeLessThanOrEqualTo(9).containsAll(found.subList(0, 3));
    }

    @Test
    void aQuestionAskedWhileMemoryIsPausedOrOffRefreshesNothingItRecalls() {
        awaitCreated(create(UUID.randomUUID(), person("Claire", "wife", "Claire — ma femme"),
                about("Claire", "Claire adore le chocolat")));
        Map<String, String> before = lastMentioned();
        for (String settings : List.of("{\"memoryEnabled\": true, \"pausedUntil\": \"" + OffsetDateTime.now().plusHours(1) + "\"}",
                "{\"memoryEnabled\": false}")) {
            given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType("application/json").body(settings)
                    .put("/api/v1/settings").then().statusCode(200);

            assertThat(search(alice, "Claire", 10).getList("hits.id")).isNotEmpty();

            await().during(Duration.ofMillis(700)).atMost(Duration.ofSeconds(3)).until(() -> changedSince(before).isEmpty());
        }
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType("application/json")
                .body("{\"memoryEnabled\": true}").put("/api/v1/settings").then().statusCode(200);
        search(alice, "Claire", 10);
        await().atMost(Duration.ofSeconds(10)).until(() -> !changedSince(before).isEmpty());
    }

    @Test
    void theGraphShowsPersonsByNameAndWhatIsAboutThem() {
        MemoryDraft claire = person("Claire", "wife", "Claire — ma femme");
        awaitCreated(create(UUID.randomUUID(), claire));
        MemoryDraft birthday = about("Claire", "L'anniversaire de Claire est le 3 mai");
        awaitCreated(create(UUID.randomUUID(), birthday));

        JsonPath graph = given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories/graph")
                .then().statusCode(200).extract().jsonPath();

        assertThat(graph.getList("nodes.label")).containsExactlyInAnyOrder(null, "Claire", birthday.text());
        assertThat(graph.getString("nodes.find { it.kind == 'self' }.id")).as("the user, at the centre").isNotNull();
        assertThat(graph.getString("nodes.find { it.label == 'Claire' }.relation")).isEqualTo("wife");
        assertThat(graph.getList("links")).hasSize(2);
        assertThat(graph.getString("links.find { it.type == 'about_person' }.source")).isEqualTo(birthday.id().toString());
        assertThat(graph.getString("links.find { it.type == 'about_person' }.target")).isEqualTo(claire.id().toString());
        assertThat(graph.getString("links.find { it.type == 'relation' }.target")).isEqualTo(claire.id().toString());
        given().header("Authorization", TestTokens.bearer(TestTokens.newUser(), "acme")).get("/api/v1/memories/graph")
                .then().statusCode(200).body("nodes", empty()).body("links", empty());
    }

    @Test
    void aFamilyIsJoinedToTheUserAndToEachOtherNotLooseDots() {
        MemoryDraft wife = person("Claire", "wife", "Claire — ma femme");
        MemoryDraft son = person(null, "son", "Mon fils — 18 ans");
        MemoryDraft daughter = person(null, "daughter", "Ma fille — 11 ans");
        MemoryDraft friend = person("Karim", "friend", "Karim — mon meilleur ami");
        for (MemoryDraft person : List.of(wife, son, daughter, friend)) {
            awaitCreated(create(UUID.randomUUID(), person));
        }

        JsonPath graph = given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories/graph")
                .then().statusCode(200).extract().jsonPath();

        String self = graph.getString("nodes.find { it.kind == 'self' }.id");
        assertThat(graph.getList("links.findAll { it.type == 'relation' }.source")).hasSize(4).containsOnly(self);
        List<Set<String>> family = graph.<Map<String, String>>getList("links.findAll { it.type == 'family' }").stream()
                .map(link -> Set.of(link.get("source"), link.get("target"))).toList();
        assertThat(family).containsExactlyInAnyOrder(Set.of(wife.id().toString(), son.id().toString()),
                Set.of(wife.id().toString(), daughter.id().toString()), Set.of(son.id().toString(), daughter.id().toString()));
    }

    @Test
    void theGraphShowsTheMostRecentlyMentionedUpToItsLimitAndSaysWhenThereIsMore() {
        MemoryDraft tea = fact("Le matin je bois du thé vert");
        awaitCreated(create(UUID.randomUUID(), tea));
        MemoryDraft claire = person("Claire", "wife", "Claire — ma femme");
        awaitCreated(create(UUID.randomUUID(), claire));
        MemoryDraft birthday = about("Claire", "L'anniversaire de Claire est le 3 mai");
        awaitCreated(create(UUID.randomUUID(), birthday));
        String owner = TestTokens.bearer(alice, "acme");

        JsonPath two = given().header("Authorization", owner).get("/api/v1/memories/graph?limit=2").then().statusCode(200).extract().jsonPath();
        assertThat(two.getList("nodes.id")).hasSize(3).contains(claire.id().toString(), birthday.id().toString());
        assertThat(two.getList("links.type")).containsExactlyInAnyOrder("about_person", "relation");
        assertThat(two.getBoolean("truncated")).isTrue();

        JsonPath one = given().header("Authorization", owner).get("/api/v1/memories/graph?limit=1").then().statusCode(200).extract().jsonPath();
        assertThat(one.getList("nodes.kind")).as("the user and the latest memory").hasSize(2).contains("self");
        List<String> shown = one.getList("nodes.id");
        assertThat(one.getList("links.source")).as("no thread from a point not shown").allMatch(shown::contains);
        assertThat(one.getList("links.target")).as("no thread to a point not shown").allMatch(shown::contains);

        JsonPath all = given().header("Authorization", owner).get("/api/v1/memories/graph").then().statusCode(200).extract().jsonPath();
        assertThat(all.getList("nodes.id")).hasSize(4).contains(tea.id().toString());
        assertThat(all.getBoolean("truncated")).isFalse();
        assertThat(given().header("Authorization", owner).get("/api/v1/memories/graph?limit=3").then().statusCode(200)
                .extract().jsonPath().getBoolean("truncated")).isFalse();

        for (String limit : List.of("0", "2001", "many")) {
            given().header("Authorization", owner).get("/api/v1/memories/graph?limit=" + limit)
                    .then().statusCode(400).contentType("application/problem+json").body("errors[0].field", equalTo("limit"));
        }
    }

    @Test
    void memoriesSayingNearlyTheSameAreLinkedAsTheSameTopicInTheBackground() {
        MemoryDraft car = fact("Ma voiture est une Peugeot 208 bleue");
        MemoryDraft sameCar = fact("Ma voiture, c'est une Peugeot 208 bleue depuis mars");
        MemoryDraft tea = fact("Le matin je bois du thé vert");
        awaitCreated(create(UUID.randomUUID(), car, tea));
        awaitCreated(create(UUID.randomUUID(), sameCar));

        await().atMost(Duration.ofSeconds(60)).untilAsserted(() -> assertThat(
                given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories/graph")
                        .then().statusCode(200).extract().jsonPath().getList("links", Map.class))
                .extracting(link -> Map.entry(Set.of(link.get("source"), link.get("target")), link.get("type")))
                .containsOnly(Map.entry(Set.of(car.id().toString(), sameCar.id().toString()), "same_topic")));
    }

    @Test
    void aReplyOfSetPhrasesIsKeptWithoutAVectorAndTheTurnIsStillFoundByMeaningAndWords() {
        UUID said = UUID.randomUUID();
        UUID reply = UUID.randomUUID();
        OffsetDateTime at = OffsetDateTime.now();
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.RECORD_MESSAGES,
                new RecordMessages(UUID.randomUUID(), UUID.randomUUID(), List.of(
                        new ConversationMessage(said, "user", "Grandma turns ninety in March, we are organising a surprise party", at),
                        new ConversationMessage(reply, "assistant", "Take care of yourself.", at.plusNanos(1000), true)))));

        await().atMost(Duration.ofSeconds(60)).until(() -> asAlice(
                "select 1 from memory.messages where id = ? and octet_length(embedding) > 0", said) == 1);
        assertThat(asAlice("select 1 from memory.messages where id = ? and octet_length(embedding) = 0", reply))
                .as("the set phrases went through no model").isEqualTo(1);
        await().atMost(Duration.ofSeconds(60)).untilAsserted(() -> assertThat(
                given().header("Authorization", TestTokens.bearer(alice, "acme"))
                        .get("/api/v1/memories/search?q=a birthday celebration for my grandmother&angles=meaning&k=1")
                        .then().statusCode(200).extract().jsonPath().getList("hits.id"))
                .containsExactly(said.toString()));
        assertThat(search(alice, "take care", 10).getList("hits.id", String.class)).contains(reply.toString());
    }

    @Test
    void aHistoryOfSeveralFullBatchesIsEmbeddedToItsLastMessageAndFoundByMeaning() {
        // two batches of the indexer exactly (32 each): the second is full, so the indexer must look for a third
        String[] texts = new String[64];
        for (int i = 0; i < texts.length - 1; i++) {
            texts[i] = "Entry " + (i + 1) + " of the shopping list: " + (i % 2 == 0 ? "apples and pears" : "bread and butter");
        }
        texts[texts.length - 1] = "Our daughter finally learnt to ride her bicycle without the little wheels";
        List<ImportedMessage> history = history(OffsetDateTime.parse("2024-03-02T09:00:00Z"), "Nora", "Sam", texts);
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.IMPORT_MESSAGES,
                new ImportMessages(UUID.randomUUID(), "chat-nora-sam", false, history.size(), history)));
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") == 64);

        await().atMost(Duration.ofSeconds(60)).untilAsserted(() -> assertThat(
                given().header("Authorization", TestTokens.bearer(alice, "acme"))
                        .get("/api/v1/memories/search?q=which child can cycle now&angles=meaning&k=1")
                        .then().statusCode(200).extract().jsonPath().getList("hits.externalIds"))
                .containsExactly(List.of(history.get(63).externalId())));
        await().atMost(Duration.ofSeconds(60)).untilAsserted(() -> assertThat(
                asAlice("select 1 from memory.messages where embedding is null and ? is not null", UUID.randomUUID()))
                .as("every row has its vector").isZero());
    }

    @Test
    void badQuestionsAreRefusedNamingTheFieldAndRefreshNothing() {
        awaitCreated(create(UUID.randomUUID(), person("Claire", "wife", "Claire — ma femme")));
        Map<String, String> before = lastMentioned();
        String owner = TestTokens.bearer(alice, "acme");
        Map<String, String> fieldOf = Map.of(
                "/api/v1/memories/search?q=Claire&k=0", "k",
                "/api/v1/memories/search?q=Claire&k=101", "k",
                "/api/v1/memories/search?q=Claire&k=ten", "k",
                "/api/v1/memories/search?q=", "q",
                "/api/v1/memories/search", "q",
                "/api/v1/memories/search?q=" + "Claire ".repeat(150), "q",
                "/api/v1/memories/search?q=Claire&angles=smell", "angles");
        fieldOf.forEach((url, field) -> given().header("Authorization", owner).get(url)
                .then().statusCode(400).contentType("application/problem+json").body("errors[0].field", equalTo(field)));
        given().get("/api/v1/memories/search?q=Claire").then().statusCode(401);

        await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(2)).until(() -> changedSince(before).isEmpty());
    }

    private JsonPath search(String user, String question, int k) {
        return given().header("Authorization", TestTokens.bearer(user, "acme"))
                .queryParam("q", question).queryParam("k", k)
                .get("/api/v1/memories/search")
                .then().statusCode(200).extract().jsonPath();
    }

    private static Map<String, Object> hitWithId(JsonPath answer, UUID id) {
        List<Map<String, Object>> hits = answer.getList("hits");
        return hits.stream().filter(hit -> id.toString().equals(hit.get("id"))).findFirst()
                .orElseThrow(() -> new AssertionError(id + " not among " + hits));
    }

    private Map<String, String> lastMentioned() {
        List<Map<String, String>> items = given().header("Authorization", TestTokens.bearer(alice, "acme"))
                .get("/api/v1/memories?limit=500").then().statusCode(200).extract().jsonPath().getList("items");
        Map<String, String> at = new HashMap<>();
        items.forEach(item -> at.put(item.get("id"), item.get("lastMentionedAt")));
        return at;
    }

    private List<String> changedSince(Map<String, String> before) {
        return lastMentioned().entrySet().stream().filter(now -> !now.getValue().equals(before.get(now.getKey())))
                .map(Map.Entry::getKey).toList();
    }

    /** A turn of the conversation {@code session}: the user's line and the assistant's reply; the user's message id. */
    private UUID recordTurn(UUID session, String text, String reply) {
        UUID id = UUID.randomUUID();
        OffsetDateTime at = OffsetDateTime.now();
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.RECORD_MESSAGES,
                new RecordMessages(UUID.randomUUID(), session, List.of(new ConversationMessage(id, "user", text, at),
                        new ConversationMessage(UUID.randomUUID(), "assistant", reply, at.plusNanos(1000))))));
        await().atMost(Duration.ofSeconds(10)).until(() -> messageExists(id));
        return id;
    }

    /** A conversation of two speakers taking turns, a message a minute from {@code start}, as an import gives it. */
    private static List<ImportedMessage> history(OffsetDateTime start, String first, String second, String... texts) {
        List<ImportedMessage> messages = new ArrayList<>();
        for (int i = 0; i < texts.length; i++) {
            messages.add(new ImportedMessage(UUID.randomUUID(), first + "-" + second + "-" + (i + 1), i % 2 == 0 ? first : second,
                    i % 2 == 0 ? "user" : "other", texts[i], start.plusMinutes(i)));
        }
        return messages;
    }

    private UUID recordMessage(String text) {
        UUID id = UUID.randomUUID();
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.RECORD_MESSAGES,
                new RecordMessages(UUID.randomUUID(), UUID.randomUUID(),
                        List.of(new ConversationMessage(id, "user", text, OffsetDateTime.now())))));
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("memory", "messages", alice, "acme") > 0
                && messageExists(id));
        return id;
    }

    private boolean messageExists(UUID id) {
        return asAlice("select 1 from memory.messages where id = ?", id) == 1;
    }

    /** What an import does: the message keeps the id it has in the system it came from. */
    private void importedAs(UUID message, String externalId) {
        assertThat(asAlice("update memory.messages set external_id = '" + externalId + "' where id = ?", message)).isEqualTo(1);
    }

    private int asAlice(String sql, UUID id) {
        try (Connection connection = DriverManager.getConnection(Database.url(), "memory_app", "memory_app")) {
            connection.setAutoCommit(false);
            try (PreparedStatement bind = connection.prepareStatement(
                    "select set_config('souvenir.user_id', ?, true), set_config('souvenir.workspace_id', 'acme', true)")) {
                bind.setString(1, alice);
                bind.execute();
            }
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                statement.setObject(1, id);
                int rows = statement.execute() ? (statement.getResultSet().next() ? 1 : 0) : statement.getUpdateCount();
                connection.commit();
                return rows;
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private UUID create(UUID sourceMessage, MemoryDraft... drafts) {
        UUID turn = UUID.randomUUID();
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.CREATE_MEMORIES,
                new CreateMemories(turn, sourceMessage, MemorySource.TURN, List.of(drafts))));
        return turn;
    }

    private MemoriesCreated awaitCreated(UUID turn) {
        PublishedEvents published = new PublishedEvents(messaging);
        return await().atMost(Duration.ofSeconds(10)).until(() -> published.payloads(Events.MEMORIES_CREATED, alice).stream()
                .filter(created -> turn.equals(created.turnId()))
                .findFirst(), Optional::isPresent).orElseThrow();
    }

    private static MemoryDraft person(String name, String relation, String text) {
        return MemoriesTest.person(name, relation, text);
    }

    private static MemoryDraft fact(String text) {
        return MemoriesTest.fact(text, Facet.GENERAL, Domain.NONE);
    }

    private static MemoryDraft about(String name, String text) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.FACT, Facet.GENERAL, Domain.NONE, text, List.of(new PersonRef(name, null)), null, null, false, 0.9);
    }
}
