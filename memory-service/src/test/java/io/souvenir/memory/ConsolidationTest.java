package io.souvenir.memory;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.ApplyConsolidation;
import io.souvenir.contracts.memory.ApplyConsolidation.Decision;
import io.souvenir.contracts.memory.ApplyConsolidation.Outcome;
import io.souvenir.contracts.memory.ConsolidationApplied;
import io.souvenir.contracts.memory.ConsolidationRolledBack;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoriesCreated;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Candidates, corrections that supersede at once, and the consolidator's applies with their exact undo. */
@QuarkusTest
class ConsolidationTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String alice = TestTokens.newUser();

    @Test
    void aNewAgeSaidWithoutCorrectionWordsWaitsAsACandidateBesideTheActiveOne() {
        MemoryDraft eleven = MemoriesTest.person(null, "daughter", "Ma fille — 11 ans");
        awaitCreated(create(MemorySource.TURN, false, eleven));
        MemoryDraft twelve = MemoriesTest.person(null, "daughter", "Ma fille — 12 ans");
        assertThat(awaitCreated(create(MemorySource.TURN, false, twelve)).created()).hasSize(1);

        Map<String, String> statuses = statuses();
        assertThat(statuses).containsEntry("Ma fille — 11 ans", "active").containsEntry("Ma fille — 12 ans", "candidate");
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/identity-card")
                .then().statusCode(200).body("markdown", containsString("11 ans")).body("markdown", not(containsString("12 ans")));
    }

    @Test
    void anExplicitCorrectionSupersedesAtOnceAndKeepsTheOldRow() throws Exception {
        MemoryDraft eleven = MemoriesTest.person(null, "daughter", "Ma fille — 11 ans");
        awaitCreated(create(MemorySource.TURN, false, eleven));
        MemoryDraft twelve = MemoriesTest.person(null, "daughter", "Ma fille — 12 ans");
        awaitCreated(create(MemorySource.TURN, true, twelve));

        JsonPath memories = list();
        assertThat(statuses()).containsEntry("Ma fille — 11 ans", "superseded").containsEntry("Ma fille — 12 ans", "active");
        assertThat(memories.getString("items.find { it.text == 'Ma fille — 11 ans' }.validTo")).isNotNull();
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/identity-card")
                .then().statusCode(200).body("markdown", containsString("12 ans")).body("markdown", not(containsString("11 ans")));
        assertThat(rows().get(twelve.id())).contains("\"type\": \"supersedes\", \"to_id\": \"" + eleven.id() + "\"");
    }

    @Test
    void whatAnImportProposesIsACandidate() {
        awaitCreated(create(MemorySource.IMPORT, false,
                MemoriesTest.fact("Je suis infirmière", Facet.IDENTITY, Domain.NONE)));
        assertThat(statuses()).containsEntry("Je suis infirmière", "candidate");
    }

    @Test
    void anApplyPromotesAndSupersedesAndItsRollbackGivesBackTheSameRows() throws Exception {
        MemoryDraft eleven = MemoriesTest.person(null, "daughter", "Ma fille — 11 ans");
        MemoryDraft nurse = MemoriesTest.fact("Je suis infirmière", Facet.IDENTITY, Domain.NONE);
        awaitCreated(create(MemorySource.TURN, false, eleven));
        MemoryDraft twelve = MemoriesTest.person(null, "daughter", "Ma fille — 12 ans");
        awaitCreated(create(MemorySource.TURN, false, twelve));
        awaitCreated(create(MemorySource.IMPORT, false, nurse));
        // the search index embeds and links memories in the background: the images are taken once it is done
        Map<UUID, String> before = settled();
        String cardBefore = card();

        UUID run = UUID.randomUUID();
        send(Events.APPLY_CONSOLIDATION, new ApplyConsolidation(run, List.of(new Decision(nurse.id(), Outcome.PROMOTE, null),
                new Decision(twelve.id(), Outcome.SUPERSEDE, eleven.id()))));
        ConsolidationApplied applied = await(Events.CONSOLIDATION_APPLIED, ConsolidationApplied::applyId, run);
        assertThat(applied.failure()).isNull();
        assertThat(applied.changes()).hasSize(3);
        assertThat(statuses()).containsEntry("Je suis infirmière", "active").containsEntry("Ma fille — 12 ans", "active")
                .containsEntry("Ma fille — 11 ans", "superseded");
        assertThat(card()).contains("infirmière").contains("12 ans");

        send(Events.ROLLBACK_CONSOLIDATION, new io.souvenir.contracts.memory.RollbackConsolidation(run));
        assertThat(await(Events.CONSOLIDATION_ROLLED_BACK, ConsolidationRolledBack::applyId, run).failure()).isNull();
        assertThat(rows()).isEqualTo(before);
        assertThat(card()).isEqualTo(cardBefore);
    }

    @Test
    void anApplyOnSomethingNoLongerACandidateChangesNothing() {
        MemoryDraft nurse = MemoriesTest.fact("Je suis infirmière", Facet.IDENTITY, Domain.NONE);
        awaitCreated(create(MemorySource.TURN, false, nurse));
        UUID run = UUID.randomUUID();
        send(Events.APPLY_CONSOLIDATION, new ApplyConsolidation(run, List.of(new Decision(nurse.id(), Outcome.ARCHIVE, null))));
        assertThat(await(Events.CONSOLIDATION_APPLIED, ConsolidationApplied::applyId, run).failure()).contains("no longer a candidate");
        assertThat(statuses()).containsEntry("Je suis infirmière", "active");
    }

    private JsonPath list() {
        return given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories?limit=100")
                .then().statusCode(200).extract().jsonPath();
    }

    private Map<String, String> statuses() {
        List<Map<String, Object>> items = list().getList("items");
        return items.stream().collect(Collectors.toMap(item -> (String) item.get("text"), item -> (String) item.get("status")));
    }

    /** Every memory and link row of the user, as the database holds them, as the superuser reads them. */
    private Map<UUID, String> rows() throws Exception {
        Map<UUID, String> rows = new java.util.TreeMap<>();
        try (Connection connection = DriverManager.getConnection(io.souvenir.platform.testing.Database.url(), "postgres", "postgres");
             Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery("select id, (to_jsonb(m) - 'search_text' - 'changed_at')::text from memory.memories m where user_id = '"
                     + alice + "'")) {
            while (result.next()) {
                rows.put((UUID) result.getObject(1), result.getString(2));
            }
            try (ResultSet links = statement.executeQuery("select from_id, string_agg(to_jsonb(l)::text, ',' order by to_id, type) "
                    + "from memory.memory_links l where user_id = '" + alice + "' group by from_id")) {
                while (links.next()) {
                    rows.merge((UUID) links.getObject(1), " links " + links.getString(2), String::concat);
                }
            }
        }
        return rows;
    }

    private Map<UUID, String> settled() throws Exception {
        Map<UUID, String> previous = rows();
        for (int tries = 0; tries < 60; tries++) {
            Thread.sleep(1000);
            Map<UUID, String> now = rows();
            if (now.equals(previous) && now.values().stream().noneMatch(row -> row.contains("\"embedding\": null"))) {
                return now;
            }
            previous = now;
        }
        throw new AssertionError("the search index never settled");
    }

    private String card() {
        return given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/identity-card")
                .then().statusCode(200).extract().asString();
    }

    private <P> void send(io.souvenir.contracts.EventType<P> type, P payload) {
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), type, payload));
    }

    private <P> P await(io.souvenir.contracts.EventType<P> type, Function<P, UUID> id, UUID expected) {
        PublishedEvents published = new PublishedEvents(messaging);
        return org.awaitility.Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> published.payloads(type, alice).stream()
                .filter(payload -> expected.equals(id.apply(payload))).findFirst(), Optional::isPresent).orElseThrow();
    }

    private UUID create(MemorySource source, boolean correction, MemoryDraft... drafts) {
        UUID turn = UUID.randomUUID();
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.CREATE_MEMORIES,
                new CreateMemories(turn, UUID.randomUUID(), source, List.of(drafts), MemoryState.ON, correction)));
        return turn;
    }

    private MemoriesCreated awaitCreated(UUID turn) {
        return await(Events.MEMORIES_CREATED, MemoriesCreated::turnId, turn);
    }
}
