package io.souvenir.turn.engine.openai;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.action.ActionProposed;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.contracts.turn.TurnReceived;
import io.souvenir.platform.testing.OpenAiMode;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.OffsetDateTime;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(OpenAiMode.class)
@QuarkusTestResource(value = OpenAiServer.class, restrictToAnnotatedClass = true)
class OpenAiTurnEngineTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String user = TestTokens.newUser();

    private PublishedEvents published;

    @BeforeEach
    void readWhatIsPublished() {
        published = new PublishedEvents(messaging);
    }

    @Test
    void theModelsToolCallsBecomeMemoriesAndItsTextTheReply() {
        TurnReceived turn = new TurnReceived(UUID.randomUUID(), UUID.randomUUID(),
                "ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit. Rappelle-moi jeudi de payer le loyer", MemoryState.ON);

        messaging.source("turns").send(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED, turn));

        TurnAnswered answer = published.awaitPayload(Events.TURN_ANSWERED, user);
        assertThat(answer.reply()).isEqualTo(OpenAiServer.REPLY);
        assertThat(answer.creations()).singleElement().satisfies(reminder -> {
            assertThat(reminder.kind()).isEqualTo("reminder");
            assertThat(reminder.dueAt()).isEqualTo(OffsetDateTime.parse("2026-12-03T09:00:00+01:00"));
        });
        CreateMemories keep = published.awaitPayload(Events.RECORD_TURN, user).proposed().orElseThrow();
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

    @Test
    void thePromptCarriesTheSummaryTheRecalledMemoriesAndTheIdentityCardAtTheBottom() {
        TurnReceived turn = new TurnReceived(UUID.randomUUID(), UUID.randomUUID(), "On part où déjà avec ma femme ?", MemoryState.ON);

        messaging.source("turns").send(TestEvents.record(TestEvents.header(user, "acme"), Events.TURN_RECEIVED, turn));

        published.awaitPayload(Events.TURN_ANSWERED, user);
        String prompt = OpenAiServer.server.findAll(postRequestedFor(urlEqualTo("/v1/chat/completions"))
                        .withRequestBody(containing("On part où déjà avec ma femme ?"))).get(0).getBodyAsString();
        assertThat(prompt).contains("[Résumé de la conversation]", "On a parlé du voyage à Rome",
                "[Derniers échanges]", "user: Bonjour !",
                "[Souvenirs liés à ce message]", "Claire est allergique aux arachides (fact; person)",
                "[Fiche d'identité]", "Claire — ma femme");
        assertThat(prompt.indexOf("[Fiche d'identité]")).isGreaterThan(prompt.indexOf("On part où déjà avec ma femme ?"))
                .isGreaterThan(prompt.indexOf("[Souvenirs liés à ce message]"));
        OpenAiServer.server.verify(getRequestedFor(urlPathEqualTo("/internal/v1/search")).withQueryParam("angles", equalTo("person")));
        OpenAiServer.server.verify(getRequestedFor(urlPathEqualTo("/internal/v1/search")).withQueryParam("angles", equalTo("meaning")));
    }

    @Test
    void theModelProposesAnEmailThatWaitsAndItsPromptTellsWhatItDidRecently() {
        EventHeader header = EventHeader.start(TestEvents.newTraceId(), "acme", user, Channel.TELEGRAM);
        TurnReceived turn = new TurnReceived(UUID.randomUUID(), UUID.randomUUID(),
                "envoie un mail à delphine@acme.fr pour relancer la facture Q2", MemoryState.ON);

        messaging.source("turns").send(TestEvents.record(header, Events.TURN_RECEIVED, turn));

        EventEnvelope proposed = published.awaitEvent(Events.ACTION_PROPOSED, user);
        assertThat(proposed.traceId()).isEqualTo(header.traceId());
        assertThat(proposed.channel()).isEqualTo(Channel.TELEGRAM);
        ActionProposed proposal = TestEvents.codec().payload(proposed, Events.ACTION_PROPOSED);
        assertThat(proposal.label()).isEqualTo("Envoyer un mail à delphine@acme.fr : Facture Q2");
        assertThat(proposal.arguments()).containsEntry("body", "Bonjour Delphine, où en est la facture Q2 ?");
        String prompt = OpenAiServer.server.findAll(postRequestedFor(urlEqualTo("/v1/chat/completions"))
                .withRequestBody(containing("relancer la facture Q2"))).get(0).getBodyAsString();
        assertThat(prompt).contains("[Ce que tu as fait récemment]", "demandé sur Telegram : Envoyer un mail à paul@acme.fr : Budget — fait ",
                "09:01, confirmé sur le web");
        OpenAiServer.server.verify(postRequestedFor(urlEqualTo("/v1/chat/completions"))
                .withRequestBody(matchingJsonPath("$.tools[?(@.function.name == 'recallActions')]")));
    }
}
