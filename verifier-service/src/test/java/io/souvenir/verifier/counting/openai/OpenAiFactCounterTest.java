package io.souvenir.verifier.counting.openai;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static io.souvenir.verifier.VerifierChannels.metric;
import static io.souvenir.verifier.VerifierChannels.payload;
import static io.souvenir.verifier.VerifierChannels.person;
import static io.souvenir.verifier.VerifierChannels.turn;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.Topics;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.platform.testing.OpenAiMode;
import io.souvenir.platform.testing.TestTokens;
import io.souvenir.verifier.VerifierChannels;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(OpenAiMode.class)
@QuarkusTestResource(value = OpenAiServer.class, restrictToAnnotatedClass = true)
class OpenAiFactCounterTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    private VerifierChannels channels;

    @BeforeEach
    void startFromAnEmptyOutbox() {
        channels = new VerifierChannels(messaging, TestTokens.newUser());
    }

    @Test
    void theModelsStatedPersonsTheTurnMissedAreBackfilledAndItsReminderIsRefused() {
        channels.send(turn(OpenAiServer.FAMILY, true, person("Claire — ma femme", "Claire", "wife")));

        CreateMemories backfill = payload(channels.awaitOne(Topics.MEMORY_COMMANDS), Events.CREATE_MEMORIES);
        assertThat(backfill.source()).isEqualTo(MemorySource.VERIFIER);
        assertThat(backfill.memories()).extracting(MemoryDraft::kind, MemoryDraft::persons, MemoryDraft::text,
                        MemoryDraft::visible)
                .as("the model's wording, not the offline rules' (\"Ma fille — 11 ans\"); no reminder")
                .containsExactly(
                        tuple(MemoryKind.PERSON, List.of(new PersonRef(null, "daughter")), "Ma fille, onze ans", false),
                        tuple(MemoryKind.PERSON, List.of(new PersonRef(null, "son")), "Mon fils, dix-huit ans", false));
        OpenAiServer.server.verify(postRequestedFor(urlEqualTo("/v1/chat/completions"))
                .withHeader("Authorization", containing("Bearer test-key"))
                .withRequestBody(matchingJsonPath("$.tools.length()", equalTo("1")))
                .withRequestBody(matchingJsonPath("$.tools[0].function.name", equalTo("statedFact")))
                .withRequestBody(matchingJsonPath("$.messages[?(@.role == 'user')].content",
                        containing(OpenAiServer.FAMILY))));
        OpenAiServer.server.verify(postRequestedFor(urlEqualTo("/v1/chat/completions"))
                .withRequestBody(matchingJsonPath("$.messages[?(@.tool_call_id == 'call_2')].content",
                        containing("error: refused"))));
    }

    @Test
    void whenTheModelFailsTheOfflineRulesCountTheSentenceAndTheFailureIsCounted() {
        double failures = metric("souvenir_verifier_failures_total");

        channels.send(turn(OpenAiServer.DOWN, true, person("Claire", "Claire", null)));

        CreateMemories backfill = payload(channels.awaitOne(Topics.MEMORY_COMMANDS), Events.CREATE_MEMORIES);
        assertThat(backfill.source()).isEqualTo(MemorySource.VERIFIER);
        assertThat(backfill.memories()).extracting(MemoryDraft::kind, MemoryDraft::domain, MemoryDraft::text,
                        MemoryDraft::visible)
                .containsExactly(tuple(MemoryKind.FACT, Domain.HEALTH, "I'm allergic to peanuts", false));
        assertThat(metric("souvenir_verifier_failures_total")).isEqualTo(failures + 1);
    }

    @Test
    void aStatementTheModelStatesNothingOfIsKeptWholeWhenTheTurnKeptNothingButAQuestionIsNot() {
        channels.send(turn(OpenAiServer.SILENT_QUESTION, true));
        channels.send(turn(OpenAiServer.SILENT_STATEMENT, true));

        CreateMemories backfill = payload(channels.awaitOne(Topics.MEMORY_COMMANDS), Events.CREATE_MEMORIES);
        assertThat(backfill.memories()).extracting(MemoryDraft::kind, MemoryDraft::text, MemoryDraft::visible)
                .as("the offline rules' last word; the question before it kept nothing")
                .containsExactly(tuple(MemoryKind.FACT, "Le week-end on retape une vieille longère dans le Perche", false));
    }
}
