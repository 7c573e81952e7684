package io.souvenir.consolidator.ingestion;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.WireMockServer;
import io.souvenir.consolidator.ingestion.Reading.Material;
import io.souvenir.consolidator.ingestion.Reading.Proposals;
import io.souvenir.consolidator.ingestion.SourceClient.Core;
import io.souvenir.consolidator.ingestion.SourceClient.Source;
import io.souvenir.contracts.context.Cited;
import io.souvenir.platform.testing.OpenAiProtocol;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The real HTTP client against a local server speaking the OpenAI protocol. */
class ModelReaderTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final WireMockServer openAi = new WireMockServer(options().dynamicPort());
    private final Source source = new Source(UUID.randomUUID(), "dictation", "Matin", "Marc dit que le chêne a pris 12 %.", List.of(),
            null, null, null);
    private final Material material = new Material(new Core(UUID.randomUUID(), "Salon-Bois", "Trouver du chêne", null), List.of(source),
            List.of());

    @BeforeEach
    void start() {
        openAi.start();
    }

    @AfterEach
    void stop() {
        openAi.stop();
    }

    @Test
    void thePromptForbidsCitingOutputsAndWhatTheModelCitesOutsideTheSourcesIsDropped() throws Exception {
        UUID output = UUID.randomUUID();
        String answer = JSON.writeValueAsString(Map.of(
                "notes", List.of(
                        Map.of("text", "Marc : le chêne a pris 12 %", "citations", List.of(Map.of("sourceId", source.id().toString(),
                                "quote", "le chêne a pris 12 %"))),
                        Map.of("text", "Le chêne monte (compte rendu)", "citations", List.of(Map.of("sourceId", output.toString(),
                                "quote", "Le chêne monte")))),
                "todos", List.of(Map.of("text", "Rappeler Marc", "citations", List.of())),
                "synthesis", "Le chêne a pris 12 % selon Marc."));
        openAi.stubFor(post(urlEqualTo("/v1/chat/completions"))
                .willReturn(aResponse().withHeader("Content-Type", "application/json").withBody(OpenAiProtocol.answer(answer))));

        Proposals read = reader().read(material);

        assertThat(read.notes()).extracting(Cited::text).containsExactly("Marc : le chêne a pris 12 %");
        assertThat(read.todos()).as("an item citing nothing is dropped").isEmpty();
        assertThat(read.synthesis()).isEqualTo("Le chêne a pris 12 % selon Marc.");
        openAi.verify(postRequestedFor(urlEqualTo("/v1/chat/completions"))
                .withRequestBody(containing("Never cite an output"))
                .withRequestBody(containing("outputs are never evidence"))
                .withRequestBody(containing("[source " + source.id() + "]"))
                .withRequestBody(containing("Marc dit que le chêne a pris 12 %.")));
    }

    @Test
    void whenTheModelFailsTheOfflineRulesReadTheSources() {
        openAi.stubFor(post(urlEqualTo("/v1/chat/completions")).willReturn(aResponse().withStatus(503)));

        Proposals read = reader().read(material);

        assertThat(read.notes()).extracting(Cited::text).containsExactly("Marc : Le chêne a pris 12 %.");
    }

    private ModelReader reader() {
        return new ModelReader("http://127.0.0.1:" + openAi.port() + "/v1", Optional.of("test-key"), "gpt-4o-mini", Duration.ofSeconds(5),
                JSON, new OfflineReader());
    }
}
