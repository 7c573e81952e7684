package io.souvenir.memory;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoriesCreated;
import io.souvenir.contracts.memory.MemoryChanged;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.platform.testing.Database;
import io.souvenir.contracts.memory.SettingsChanged;
import io.souvenir.contracts.memory.TimeZoneChanged;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
class MemoriesTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String alice = TestTokens.newUser();

    @Test
    void threeFactsOfOneSentenceAreThreeSilentMemories() {
        UUID turn = create(MemorySource.TURN,
                person("Claire", "wife", "Claire — ma femme"),
                person(null, "daughter", "Ma fille — 11 ans"),
                person(null, "son", "Mon fils — 18 ans"));

        MemoriesCreated created = awaitCreated(turn);
        assertThat(created.created()).hasSize(3).noneMatch(MemoryDraft::visible);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories")
                .then().statusCode(200)
                .body("items", hasSize(3))
                .body("items.kind", containsInAnyOrder("person", "person", "person"))
                .body("items.text", containsInAnyOrder("Claire — ma femme", "Ma fille — 11 ans", "Mon fils — 18 ans"))
                .body("items.source", containsInAnyOrder("turn", "turn", "turn"));
    }

    @Test
    void theSameContentIsKeptOnceWhateverItsCaseAccentsOrPunctuation() {
        awaitCreated(create(MemorySource.TURN, fact("Le code du portail est 4820", Facet.GENERAL, Domain.NONE)));

        MemoriesCreated again = awaitCreated(create(MemorySource.VERIFIER, fact("le CODE du portail est : 4820 !", Facet.GENERAL, Domain.NONE)));

        assertThat(again.created()).isEmpty();
        assertThat(again.duplicates()).hasSize(1);
        assertThat(Database.countAs("memory", "memories", alice, "acme")).isEqualTo(1);
    }

    @Test
    void aMemoryAboutSomeoneReferencesThePersonInsteadOfCopyingThem() {
        awaitCreated(create(MemorySource.TURN, person("Paul", "friend", "Paul — un ami")));
        MemoryDraft dinner = new MemoryDraft(UUID.randomUUID(), MemoryKind.EVENT, null, null, "Dîner avec Paul samedi à 20h",
                List.of(new PersonRef("Paul", null)), OffsetDateTime.now().plusDays(3), null, true, 0.9);
        awaitCreated(create(MemorySource.TURN, dinner));

        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories/" + dinner.id())
                .then().statusCode(200)
                .body("kind", equalTo("event"))
                .body("visible", equalTo(true))
                .body("persons", hasSize(1))
                .body("persons[0].name", equalTo("Paul"))
                .body("persons[0].relation", equalTo("friend"));
        assertThat(Database.countAs("memory", "memories", alice, "acme")).as("no second Paul").isEqualTo(2);
    }

    @Test
    void aNameLearntLaterCompletesThePersonAlreadyKnown() {
        awaitCreated(create(MemorySource.TURN, person(null, "daughter", "Ma fille — 11 ans")));
        MemoriesCreated named = awaitCreated(create(MemorySource.TURN, person("Léa", "daughter", "Léa — ma fille")));

        assertThat(named.created()).isEmpty();
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories?kind=person")
                .then().statusCode(200).body("items", hasSize(1)).body("items[0].persons", hasSize(0))
                .body("items[0].text", equalTo("Léa — ma fille"));
    }

    @Test
    void theVerifiersDetailCompletesTheCardTheSameTurnKeptAndAnotherTurnsCardStaysAsItIs() {
        UUID turn = UUID.randomUUID();
        awaitCreated(create(turn, MemorySource.TURN, person("Inès", "cousin", "Inès — ma cousine")));

        create(turn, MemorySource.VERIFIER, person("Inès", "cousin", "Inès — ma cousine, infirmière à Nantes"));
        MemoriesCreated completed = awaitCreated(turn, MemorySource.VERIFIER);

        assertThat(completed.created()).as("the same person, not a second one").isEmpty();
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories?kind=person")
                .then().statusCode(200).body("items", hasSize(1))
                .body("items[0].text", equalTo("Inès — ma cousine, infirmière à Nantes"));

        awaitCreated(create(MemorySource.VERIFIER, person("Inès", "cousin", "Inès — ma cousine, infirmière à Nantes, 29 ans")));
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories?kind=person")
                .then().statusCode(200).body("items", hasSize(1))
                .body("items[0].text", equalTo("Inès — ma cousine, infirmière à Nantes"));
    }

    @Test
    void aPersonProposedWithoutAReferenceIsKeptUnderItsText() {
        MemoryDraft bare = new MemoryDraft(UUID.randomUUID(), MemoryKind.PERSON, null, null, "Zoé", List.of(), null, null,
                false, 0.8);
        MemoriesCreated created = awaitCreated(create(MemorySource.TURN, bare));

        assertThat(created.created()).hasSize(1);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories/" + bare.id())
                .then().statusCode(200).body("text", equalTo("Zoé"));
    }

    @Test
    void memoryOffOrPausedKeepsNothingWhoeverProposesIt() {
        String owner = TestTokens.bearer(alice, "acme");
        given().header("Authorization", owner).get("/api/v1/settings").then().statusCode(200)
                .body("memoryEnabled", equalTo(true)).body("pausedUntil", equalTo(null)).body("memory", equalTo("on"));

        given().header("Authorization", owner).contentType(ContentType.JSON).body("{\"memoryEnabled\": false}")
                .put("/api/v1/settings").then().statusCode(200).body("memory", equalTo("off"));
        MemoriesCreated whileOff = awaitCreated(create(MemorySource.VERIFIER, fact("J'aime le thé", Facet.PREFERENCE, Domain.NONE)));
        assertThat(whileOff.created()).isEmpty();

        String inAnHour = OffsetDateTime.now().plusHours(1).toString();
        given().header("Authorization", owner).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": true, \"pausedUntil\": \"" + inAnHour + "\"}")
                .put("/api/v1/settings").then().statusCode(200).body("memory", equalTo("paused"));
        MemoriesCreated whilePaused = awaitCreated(create(MemorySource.TURN, fact("J'aime le café", Facet.PREFERENCE, Domain.NONE)));
        assertThat(whilePaused.created()).isEmpty();
        assertThat(Database.countAs("memory", "memories", alice, "acme")).isZero();

        given().header("Authorization", owner).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": true, \"pausedUntil\": null}")
                .put("/api/v1/settings").then().statusCode(200).body("memory", equalTo("on"));
        assertThat(awaitCreated(create(MemorySource.TURN, fact("J'aime le chocolat", Facet.PREFERENCE, Domain.NONE))).created())
                .hasSize(1);
        given().header("Authorization", TestTokens.bearer(TestTokens.newUser(), "acme")).get("/api/v1/settings")
                .then().statusCode(200).body("memory", equalTo("on"));
    }

    @Test
    void badSettingsAreRefusedNamingTheField() {
        String owner = TestTokens.bearer(alice, "acme");
        given().header("Authorization", owner).contentType(ContentType.JSON).body("{}")
                .put("/api/v1/settings").then().statusCode(400).body("errors[0].field", equalTo("memoryEnabled"));
        given().header("Authorization", owner).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": true, \"pausedUntil\": \"tomorrow\"}")
                .put("/api/v1/settings").then().statusCode(400).body("errors[0].field", equalTo("pausedUntil"));
        given().header("Authorization", owner).get("/api/v1/settings").then().statusCode(200).body("memory", equalTo("on"));
    }

    /**
     * Each change of the settings is announced once, for every gateway to drop its copy of them; a
     * refused change (a pause that would already be over) and one that changes nothing announce nothing.
     */
    @Test
    void aChangeOfTheSettingsIsAnnouncedOnceAndARefusedOneNever() {
        String user = TestTokens.newUser();
        String owner = TestTokens.bearer(user, "acme");
        given().header("Authorization", owner).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": true, \"pausedUntil\": \"" + OffsetDateTime.now().minusMinutes(5) + "\"}")
                .put("/api/v1/settings").then().statusCode(400).body("errors[0].field", equalTo("pausedUntil"));
        String pause = "{\"memoryEnabled\": true, \"pausedUntil\": \"" + OffsetDateTime.now().plusHours(1) + "\"}";
        for (int twice = 0; twice < 2; twice++) {
            given().header("Authorization", owner).contentType(ContentType.JSON).body(pause)
                    .put("/api/v1/settings").then().statusCode(200).body("memory", equalTo("paused"));
        }

        PublishedEvents published = new PublishedEvents(messaging);
        await().atMost(Duration.ofSeconds(10)).until(() -> !published.payloads(Events.SETTINGS_CHANGED, user).isEmpty());
        await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(2)).untilAsserted(() ->
                assertThat(published.payloads(Events.SETTINGS_CHANGED, user)).containsExactly(new SettingsChanged(1)));
    }

    @Test
    void theTimeZoneAndLanguageAreKeptUntilChangedAndABadOneIsRefused() {
        String user = TestTokens.newUser();
        String owner = TestTokens.bearer(user, "acme");
        given().header("Authorization", owner).get("/api/v1/settings").then().statusCode(200)
                .body("timeZone", equalTo(null)).body("language", equalTo(null));
        given().header("Authorization", owner).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": true, \"timeZone\": \"America/New_York\", \"language\": \"en\"}")
                .put("/api/v1/settings").then().statusCode(200)
                .body("timeZone", equalTo("America/New_York")).body("language", equalTo("en"));
        // a change of the memory switch alone leaves the zone and the language as they were
        given().header("Authorization", owner).contentType(ContentType.JSON).body("{\"memoryEnabled\": false}")
                .put("/api/v1/settings").then().statusCode(200).body("memory", equalTo("off"))
                .body("timeZone", equalTo("America/New_York")).body("language", equalTo("en"));

        given().header("Authorization", owner).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": true, \"timeZone\": \"Mars/Olympus\"}")
                .put("/api/v1/settings").then().statusCode(400).body("errors[0].field", equalTo("timeZone"));
        given().header("Authorization", owner).contentType(ContentType.JSON)
                .body("{\"memoryEnabled\": true, \"language\": \"de\"}")
                .put("/api/v1/settings").then().statusCode(400).body("errors[0].field", equalTo("language"));
        given().header("Authorization", owner).get("/api/v1/settings").then().statusCode(200)
                .body("memory", equalTo("off")).body("timeZone", equalTo("America/New_York")).body("language", equalTo("en"));
        // the new zone was announced once (the nights follow it), the refused one never
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(new PublishedEvents(messaging)
                .payloads(Events.TIME_ZONE_CHANGED, user).stream().map(TimeZoneChanged::timeZone)).containsExactly("America/New_York"));
    }

    @Test
    void theOwnerEditsAndForgetsAMemoryAndNobodyElseCan() {
        MemoryDraft fact = fact("J'adore le jazz", Facet.PREFERENCE, Domain.NONE);
        awaitCreated(create(MemorySource.TURN, fact));
        String bob = TestTokens.bearer(TestTokens.newUser(), "acme");
        String url = "/api/v1/memories/" + fact.id();

        given().header("Authorization", bob).get(url).then().statusCode(404).contentType("application/problem+json");
        given().header("Authorization", bob).contentType(ContentType.JSON).body("{\"text\":\"hacked\"}").patch(url)
                .then().statusCode(404);
        given().header("Authorization", bob).delete(url).then().statusCode(404);

        String owner = TestTokens.bearer(alice, "acme");
        given().header("Authorization", owner).contentType(ContentType.JSON).body("{\"text\":\"\"}").patch(url)
                .then().statusCode(400).body("errors[0].field", equalTo("text"));
        given().header("Authorization", owner).contentType(ContentType.JSON).body("{\"text\":\"J'adore le jazz manouche\"}")
                .patch(url).then().statusCode(200).body("text", equalTo("J'adore le jazz manouche"));
        given().header("Authorization", owner).delete(url).then().statusCode(204);
        given().header("Authorization", owner).get(url).then().statusCode(404);
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(changesOf(fact.id()))
                .as("the owner's edit, then the forgetting; nothing for the refused attempts")
                .extracting(change -> change.forgotten() + " " + change.text())
                .containsExactly("false J'adore le jazz manouche", "true null"));
    }

    @Test
    void aCommandPublishedBeforeAWipeButDeliveredAfterItBringsNothingBack() {
        String late = TestEvents.record(TestEvents.header(alice, "acme"), Events.CREATE_MEMORIES, new CreateMemories(
                UUID.randomUUID(), UUID.randomUUID(), MemorySource.TURN, List.of(fact("Le code du portail est 4820", Facet.GENERAL, Domain.NONE))));
        awaitCreated(create(MemorySource.TURN, person("Claire", "wife", "Claire — ma femme")));

        given().header("Authorization", TestTokens.bearer(alice, "acme")).delete("/api/v1/me/data").then().statusCode(200);
        messaging.source("memory-commands").send(late);
        UUID afterTheWipe = create(MemorySource.TURN, fact("J'aime le thé", Facet.PREFERENCE, Domain.NONE));

        assertThat(awaitCreated(afterTheWipe).created()).hasSize(1);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories")
                .then().statusCode(200).body("items.text", contains("J'aime le thé"));
    }

    @Test
    void theIdentityCardIsRenderedFromDurableMemoriesAndChangesWhenAnIdentityFactIsAdded() {
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/identity-card")
                .then().statusCode(200).body("markdown", equalTo("")).body("updatedAt", nullValue());
        awaitCreated(create(MemorySource.TURN, person("Claire", "wife", "Claire — ma femme"),
                fact("Claire est allergique aux arachides", Facet.GENERAL, Domain.HEALTH),
                fact("Le code du portail est 4820", Facet.GENERAL, Domain.NONE)));
        String first = given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/identity-card")
                .then().statusCode(200)
                .body("markdown", containsString("# Fiche d'identité"))
                .body("markdown", containsString("## Proches\n- Claire — ma femme"))
                .body("markdown", containsString("- Claire est allergique aux arachides"))
                .body("markdown", not(containsString("4820")))
                .extract().path("updatedAt");

        awaitCreated(create(MemorySource.TURN, fact("Je suis infirmière à Lyon", Facet.IDENTITY, Domain.NONE)));
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/identity-card")
                .then().statusCode(200)
                .body("markdown", containsString("## Identité\n- Je suis infirmière à Lyon"))
                .body("updatedAt", not(equalTo(first)));
        given().header("Authorization", TestTokens.bearer(TestTokens.newUser(), "acme")).get("/api/v1/identity-card")
                .then().statusCode(200).body("markdown", equalTo(""));
    }

    private List<MemoryChanged> changesOf(UUID memoryId) {
        return new PublishedEvents(messaging).payloads(Events.MEMORY_CHANGED, alice).stream()
                .filter(change -> change.memoryId().equals(memoryId))
                .toList();
    }

    @Test
    void listsArePagedAndFilteredAndBadFiltersAreNamed() {
        awaitCreated(create(MemorySource.TURN, fact("Je suis infirmière", Facet.IDENTITY, Domain.NONE),
                fact("J'aime le thé", Facet.PREFERENCE, Domain.NONE), fact("Je prépare un marathon", Facet.ONGOING, Domain.NONE)));
        String owner = TestTokens.bearer(alice, "acme");

        String next = given().header("Authorization", owner).get("/api/v1/memories?limit=2")
                .then().statusCode(200).body("items", hasSize(2)).extract().path("next");
        given().header("Authorization", owner).get("/api/v1/memories?limit=2&cursor=" + next)
                .then().statusCode(200).body("items", hasSize(1)).body("next", equalTo(null));
        given().header("Authorization", owner).get("/api/v1/memories?kind=person").then().statusCode(200).body("items", hasSize(0));
        given().header("Authorization", owner).get("/api/v1/memories?kind=dragon")
                .then().statusCode(400).body("errors[0].field", equalTo("kind"));
        given().header("Authorization", owner).get("/api/v1/memories?status=lost")
                .then().statusCode(400).body("errors[0].field", equalTo("status"));
        given().header("Authorization", owner).get("/api/v1/memories/not-a-uuid")
                .then().statusCode(400).body("errors[0].field", equalTo("id"));
    }

    private UUID create(MemorySource source, MemoryDraft... drafts) {
        return create(UUID.randomUUID(), source, drafts);
    }

    /** A command of one turn: the turn's own, or the verifier's backfill of it. */
    private UUID create(UUID turn, MemorySource source, MemoryDraft... drafts) {
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.CREATE_MEMORIES,
                new CreateMemories(turn, UUID.randomUUID(), source, List.of(drafts))));
        return turn;
    }

    private MemoriesCreated awaitCreated(UUID turn) {
        return awaitCreated(turn, null);
    }

    /** The answer to a turn's command, or to its {@code source}'s when the turn had more than one. */
    private MemoriesCreated awaitCreated(UUID turn, MemorySource source) {
        PublishedEvents published = new PublishedEvents(messaging);
        return await().atMost(Duration.ofSeconds(10)).until(() -> published.payloads(Events.MEMORIES_CREATED, alice).stream()
                .filter(created -> turn.equals(created.turnId()) && (source == null || source == created.source()))
                .findFirst(), Optional::isPresent).orElseThrow();
    }

    static MemoryDraft person(String name, String relation, String text) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.PERSON, null, null, text, List.of(new PersonRef(name, relation)),
                null, null, false, 0.9);
    }

    static MemoryDraft fact(String text, Facet facet, Domain domain) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.FACT, facet, domain, text, List.of(), null, null, false, 0.9);
    }
}
