package io.souvenir.ledger;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.action.ActionDecided;
import io.souvenir.contracts.action.ActionProposed;
import io.souvenir.contracts.memory.MemoriesCreated;
import io.souvenir.contracts.memory.MemoryChanged;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.notification.Notify;
import io.souvenir.contracts.workspace.MemberAccessChanged;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The confirmation gate, the email_send connector against a real SMTP server, expiry, recall_actions, reminders. */
@QuarkusTest
@QuarkusTestResource(SmtpServer.class)
class ActionsTest {

    private static final Duration WAIT = Duration.ofSeconds(15);

    @Inject
    @Any
    InMemoryConnector messaging;

    private PublishedEvents published;
    private final String alice = TestTokens.newUser();

    @BeforeEach
    void setUp() {
        published = new PublishedEvents(messaging);
    }

    @Test
    void anEmailProposedOnTelegramAndConfirmedOnTheWebIsSentOnceUnderTheProposalsTrace() throws Exception {
        EventHeader turn = header(Channel.TELEGRAM);
        UUID id = propose(turn, "delphine@acme.fr", OffsetDateTime.now(ZoneOffset.UTC).plusMinutes(5));
        awaitStatus(id, "proposed");

        as(alice).post("/api/v1/actions/{id}/confirm", id).then().statusCode(200)
                .body("status", equalTo("confirmed")).body("decidedChannel", equalTo("web"));

        await().atMost(WAIT).until(() -> SmtpServer.mailsOf(id).size() == 1);
        assertThat(SmtpServer.mailsOf(id).get(0).getSubject()).isEqualTo("Relancer la facture Q2");
        awaitStatus(id, "executed");
        as(alice).get("/api/v1/activity").then().statusCode(200)
                .body("traces", hasSize(1))
                .body("traces[0].traceId", equalTo(turn.traceId()))
                .body("traces[0].events.type", contains("action.proposed", "action.confirmed", "action.executed"))
                .body("traces[0].events.channel", contains("telegram", "web", "web"));
        assertThat(published.payloads(Events.NOTIFY, alice)).extracting(Notify::status)
                .containsExactly("proposed", "confirmed", "executed");
        assertThat(published.payloads(Events.NOTIFY, alice).get(0).text())
                .isEqualTo("En attente de ta confirmation (expire dans 5 min) : Envoyer un mail à delphine@acme.fr : Relancer la facture Q2");
        assertThat(published.events(Events.NOTIFY, alice)).allMatch(event -> event.traceId().equals(turn.traceId()));

        // confirming again is a conflict that changes nothing and sends nothing
        long entries = Database.countAs("ledger", "ledger_events", alice, "acme");
        as(alice).post("/api/v1/actions/{id}/confirm", id).then().statusCode(409)
                .contentType("application/problem+json").body("detail", containsString("already carried out"));
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3)).until(() -> SmtpServer.mailsOf(id).size() == 1);
        assertThat(Database.countAs("ledger", "ledger_events", alice, "acme")).isEqualTo(entries);
    }

    @Test
    void anotherUsersOrAnUnknownActionIsNotFoundAndNothingHappens() {
        UUID id = propose(header(Channel.WEB), "delphine@acme.fr", OffsetDateTime.now(ZoneOffset.UTC).plusMinutes(5));
        awaitStatus(id, "proposed");
        String bob = TestTokens.newUser();

        as(bob).post("/api/v1/actions/{id}/confirm", id).then().statusCode(404).contentType("application/problem+json");
        as(alice).post("/api/v1/actions/{id}/abort", UUID.randomUUID()).then().statusCode(404);
        as(alice).post("/api/v1/actions/not-a-uuid/confirm").then().statusCode(400).body("errors[0].field", equalTo("id"));

        as(alice).get("/api/v1/actions").then().body("actions[0].status", equalTo("proposed"));
        assertThat(Database.countAs("ledger", "ledger_events", alice, "acme")).isEqualTo(1);
    }

    @Test
    void anUnconfirmedProposalExpiresOnTimeAndCanNoLongerBeConfirmed() {
        UUID id = propose(header(Channel.EMAIL), "delphine@acme.fr", OffsetDateTime.now(ZoneOffset.UTC).plusSeconds(1));

        awaitStatus(id, "expired");
        as(alice).post("/api/v1/actions/{id}/confirm", id).then().statusCode(409)
                .contentType("application/problem+json").body("detail", containsString("expired"));
        as(alice).get("/api/v1/activity").then()
                .body("traces[0].events.type", contains("action.proposed", "action.expired"))
                .body("traces[0].events[1].summary", containsString("Expiré sans confirmation"));
        assertThat(SmtpServer.mailsOf(id)).isEmpty();
    }

    @Test
    void aNoInConversationAbortsWhereItWasSaid() {
        EventHeader turn = header(Channel.WEB);
        UUID id = propose(turn, "delphine@acme.fr", OffsetDateTime.now(ZoneOffset.UTC).plusMinutes(5));
        awaitStatus(id, "proposed");

        messaging.source("actions").send(TestEvents.record(header(Channel.TELEGRAM), Events.ACTION_DECIDED,
                new ActionDecided(id, ActionDecided.Decision.ABORT)));

        awaitStatus(id, "aborted");
        as(alice).get("/api/v1/actions").then().body("actions[0].decidedChannel", equalTo("telegram"))
                .body("actions[0].traceId", equalTo(turn.traceId()));
        assertThat(SmtpServer.mailsOf(id)).isEmpty();
    }

    @Test
    void aYesThatOvertakesItsProposalIsParkedAndCarriedOutOnceWhenTheProposalArrives() {
        UUID id = UUID.randomUUID();
        EventHeader turn = header(Channel.TELEGRAM);
        messaging.source("actions").send(TestEvents.record(turn.next(), Events.ACTION_DECIDED,
                new ActionDecided(id, ActionDecided.Decision.CONFIRM)));
        await().atMost(WAIT).until(() -> Database.countAs("ledger", "parked_decisions", alice, "acme") == 1);

        propose(id, turn, "delphine@acme.fr", OffsetDateTime.now(ZoneOffset.UTC).plusMinutes(5));

        await().atMost(WAIT).until(() -> SmtpServer.mailsOf(id).size() == 1);
        awaitStatus(id, "executed");
        as(alice).get("/api/v1/actions").then().body("actions[0].decidedChannel", equalTo("telegram"));
        assertThat(Database.countAs("ledger", "parked_decisions", alice, "acme")).isZero();
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3)).until(() -> SmtpServer.mailsOf(id).size() == 1);
    }

    @Test
    void aFailingSmtpServerIsTriedABoundedNumberOfTimesThenTheActionFailsAndIsNeverSentLater() {
        UUID id = propose(header(Channel.WEB), "delphine@acme.fr", OffsetDateTime.now(ZoneOffset.UTC).plusMinutes(5));
        awaitStatus(id, "proposed");
        SmtpServer.stopServer();
        String service = TestTokens.serviceBearer(TestTokens.newUser(), "acme");
        try {
            as(alice).post("/api/v1/actions/{id}/confirm", id).then().statusCode(200);
            awaitStatus(id, "failed");
            // the operator's view (another user's service token): the server is down, the failure counted by type, nothing of it
            String connectors = given().header("Authorization", service).get("/internal/v1/connectors").then().statusCode(200)
                    .body("connectors[0].name", equalTo("smtp")).body("connectors[0].status", equalTo("DOWN"))
                    .body("connectors[0].failures.find { it.type == 'unreachable' }.count", greaterThanOrEqualTo(1))
                    .extract().asString();
            assertThat(connectors).doesNotContain("delphine").doesNotContain(alice);
        } finally {
            SmtpServer.startServer();
        }
        given().header("Authorization", service).get("/internal/v1/connectors").then().statusCode(200)
                .body("connectors[0].status", equalTo("UP"));
        as(alice).get("/internal/v1/connectors").then().statusCode(401);
        // the user reads a sentence in their language; the exception, host and port stay in the operator's log and column
        as(alice).get("/api/v1/actions").then().body("actions[0].attempts", equalTo(3))
                .body("actions[0].failure", equalTo("unreachable"))
                .body("actions[0].retryable", equalTo(true))
                .body("actions[0].reason", equalTo(
                        "Le mail n’a pas pu partir : le serveur d’envoi ne répond pas. Je n’essaie plus ; tu peux le relancer."));
        assertThat(Database.countAs("ledger", "actions", alice, "acme")).isEqualTo(1);
        List<String> summaries = as(alice).get("/api/v1/activity").then()
                .body("traces[0].events.type", contains("action.proposed", "action.confirmed", "action.retrying",
                        "action.retrying", "action.failed"))
                .extract().path("traces[0].events.summary");
        assertThat(summaries.get(2)).matches("Le mail n’a pas pu partir : le serveur d’envoi ne répond pas\\. Je réessaie dans .+\\.");
        assertThat(summaries).noneMatch(summary -> summary.contains("Exception") || summary.contains("127.0.0.1")
                || summary.contains("SMTP"));
        assertThat(published.payloads(Events.NOTIFY, alice)).extracting(Notify::text)
                .noneMatch(text -> text.contains("Exception") || text.contains("127.0.0.1"));
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3)).until(() -> SmtpServer.mailsOf(id).isEmpty());

        // asked again once the server is back: sent, once
        as(alice).post("/api/v1/actions/{id}/retry", id).then().statusCode(200).body("status", equalTo("confirmed"));
        awaitStatus(id, "executed");
        await().atMost(WAIT).until(() -> SmtpServer.mailsOf(id).size() == 1);
        as(alice).post("/api/v1/actions/{id}/retry", id).then().statusCode(409);
        as(TestTokens.newUser()).post("/api/v1/actions/{id}/retry", id).then().statusCode(404);
    }

    @Test
    void aMailServerThatNeverAnswersHoldsUpNeitherRemindersNorTheMailOnceItIsBack() throws Exception {
        UUID id = propose(header(Channel.WEB), "delphine@acme.fr", OffsetDateTime.now(ZoneOffset.UTC).plusMinutes(5));
        awaitStatus(id, "proposed");
        SmtpServer.stopServer();
        try (ServerSocket silent = SmtpServer.silentServer()) {
            silent.setSoTimeout((int) WAIT.toMillis());
            as(alice).post("/api/v1/actions/{id}/confirm", id).then().statusCode(200);
            try (Socket firstTry = silent.accept()) {
                MemoryDraft rent = reminder("Payer le loyer", OffsetDateTime.now(ZoneOffset.UTC));
                messaging.source("memory-events").send(List.of(TestEvents.record(header(Channel.WEB), Events.MEMORIES_CREATED,
                        new MemoriesCreated(UUID.randomUUID(), MemorySource.TURN, List.of(rent), List.of()))));
                await().atMost(WAIT).until(() -> published.payloads(Events.NOTIFY, alice).stream()
                        .anyMatch(notify -> notify.kind().equals(Notify.REMINDER_DUE) && notify.subjectId().equals(rent.id())));
                // the reminder rang while the mail's first try was still waiting for the server's greeting
                as(alice).get("/api/v1/actions").then().body("actions[0].attempts", equalTo(1))
                        .body("actions[0].failure", equalTo(null));
            }
        } finally {
            SmtpServer.startServer();
        }
        awaitStatus(id, "executed");
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3)).until(() -> SmtpServer.mailsOf(id).size() == 1);
    }

    @Test
    void anEnglishActionsFailureIsToldInEnglish() {
        UUID id = UUID.randomUUID();
        messaging.source("actions").send(TestEvents.record(header(Channel.WEB), Events.ACTION_PROPOSED, new ActionProposed(id,
                UUID.randomUUID(), ActionProposed.EMAIL_SEND, Map.of("to", "not-an-address", "subject", "Q2", "body", "Hello"),
                "Send an email to not-an-address: Q2", "en", OffsetDateTime.now(ZoneOffset.UTC).plusMinutes(5))));
        awaitStatus(id, "proposed");
        as(alice).post("/api/v1/actions/{id}/confirm", id).then().statusCode(200);
        awaitStatus(id, "failed");

        as(alice).get("/api/v1/actions").then().body("actions[0].failure", equalTo("bad_address"))
                .body("actions[0].retryable", equalTo(false))
                .body("actions[0].reason", equalTo("The email could not be sent: the recipient's address is not an email address."));
        as(alice).post("/api/v1/actions/{id}/retry", id).then().statusCode(409);
    }

    @Test
    void aTryCutShortIsNeverRunAgainTheActionFailsInstead() {
        UUID id = propose(header(Channel.WEB), "delphine@acme.fr", OffsetDateTime.now(ZoneOffset.UTC).plusMinutes(5));
        awaitStatus(id, "proposed");
        // as a process killed mid-send leaves it: confirmed, one try claimed long ago, no outcome
        Database.executeAsSuperuser("update ledger.actions set status = 'confirmed', decided_at = now(), decided_channel = 'web',"
                + " attempts = 1, sending_since = now() - interval '10 minutes' where id = '" + id + "'");

        awaitStatus(id, "failed");
        as(alice).get("/api/v1/actions").then().body("actions[0].failure", equalTo("interrupted"))
                .body("actions[0].reason", containsString("je ne sais pas s’il est parti"))
                .body("actions[0].retryable", equalTo(false))
                .body("actions[0].attempts", equalTo(1));
        assertThat(SmtpServer.mailsOf(id)).isEmpty();
    }

    @Test
    void theWipeErasesActionsAndReminders() {
        propose(header(Channel.WEB), "delphine@acme.fr", OffsetDateTime.now(ZoneOffset.UTC).plusMinutes(5));
        await().atMost(WAIT).until(() -> Database.countAs("ledger", "actions", alice, "acme") == 1);

        as(alice).delete("/api/v1/me/data").then().statusCode(200)
                .body("erased.actions", equalTo(1)).body("remaining.actions", equalTo(0)).body("remaining.reminders", equalTo(0));
        assertThat(Database.countAs("ledger", "actions", alice, "acme")).isZero();
    }

    @Test
    void recallActionsFindsByContentAndStatusAndWritesNothing() {
        UUID delphine = propose(header(Channel.WEB), "delphine@acme.fr", OffsetDateTime.now(ZoneOffset.UTC).plusMinutes(5));
        UUID paul = propose(header(Channel.TELEGRAM), "paul@acme.fr", OffsetDateTime.now(ZoneOffset.UTC).plusMinutes(5));
        awaitStatus(delphine, "proposed");
        awaitStatus(paul, "proposed");
        Map<String, Long> before = counts();
        int publishedBefore = published.onTopic("souvenir.notifications", alice).size();

        as(alice).get("/api/v1/actions?query=DELPHINE").then().statusCode(200)
                .body("actions.id", contains(delphine.toString()));
        as(alice).get("/api/v1/actions?status=proposed&days=1").then().body("actions", hasSize(2));
        as(alice).get("/api/v1/actions?status=executed").then().body("actions", hasSize(0));
        as(alice).get("/api/v1/actions?query=100%25").then().body("actions", hasSize(0));
        given().header("Authorization", TestTokens.serviceBearer(alice, "acme")).get("/internal/v1/actions?query=paul")
                .then().statusCode(200).body("actions.id", contains(paul.toString()));

        assertThat(counts()).isEqualTo(before);
        assertThat(published.onTopic("souvenir.notifications", alice)).hasSize(publishedBefore);
    }

    @Test
    void badQueriesAreProblemsNamingTheFieldAndTokensStayOnTheirSide() {
        as(alice).get("/api/v1/actions?days=91").then().statusCode(400).contentType("application/problem+json")
                .body("errors[0].field", equalTo("days"));
        as(alice).get("/api/v1/actions?status=sent").then().statusCode(400).body("errors[0].field", equalTo("status"));
        as(alice).get("/internal/v1/actions").then().statusCode(401);
        given().header("Authorization", TestTokens.serviceBearer(alice, "acme")).get("/api/v1/actions").then().statusCode(401);
    }

    @Test
    void aReminderThatFallsDueIsNotifiedOnceOnTheChannelItWasAskedOnUnlessItWasForgotten() {
        OffsetDateTime soon = OffsetDateTime.now(ZoneOffset.UTC).plusSeconds(1);
        MemoryDraft rent = reminder("Payer le loyer", soon);
        MemoryDraft dentist = reminder("Appeler le dentiste", soon);
        String record = TestEvents.record(header(Channel.TELEGRAM), Events.MEMORIES_CREATED,
                new MemoriesCreated(UUID.randomUUID(), MemorySource.TURN, List.of(rent, dentist), List.of()));
        messaging.source("memory-events").send(List.of(record));
        messaging.source("memory-events").send(List.of(record));
        messaging.source("memory-events").send(List.of(TestEvents.record(header(Channel.WEB), Events.MEMORY_CHANGED,
                new MemoryChanged(dentist.id(), MemoryKind.REMINDER, null, true))));

        Notify due = published.awaitPayload(Events.NOTIFY, alice);
        assertThat(due).isEqualTo(new Notify(Notify.REMINDER_DUE, "Rappel : Payer le loyer", "fr", rent.id(), null));
        assertThat(published.awaitEvent(Events.NOTIFY, alice).channel()).isEqualTo(Channel.TELEGRAM);
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3))
                .until(() -> published.events(Events.NOTIFY, alice).size() == 1);
        as(alice).get("/api/v1/activity").then().body("traces.events.flatten().type", hasItem("reminder.due"));
        assertThat(Database.countAs("ledger", "reminders", alice, "acme")).isEqualTo(1);
    }

    @Test
    void aRemovedMembersRemindersAreNotDeliveredAndTheLedgerRefusesThem() {
        messaging.source("workspace-events").send(TestEvents.record(header(Channel.WEB), Events.MEMBER_ACCESS_CHANGED,
                new MemberAccessChanged(true)));
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> as(alice).get("/api/v1/actions").then().statusCode(403)
                .contentType("application/problem+json").body("detail", containsString("removed from workspace acme")));

        MemoryDraft rent = reminder("Payer le loyer", OffsetDateTime.now(ZoneOffset.UTC).plusSeconds(1));
        messaging.source("memory-events").send(List.of(TestEvents.record(header(Channel.TELEGRAM), Events.MEMORIES_CREATED,
                new MemoriesCreated(UUID.randomUUID(), MemorySource.TURN, List.of(rent), List.of()))));
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("ledger", "reminders", alice, "acme") == 1);
        await().during(Duration.ofSeconds(3)).atMost(Duration.ofSeconds(5)).until(() -> published.events(Events.NOTIFY, alice).isEmpty());

        messaging.source("workspace-events").send(TestEvents.record(header(Channel.WEB), Events.MEMBER_ACCESS_CHANGED,
                new MemberAccessChanged(false)));
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> as(alice).get("/api/v1/actions").then().statusCode(200));
    }

    private static MemoryDraft reminder(String text, OffsetDateTime dueAt) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.REMINDER, null, null, text, List.of(), null, dueAt, true, 0.9);
    }

    private UUID propose(EventHeader header, String to, OffsetDateTime expiresAt) {
        return propose(UUID.randomUUID(), header, to, expiresAt);
    }

    private UUID propose(UUID id, EventHeader header, String to, OffsetDateTime expiresAt) {
        messaging.source("actions").send(TestEvents.record(header, Events.ACTION_PROPOSED, new ActionProposed(id,
                UUID.randomUUID(), ActionProposed.EMAIL_SEND,
                Map.of("to", to, "subject", "Relancer la facture Q2", "body", "Bonjour, où en est la facture Q2 ?"),
                "Envoyer un mail à " + to + " : Relancer la facture Q2", "fr", expiresAt)));
        return id;
    }

    private void awaitStatus(UUID id, String status) {
        await().atMost(WAIT).until(() -> as(alice).get("/api/v1/actions").then().extract()
                .<List<Map<String, Object>>>path("actions").stream()
                .anyMatch(action -> action.get("id").equals(id.toString()) && action.get("status").equals(status)));
    }

    private Map<String, Long> counts() {
        return Map.of("actions", Database.countAs("ledger", "actions", alice, "acme"),
                "ledger_events", Database.countAs("ledger", "ledger_events", alice, "acme"),
                "processed_events", Database.countAs("ledger", "processed_events", alice, "acme"),
                "outbox", Database.countAs("ledger", "outbox", alice, "acme"));
    }

    private EventHeader header(Channel channel) {
        return EventHeader.start(TestEvents.newTraceId(), "acme", alice, channel);
    }

    private static RequestSpecification as(String user) {
        return given().header("Authorization", TestTokens.bearer(user, "acme"));
    }
}
