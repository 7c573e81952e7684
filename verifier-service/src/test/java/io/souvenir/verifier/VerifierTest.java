package io.souvenir.verifier;

import static io.souvenir.verifier.VerifierChannels.metric;
import static io.souvenir.verifier.VerifierChannels.payload;
import static io.souvenir.verifier.VerifierChannels.person;
import static io.souvenir.verifier.VerifierChannels.turn;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.Topics;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.TurnCompleted;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
class VerifierTest {

    private static final String FAMILY = "salut, écoute, ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit";
    private static final MemoryDraft CLAIRE = person("Claire — ma femme", "Claire", "wife");
    private static final MemoryDraft DAUGHTER = person("Ma fille — 11 ans", null, "daughter");

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String user = TestTokens.newUser();
    private VerifierChannels channels;

    @BeforeEach
    void startFromAnEmptyOutbox() {
        channels = new VerifierChannels(messaging, user);
    }

    @Test
    void theSonTheTurnMissedIsBackfilledAsASilentPersonInTheSameTrace() {
        EventHeader header = TestEvents.header(user, "acme");
        TurnCompleted turn = turn(FAMILY, true, CLAIRE, DAUGHTER);

        channels.send(TestEvents.record(header, Events.TURN_COMPLETED, turn));

        EventEnvelope command = channels.awaitOne(Topics.MEMORY_COMMANDS);
        assertThat(command.traceId()).isEqualTo(header.traceId());
        assertThat(command.channel()).isEqualTo(header.channel());
        CreateMemories backfill = payload(command, Events.CREATE_MEMORIES);
        assertThat(backfill.turnId()).isEqualTo(turn.turnId());
        assertThat(backfill.sourceMessageId()).isEqualTo(turn.messageId());
        assertThat(backfill.source()).isEqualTo(MemorySource.VERIFIER);
        assertThat(backfill.memory()).as("the turn was heard with memory on, and its backfill says so").isEqualTo(MemoryState.ON);
        assertThat(backfill.memories()).extracting(MemoryDraft::kind, MemoryDraft::persons, MemoryDraft::text,
                        MemoryDraft::visible)
                .containsExactly(tuple(MemoryKind.PERSON, List.of(new PersonRef(null, "son")), "Mon fils — 18 ans", false));
        assertThat(backfill.memories().get(0).id())
                .as("derived from the turn and the content, so a redelivery proposes the same id")
                .isEqualTo(UUID.nameUUIDFromBytes((turn.turnId() + "/verifier/mon fils 18 ans").getBytes()));
        ActivityRecorded activity = payload(channels.awaitOne(Topics.ACTIVITY), Events.ACTIVITY_RECORDED);
        assertThat(activity.type()).isEqualTo("verifier.backfilled");
        assertThat(activity.service()).isEqualTo("verifier-service");
        assertThat(activity.summary()).isEqualTo("Kept 1 memory the turn missed (1 person)")
                .as("silent: the activity feed says what was kept, not what it says").doesNotContain("fils");
        assertThat(channels.onTopic(Topics.REPLIES)).isEmpty();
    }

    @Test
    void aReminderTheTurnMissedIsBackfilledShownAndDueWhenTheSentenceSaysInTheUsersZone() {
        // said on Wednesday 11 June 2025 at 10:00 in Montreal (16:00 in Paris, where the verifier's default is)
        EventHeader header = new EventHeader(UUID.randomUUID(), OffsetDateTime.parse("2025-06-11T14:00:00Z"),
                TestEvents.newTraceId(), "acme", user, Channel.TELEGRAM);
        TurnCompleted turn = new TurnCompleted(UUID.randomUUID(), UUID.randomUUID(), UUID.randomUUID(),
                "tu serais un ange si tu me relançais demain à 18h pour la vidange de la voiture", "fr", true, List.of(),
                "America/Montreal");

        channels.send(TestEvents.record(header, Events.TURN_COMPLETED, turn));

        EventEnvelope command = channels.awaitOne(Topics.MEMORY_COMMANDS);
        assertThat(command.channel()).as("delivered, when due, where it was asked").isEqualTo(Channel.TELEGRAM);
        assertThat(payload(command, Events.CREATE_MEMORIES).memories())
                .extracting(MemoryDraft::kind, MemoryDraft::text, MemoryDraft::dueAt, MemoryDraft::visible)
                .containsExactly(tuple(MemoryKind.REMINDER, "La vidange de la voiture",
                        OffsetDateTime.parse("2025-06-12T18:00:00-04:00"), true));
        assertThat(payload(channels.awaitOne(Topics.ACTIVITY), Events.ACTIVITY_RECORDED).summary())
                .as("what the user asked for is shown anyway: the activity says which")
                .isEqualTo("Kept 1 memory the turn missed (1 reminder): La vidange de la voiture");
    }

    @Test
    void aRequestWithNoTimeIsBackfilledAsAVisibleTask() {
        channels.send(turn("don't let me forget to renew the parking permit", true));

        assertThat(payload(channels.awaitOne(Topics.MEMORY_COMMANDS), Events.CREATE_MEMORIES).memories())
                .extracting(MemoryDraft::kind, MemoryDraft::text, MemoryDraft::dueAt, MemoryDraft::visible)
                .containsExactly(tuple(MemoryKind.TASK, "Renew the parking permit", null, true));
    }

    @Test
    void aReminderTheTurnKeptIsNotBackfilledAgain() {
        MemoryDraft kept = new MemoryDraft(UUID.randomUUID(), MemoryKind.REMINDER, null, Domain.NONE, "La vidange de la voiture",
                List.of(), null, OffsetDateTime.parse("2025-06-12T18:00:00+02:00"), true, 0.9);

        assertNothingPublishedFor(turn("tu serais un ange si tu me relançais demain à 18h pour la vidange de la voiture",
                true, kept));
    }

    @Test
    void nothingIsPublishedWhenTheTurnKeptAllThree() {
        assertNothingPublishedFor(turn(FAMILY, true, CLAIRE, DAUGHTER, person("Mon fils — 18 ans", null, "son")));
    }

    @Test
    void anAllergyTheTurnMissedIsBackfilledAsAHealthFact() {
        channels.send(turn("my wife is called Claire and I'm allergic to peanuts", true, person("Claire", "Claire", null)));

        CreateMemories backfill = payload(channels.awaitOne(Topics.MEMORY_COMMANDS), Events.CREATE_MEMORIES);
        assertThat(backfill.memories()).extracting(MemoryDraft::kind, MemoryDraft::domain, MemoryDraft::text,
                        MemoryDraft::visible)
                .containsExactly(tuple(MemoryKind.FACT, Domain.HEALTH, "I'm allergic to peanuts", false));
    }

    @Test
    void aSentenceTheMainPassKeptNothingOfLeavesAPersonForEachNameAndAFactForEachClause() {
        channels.send(turn("mes enfants s'appellent Inès, Malo et Tom", true));

        assertThat(payload(channels.awaitOne(Topics.MEMORY_COMMANDS), Events.CREATE_MEMORIES).memories())
                .extracting(MemoryDraft::kind, MemoryDraft::persons, MemoryDraft::visible)
                .containsExactly(tuple(MemoryKind.PERSON, List.of(new PersonRef("Inès", "child")), false),
                        tuple(MemoryKind.PERSON, List.of(new PersonRef("Malo", "child")), false),
                        tuple(MemoryKind.PERSON, List.of(new PersonRef("Tom", "child")), false));
        assertThat(payload(channels.awaitOne(Topics.ACTIVITY), Events.ACTIVITY_RECORDED).summary())
                .isEqualTo("Kept 3 memories the turn missed (3 person)");
    }

    @Test
    void theUsersOwnWordsAreKeptForAClauseNothingCovers() {
        channels.send(turn("I moved to Porto in 2019 and I rent a flat near the river", true));

        assertThat(payload(channels.awaitOne(Topics.MEMORY_COMMANDS), Events.CREATE_MEMORIES).memories())
                .extracting(MemoryDraft::kind, MemoryDraft::text, MemoryDraft::visible)
                .containsExactly(tuple(MemoryKind.FACT, "I moved to Porto in 2019", false),
                        tuple(MemoryKind.FACT, "I rent a flat near the river", false));
    }

    @Test
    void aStatementNoRuleReadsIsKeptWholeWhenTheTurnKeptNothing() {
        double statements = metric("souvenir_verifier_statements_total");

        channels.send(turn("le week-end on retape une vieille longère dans le Perche", true));

        assertThat(payload(channels.awaitOne(Topics.MEMORY_COMMANDS), Events.CREATE_MEMORIES).memories())
                .extracting(MemoryDraft::kind, MemoryDraft::text, MemoryDraft::visible)
                .containsExactly(tuple(MemoryKind.FACT, "Le week-end on retape une vieille longère dans le Perche", false));
        assertThat(metric("souvenir_verifier_statements_total")).isEqualTo(statements + 1);
    }

    @Test
    void aHypothesisAndReportedSpeechAboutStrangersStateNothing() {
        assertNothingPublishedFor(turn("si j'avais un chien je l'appellerais Rex", true));
    }

    @Test
    void aQuestionStatesNothing() {
        assertNothingPublishedFor(turn("comment s'appelle ma femme ?", true));
    }

    @Test
    void aNameNothingIntroducesIsLeftAlone() {
        assertNothingPublishedFor(turn("Bob dit que c'est facile", true));
    }

    @Test
    void aTurnWithExtractionOffIsNotVerified() {
        assertNothingPublishedFor(turn(FAMILY, false));
    }

    @Test
    void aRedeliveredTurnIsBackfilledOnce() {
        String record = TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_COMPLETED, turn(FAMILY, true, CLAIRE));

        channels.send(record);
        channels.send(record);

        channels.awaitOne(Topics.MEMORY_COMMANDS);
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3))
                .untilAsserted(() -> assertThat(channels.onTopic(Topics.MEMORY_COMMANDS)).hasSize(1));
        assertThat(Database.countAs("verifier", "processed_events", user, "acme")).isEqualTo(1);
    }

    @Test
    void aRecordThatBreaksTheContractIsRefusedCountedAndTheNextOneIsHandled() {
        double failuresBefore = metric("souvenir_verifier_failures_total");
        channels.send("{not json");
        channels.send(TestEvents.record(TestEvents.header(user, "acme"), Events.ACTIVITY_RECORDED,
                new ActivityRecorded("x", "not a finished turn", "test")));
        channels.send(turn(FAMILY, true));

        assertThat(payload(channels.awaitOne(Topics.MEMORY_COMMANDS), Events.CREATE_MEMORIES).memories()).hasSize(3);
        assertThat(Database.countAs("verifier", "processed_events", user, "acme")).isEqualTo(1);
        assertThat(metric("souvenir_verifier_failures_total")).isEqualTo(failuresBefore + 2);
    }

    @Test
    void aPollOfFinishedTurnsBackfillsEachOnceAndATurnWithNothingToAddLeavesNoMark() {
        double failuresBefore = metric("souvenir_verifier_failures_total");
        String missingTheSon = TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_COMPLETED,
                turn(FAMILY, true, CLAIRE, DAUGHTER));
        String keptEverything = TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_COMPLETED,
                turn(FAMILY, true, CLAIRE, DAUGHTER, person("Mon fils — 18 ans", null, "son")));

        messaging.source("turns-completed").send(List.of(keptEverything, missingTheSon, "{not json", missingTheSon));

        channels.awaitOne(Topics.MEMORY_COMMANDS);
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3)).untilAsserted(() -> {
            assertThat(channels.onTopic(Topics.MEMORY_COMMANDS)).as("redelivered in the same poll, backfilled once").hasSize(1);
            assertThat(channels.onTopic(Topics.ACTIVITY)).hasSize(1);
        });
        assertThat(Database.countAs("verifier", "processed_events", user, "acme"))
                .as("only the turn that had something to add was claimed").isEqualTo(1);
        assertThat(metric("souvenir_verifier_failures_total")).isEqualTo(failuresBefore + 1);
    }

    @Test
    void whatItReadCountedBackfilledAndAbstainedFromIsExposedAsMetrics() {
        double sentences = metric("souvenir_verifier_sentences_total");
        double facts = metric("souvenir_verifier_facts_total");
        double backfilled = metric("souvenir_verifier_backfilled_total");
        double abstained = metric("souvenir_verifier_abstained_total");

        channels.send(turn("ma femme s'appelle Claire et Bob dit que c'est facile", true));

        channels.awaitOne(Topics.MEMORY_COMMANDS);
        // two persons (Claire, and Bob, named by the user), none kept by the turn; what Bob says is not theirs to keep
        await().atMost(Duration.ofSeconds(5)).until(() -> metric("souvenir_verifier_sentences_total") == sentences + 1);
        assertThat(metric("souvenir_verifier_facts_total")).isEqualTo(facts + 2);
        assertThat(metric("souvenir_verifier_backfilled_total")).isEqualTo(backfilled + 2);
        assertThat(metric("souvenir_verifier_abstained_total")).isEqualTo(abstained + 1);
    }

    /** What an operator reads on /q/metrics: a turn Kafka delivers twice was read once, whether it added something or not. */
    @Test
    void aRedeliveredTurnIsCountedOnceInTheMetrics() {
        double sentences = metric("souvenir_verifier_sentences_total");
        double backfilled = metric("souvenir_verifier_backfilled_total");
        String missingTheSon = TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_COMPLETED,
                turn(FAMILY, true, CLAIRE, DAUGHTER));
        String keptEverything = TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_COMPLETED,
                turn(FAMILY, true, CLAIRE, DAUGHTER, person("Mon fils — 18 ans", null, "son")));

        channels.send(missingTheSon);
        channels.send(keptEverything);
        channels.send(missingTheSon);
        channels.send(keptEverything);

        channels.awaitOne(Topics.MEMORY_COMMANDS);
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(5)).untilAsserted(() -> {
            assertThat(metric("souvenir_verifier_sentences_total")).as("two turns read").isEqualTo(sentences + 2);
            assertThat(metric("souvenir_verifier_backfilled_total")).as("the son, once").isEqualTo(backfilled + 1);
        });
    }

    @Test
    void withoutATenantTheServiceRoleSeesNoRow() {
        channels.send(turn(FAMILY, true));
        channels.awaitOne(Topics.MEMORY_COMMANDS);

        assertThat(Database.countAs("verifier", "processed_events", user, "acme")).isEqualTo(1);
        assertThat(Database.countAs("verifier", "processed_events", null, null)).isZero();
        assertThat(Database.countAs("verifier", "processed_events", user, "globex")).isZero();
    }

    private void assertNothingPublishedFor(TurnCompleted turn) {
        channels.send(turn);
        // records are handled in order: once someone's later turn is backfilled, this one was read
        String later = TestTokens.newUser();
        messaging.source("turns-completed").send(TestEvents.record(TestEvents.header(later, "acme"), Events.TURN_COMPLETED,
                turn(FAMILY, true)));
        new PublishedEvents(messaging).awaitOne(Topics.MEMORY_COMMANDS, later);

        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3))
                .untilAsserted(() -> assertThat(channels.publishedAnything()).isFalse());
        assertThat(Database.countAs("verifier", "processed_events", user, "acme")).as("nothing to add leaves no mark").isZero();
    }
}
