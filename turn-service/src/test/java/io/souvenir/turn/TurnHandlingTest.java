package io.souvenir.turn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.action.ActionProposed;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.Topics;
import io.souvenir.contracts.memory.ConversationMessage;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.ImportExtracted;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.MessagesImported;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.RecordMessages;
import io.souvenir.contracts.memory.RecordTurn;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.SettingsSeen;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.contracts.turn.TurnCompleted;
import io.souvenir.contracts.turn.TurnReceived;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.DayOfWeek;
import java.time.OffsetDateTime;
import java.time.Duration;
import java.time.ZoneId;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@QuarkusTest
class TurnHandlingTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    private PublishedEvents published;
    private final String user = TestTokens.newUser();

    @BeforeEach
    void clearPublished() {
        published = new PublishedEvents(messaging);
        published.clear();
    }

    @Test
    void aFrenchTurnIsAnsweredInFrenchAndBothMessagesAreSentToMemory() {
        EventHeader header = TestEvents.header(user, "acme");
        TurnReceived turn = new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "Salut ! Mon fils a dix-huit ans.", MemoryState.ON);

        messaging.source("turns").send(TestEvents.record(header, Events.TURN_RECEIVED, turn));

        TurnAnswered answer = published.awaitPayload(Events.TURN_ANSWERED, user);
        assertThat(answer.turnId()).isEqualTo(turn.turnId());
        assertThat(answer.language()).isEqualTo("fr");
        assertThat(answer.reply()).isNotBlank().doesNotContainIgnoringCase("noted");
        EventEnvelope command = published.awaitEvent(Events.RECORD_TURN, user);
        assertThat(command.traceId()).isEqualTo(header.traceId());
        RecordMessages record = TestEvents.codec().payload(command, Events.RECORD_TURN).messages();
        assertThat(record.messages()).extracting(m -> m.role() + ": " + m.text())
                .containsExactly("user: Salut ! Mon fils a dix-huit ans.", "assistant: " + answer.reply());
        assertThat(record.memory()).as("the decision made when the user spoke travels on").isEqualTo(MemoryState.ON);
        assertThat(answer.activity()).as("the activity line travels with the reply").singleElement()
                .satisfies(line -> assertThat(line.summary()).isEqualTo("Replied (French)"));
        assertThat(published.onTopic(Topics.ACTIVITY, user)).as("no record of its own").isEmpty();
    }

    @Test
    void silentFactsAreKeptWithoutShowingThemAndTheVerifierIsToldEverything() {
        EventHeader header = TestEvents.header(user, "acme");
        TurnReceived turn = new TurnReceived(UUID.randomUUID(), UUID.randomUUID(),
                "salut, écoute, ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit", MemoryState.ON);

        messaging.source("turns").send(TestEvents.record(header, Events.TURN_RECEIVED, turn));

        TurnAnswered answer = published.awaitPayload(Events.TURN_ANSWERED, user);
        assertThat(answer.creations()).as("persons are silent").isEmpty();
        assertThat(answer.reply()).doesNotContainIgnoringCase("noté");
        RecordTurn recorded = published.awaitPayload(Events.RECORD_TURN, user);
        assertThat(recorded.messages().messages()).as("the messages travel with the memories drawn from them").hasSize(2);
        CreateMemories keep = recorded.proposed().orElseThrow();
        assertThat(keep.memories()).hasSize(3).allMatch(memory -> memory.kind() == MemoryKind.PERSON && !memory.visible());
        assertThat(keep.sourceMessageId()).as("provenance: the user's message").isEqualTo(turn.turnId());
        TurnCompleted completed = published.awaitPayload(Events.TURN_COMPLETED, user);
        assertThat(completed.userText()).isEqualTo(turn.text());
        assertThat(completed.creations()).isEqualTo(keep.memories());
        assertThat(completed.timeZone()).as("the zone the verifier reads a reminder's time in: the default until the user sets one")
                .isEqualTo("Europe/Paris");
    }

    /**
     * An "on" travels with what it was decided on (the version of the gateway's copy of the
     * settings, and when the user spoke), to every command that keeps something of the turn, for
     * memory-service to check where it keeps them.
     */
    @Test
    void whatTheDecisionWasMadeOnTravelsToEveryCommandThatKeepsTheTurn() {
        EventHeader header = TestEvents.header(user, "acme");
        TurnReceived turn = new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "ma femme s'appelle Claire", MemoryState.ON,
                null, null, List.of(), 7L);

        String record = TestEvents.record(header, Events.TURN_RECEIVED, turn);
        messaging.source("turns").send(record);

        SettingsSeen seen = new SettingsSeen(7, TestEvents.codec().read(record).occurredAt());
        RecordTurn recorded = published.awaitPayload(Events.RECORD_TURN, user);
        assertThat(recorded.messages().settingsSeen()).isEqualTo(seen);
        assertThat(recorded.proposed().orElseThrow().settingsSeen()).isEqualTo(seen);
        assertThat(published.awaitPayload(Events.TURN_COMPLETED, user).settingsSeen()).as("for what the verifier backfills")
                .isEqualTo(seen);
    }

    @Test
    void aReminderIsShownWithItsDueTimeAndAcknowledged() {
        messaging.source("turns").send(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED,
                new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "Rappelle-moi jeudi de payer le loyer", MemoryState.ON)));

        TurnAnswered answer = published.awaitPayload(Events.TURN_ANSWERED, user);
        assertThat(answer.creations()).singleElement().satisfies(reminder -> {
            assertThat(reminder.kind()).isEqualTo("reminder");
            assertThat(reminder.text()).isEqualTo("Payer le loyer");
            assertThat(reminder.dueAt().atZoneSameInstant(ZoneId.of("Europe/Paris")).getDayOfWeek()).isEqualTo(DayOfWeek.THURSDAY);
        });
        assertThat(answer.reply()).containsIgnoringCase("jeudi");
    }

    @Test
    void tomorrowAtTenIsTenInTheUsersOwnZone() {
        messaging.source("turns").send(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED,
                new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "remind me tomorrow at 10am to call the bank",
                        MemoryState.ON, "America/New_York", "en")));

        TurnAnswered answer = published.awaitPayload(Events.TURN_ANSWERED, user);
        assertThat(answer.creations()).singleElement().satisfies(reminder -> {
            ZonedDateTime due = reminder.dueAt().atZoneSameInstant(ZoneId.of("America/New_York"));
            assertThat(due.toLocalTime()).isEqualTo(LocalTime.of(10, 0));
            assertThat(due.toLocalDate()).isEqualTo(LocalDate.now(ZoneId.of("America/New_York")).plusDays(1));
        });
        assertThat(answer.reply()).contains("10:00");
    }

    @Test
    void aMessageInNeitherLanguageIsAnsweredInTheUsersOwn() {
        messaging.source("turns").send(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED,
                new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "ok super", MemoryState.ON, "Europe/Paris", "fr")));

        assertThat(published.awaitPayload(Events.TURN_ANSWERED, user).language()).isEqualTo("fr");
    }

    @Test
    void withMemoryPausedTheTurnIsAnsweredAndNothingIsKeptNorPromised() {
        messaging.source("turns").send(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED,
                new TurnReceived(UUID.randomUUID(), UUID.randomUUID(),
                        "Ma femme s'appelle Claire. Rappelle-moi jeudi de payer le loyer", MemoryState.PAUSED)));

        TurnAnswered answer = published.awaitPayload(Events.TURN_ANSWERED, user);
        assertThat(answer.memory()).isEqualTo(MemoryState.PAUSED);
        assertThat(answer.creations()).isEmpty();
        assertThat(answer.reply()).doesNotContainIgnoringCase("rappellerai").contains("je ne garde rien");
        assertThat(answer.activity()).as("the activity line travels with the reply").hasSize(1);
        ActivityRecorded activity = answer.activity().get(0);
        assertThat(activity.type()).isEqualTo("turn.forgotten");
        assertThat(activity.summary()).as("in the user's language, without the content")
                .isEqualTo("Message répondu, rien n’a été retenu : ta mémoire est en pause.");
        assertNothingLeftForMemoryOrTheVerifier();
    }

    /** Off, paused or unknown: the reply and its activity line, nothing else leaves turn-service (no message, memory or sentence). */
    @ParameterizedTest(name = "memory {0}")
    @CsvSource(delimiter = '|', value = {
            "OFF     | my dog is called Rex     | Message answered, nothing was kept: your memory is off.",
            "PAUSED  | my dog is called Rex     | Message answered, nothing was kept: your memory is paused.",
            "UNKNOWN | mon chien s'appelle Rex  | Message répondu, rien n’a été retenu : ton réglage de mémoire n’a pas pu être lu."})
    void aTurnHeardWhileMemoryDoesNotKeepIsAnsweredAndForgotten(MemoryState memory, String said, String activityLine) {
        messaging.source("turns").send(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED,
                new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), said, memory)));

        TurnAnswered answer = published.awaitPayload(Events.TURN_ANSWERED, user);
        assertThat(answer.memory()).isEqualTo(memory);
        assertThat(answer.creations()).isEmpty();
        assertThat(answer.activity()).singleElement()
                .satisfies(line -> assertThat(line.summary()).isEqualTo(activityLine).doesNotContain("Rex"));
        assertNothingLeftForMemoryOrTheVerifier();
    }

    private void assertNothingLeftForMemoryOrTheVerifier() {
        await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(3))
                .untilAsserted(() -> {
                    assertThat(published.onTopic(Topics.MEMORY_COMMANDS, user)).as("no message, no memory").isEmpty();
                    assertThat(published.onTopic(Topics.TURNS_COMPLETED, user)).as("nothing for the verifier to re-read").isEmpty();
                    assertThat(published.onTopic(Topics.ACTIVITY, user)).as("its line is in the reply").isEmpty();
                });
    }

    @Test
    void anEnglishTurnIsAnsweredInEnglish() {
        messaging.source("turns").send(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED,
                new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "Hello! What is my daughter's name?", MemoryState.ON)));

        TurnAnswered answer = published.awaitPayload(Events.TURN_ANSWERED, user);
        assertThat(answer.language()).isEqualTo("en");
        assertThat(answer.reply()).matches(".*\\b(I|you|that)\\b.*");
    }

    @Test
    void aRedeliveredTurnIsAnsweredOnce() {
        String record = TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED,
                new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "hello", MemoryState.ON));

        messaging.source("turns").send(record);
        messaging.source("turns").send(record);

        published.awaitOne(Topics.REPLIES, user);
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3))
                .untilAsserted(() -> assertThat(published.onTopic(Topics.REPLIES, user)).hasSize(1));
        assertThat(Database.countAs("turn", "processed_events", user, "acme")).isEqualTo(1);
    }

    @Test
    void aRecordThatBreaksTheContractIsRefusedAndTheNextOneIsAnswered() {
        String alsoBad = TestEvents.record(TestEvents.header(user, "acme"), Events.ACTIVITY_RECORDED,
                new ActivityRecorded("x", "not a turn", "test"));
        messaging.source("turns").send("{not json");
        messaging.source("turns").send(alsoBad);
        messaging.source("turns").send(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED,
                new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "still there?", MemoryState.ON)));

        published.awaitOne(Topics.REPLIES, user);
        assertThat(Database.countAs("turn", "processed_events", user, "acme")).isEqualTo(1);
    }

    @Test
    void aPollOfSeveralUsersTurnsIsAnsweredOnceEachInOrderUnderItsOwnUser() {
        String other = TestTokens.newUser();
        TurnReceived first = new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "Ma sœur s'appelle Inès.", MemoryState.ON);
        TurnReceived second = new TurnReceived(UUID.randomUUID(), first.sessionId(), "I love hiking.", MemoryState.ON);
        TurnReceived theirs = new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "hello", MemoryState.ON);
        String firstRecord = TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED, first);

        messaging.source("turns").send(List.of(firstRecord,
                TestEvents.record(TestEvents.header(other, "acme"), Events.TURN_RECEIVED, theirs),
                firstRecord, "{not json",
                TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED, second)));

        await().atMost(Duration.ofSeconds(20)).until(() -> published.events(Events.TURN_ANSWERED, user).size() == 2
                && published.events(Events.TURN_ANSWERED, other).size() == 1);
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3)).untilAsserted(() -> {
            assertThat(published.payloads(Events.TURN_ANSWERED, user)).as("each answered once, in the order said")
                    .extracting(TurnAnswered::turnId).containsExactly(first.turnId(), second.turnId());
            assertThat(published.payloads(Events.RECORD_TURN, user)).extracting(turn -> turn.messages().turnId())
                    .containsExactly(first.turnId(), second.turnId());
            assertThat(published.payloads(Events.TURN_ANSWERED, other)).extracting(TurnAnswered::turnId)
                    .containsExactly(theirs.turnId());
        });
        assertThat(Database.countAs("turn", "processed_events", user, "acme")).isEqualTo(2);
        assertThat(Database.countAs("turn", "processed_events", other, "acme")).isEqualTo(1);
    }

    @Test
    void aTurnThatCannotBeAnsweredIsGivenUpAloneAndTheRestOfItsPollIsAnsweredOnce() {
        TurnReceived before = new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "Mon fils a dix ans.", MemoryState.ON);
        TurnReceived after = new TurnReceived(UUID.randomUUID(), before.sessionId(), "Il adore le foot.", MemoryState.ON);
        // a user id PostgreSQL cannot store: heard like any turn, then its transaction fails, every time
        String unanswerable = TestEvents.record(TestEvents.header("nul\u0000" + user, "acme"), Events.TURN_RECEIVED,
                new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "hello", MemoryState.ON));

        messaging.source("turns").send(List.of(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED, before),
                unanswerable, TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED, after)));

        await().atMost(Duration.ofSeconds(30)).until(() -> published.events(Events.TURN_ANSWERED, user).size() == 2);
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3)).untilAsserted(() -> {
            assertThat(published.payloads(Events.TURN_ANSWERED, user)).as("the batch's failure undid its answers: each is given once")
                    .extracting(TurnAnswered::turnId).containsExactly(before.turnId(), after.turnId());
            assertThat(published.payloads(Events.RECORD_TURN, user)).hasSize(2);
        });
        assertThat(Database.countAs("turn", "processed_events", user, "acme")).isEqualTo(2);
    }

    @Test
    void withoutATenantTheServiceRoleSeesNoRow() {
        messaging.source("turns").send(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED,
                new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "hello", MemoryState.ON)));
        published.awaitOne(Topics.REPLIES, user);

        assertThat(Database.countAs("turn", "processed_events", user, "acme")).isEqualTo(1);
        assertThat(Database.countAs("turn", "processed_events", null, null)).isZero();
        assertThat(Database.countAs("turn", "processed_events", user, "globex")).isZero();
    }

    @Test
    void importedUserMessagesAreHeardAndTheirMemoriesCarryTheMessageAsProvenance() {
        ConversationMessage family = new ConversationMessage(UUID.randomUUID(), "user",
                "Ma femme s'appelle Claire et ma fille a onze ans.", OffsetDateTime.parse("2023-03-01T10:00:00+01:00"));
        ConversationMessage chat = new ConversationMessage(UUID.randomUUID(), "user", "ok", OffsetDateTime.parse("2023-03-01T10:01:00+01:00"));
        String imported = TestEvents.record(TestEvents.header(user, "acme"), Events.MESSAGES_IMPORTED,
                new MessagesImported(UUID.randomUUID(), UUID.randomUUID(), List.of(family, chat)));

        messaging.source("memory-events").send(imported);
        messaging.source("memory-events").send(imported);

        ImportExtracted report = published.awaitPayload(Events.IMPORT_EXTRACTED, user);
        assertThat(report.messages()).isEqualTo(2);
        CreateMemories keep = published.awaitPayload(Events.CREATE_MEMORIES, user);
        assertThat(keep.source()).isEqualTo(MemorySource.IMPORT);
        assertThat(keep.sourceMessageId()).as("provenance: the imported message").isEqualTo(family.id());
        assertThat(keep.memories()).extracting(MemoryDraft::kind).containsOnly(MemoryKind.PERSON).hasSize(2);
        await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(3)).untilAsserted(() -> {
            assertThat(published.events(Events.CREATE_MEMORIES, user)).as("once, and nothing from 'ok'").hasSize(1);
            assertThat(published.events(Events.IMPORT_EXTRACTED, user)).hasSize(1);
            assertThat(published.events(Events.TURN_ANSWERED, user)).as("an import is not answered").isEmpty();
        });
    }

    @Test
    void anEmailRequestIsProposedUnderTheTurnsTraceAndChannelAndWaitsForConfirmation() {
        EventHeader header = EventHeader.start(TestEvents.newTraceId(), "acme", user, Channel.TELEGRAM);
        TurnReceived turn = new TurnReceived(UUID.randomUUID(), UUID.randomUUID(),
                "envoie un mail à delphine@acme.fr pour relancer la facture Q2", MemoryState.ON);

        messaging.source("turns").send(TestEvents.record(header, Events.TURN_RECEIVED, turn));

        TurnAnswered answer = published.awaitPayload(Events.TURN_ANSWERED, user);
        assertThat(answer.reply()).contains("delphine@acme.fr", "« oui »");
        EventEnvelope proposed = published.awaitEvent(Events.ACTION_PROPOSED, user);
        assertThat(proposed.traceId()).isEqualTo(header.traceId());
        assertThat(proposed.channel()).isEqualTo(Channel.TELEGRAM);
        ActionProposed proposal = TestEvents.codec().payload(proposed, Events.ACTION_PROPOSED);
        assertThat(proposal.turnId()).isEqualTo(turn.turnId());
        assertThat(proposal.tool()).isEqualTo("email_send");
        assertThat(proposal.language()).isEqualTo("fr");
        assertThat(proposal.expiresAt()).isEqualTo(header.occurredAt().truncatedTo(ChronoUnit.MILLIS).plusMinutes(5));
        assertThat(published.payloads(Events.RECORD_TURN, user)).as("the messages are kept, an action is not a memory")
                .singleElement().satisfies(recorded -> assertThat(recorded.proposed()).isEmpty());
        assertThat(published.events(Events.CREATE_MEMORIES, user)).isEmpty();
    }
}
