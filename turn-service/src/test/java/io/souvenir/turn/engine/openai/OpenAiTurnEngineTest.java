package io.souvenir.turn.engine.openai;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.smallrye.reactive.messaging.memory.InMemorySink;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventType;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.contracts.turn.TurnReceived;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(OpenAiTurnEngineTest.OpenAiMode.class)
@QuarkusTestResource(value = OpenAiServer.class, restrictToAnnotatedClass = true)
class OpenAiTurnEngineTest {

    public static class OpenAiMode implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("souvenir.llm.mode", "openai", "quarkus.langchain4j.openai.api-key", "test-key");
        }
    }

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String user = TestTokens.newUser();

    @Test
    void theModelsToolCallsBecomeMemoriesAndItsTextTheReply() {
        TurnReceived turn = new TurnReceived(UUID.randomUUID(), UUID.randomUUID(),
                "ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit. Rappelle-moi jeudi de payer le loyer", MemoryState.ON);

        messaging.source("turns").send(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED, turn));

        TurnAnswered answer = awaitPayload(Events.TURN_ANSWERED);
        assertThat(answer.reply()).isEqualTo(OpenAiServer.REPLY);
        assertThat(answer.creations()).singleElement().satisfies(reminder -> {
            assertThat(reminder.kind()).isEqualTo("reminder");
            assertThat(reminder.dueAt()).isEqualTo(OffsetDateTime.parse("2026-12-03T09:00:00+01:00"));
        });
        CreateMemories keep = awaitPayload(Events.CREATE_MEMORIES);
        assertThat(keep.memories()).extracting(memory -> memory.kind() + " " + memory.visible() + " " + memory.text())
                .containsExactly("PERSON false Claire — ma femme", "PERSON false Ma fille — 11 ans",
                        "PERSON false Mon fils — 18 ans", "REMINDER true Payer le loyer");
        assertThat(keep.memories().get(0).persons()).singleElement()
                .satisfies(claire -> assertThat(claire.name()).isEqualTo("Claire"));
        OpenAiServer.server.verify(postRequestedFor(urlEqualTo("/v1/chat/completions"))
                .withHeader("Authorization", containing("Bearer test-key"))
                .withRequestBody(matchingJsonPath("$.tools[?(@.function.name == 'rememberFact')]"))
                .withRequestBody(containing("onze ans")));
        assertThat(keep.memories()).extracting(memory -> memory.kind()).doesNotContain(MemoryKind.FACT);
    }

    private <P> P awaitPayload(EventType<P> type) {
        InMemorySink<String> published = messaging.sink("souvenir-outbox");
        EventEnvelope event = await().atMost(Duration.ofSeconds(20)).until(() -> published.received().stream()
                .filter(message -> message.getMetadata(OutgoingKafkaRecordMetadata.class).isPresent())
                .map(message -> TestEvents.codec().read(message.getPayload()))
                .filter(envelope -> envelope.userId().equals(user) && envelope.type().equals(type.name()))
                .findFirst(), Optional::isPresent).orElseThrow();
        return TestEvents.codec().payload(event, type);
    }
}
