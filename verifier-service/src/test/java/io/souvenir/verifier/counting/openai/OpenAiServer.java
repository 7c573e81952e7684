package io.souvenir.verifier.counting.openai;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.souvenir.platform.testing.OpenAiProtocol;
import java.util.Map;
import java.util.List;

/**
 * A real HTTP server speaking the OpenAI chat-completions protocol, scripted like a model reading
 * the family sentence: three statedFact calls and one that tries to create a reminder, then "done"
 * once the tool results come back. A sentence about an allergy finds it down (500); on two others it
 * states nothing.
 */
public class OpenAiServer implements QuarkusTestResourceLifecycleManager {

    static final String FAMILY = "ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit";
    static final String DOWN = "my wife is called Claire and I'm allergic to peanuts";
    /** Sentences the model reads without stating anything: a statement of the user's life, a question. */
    static final String SILENT_STATEMENT = "le week-end on retape une vieille longère dans le Perche";
    static final String SILENT_QUESTION = "tu te souviens comment s'appelle ma femme ?";
    static WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(wireMockConfig().dynamicPort());
        server.start();
        server.stubFor(post(urlEqualTo("/v1/chat/completions")).atPriority(1)
                .withRequestBody(containing("allergic"))
                .willReturn(aResponse().withStatus(500).withBody("the model is down")));
        server.stubFor(post(urlEqualTo("/v1/chat/completions")).atPriority(2)
                .withRequestBody(containing("tool_call_id"))
                .willReturn(json(OpenAiProtocol.answer("done"))));
        server.stubFor(post(urlEqualTo("/v1/chat/completions")).atPriority(3)
                .withRequestBody(containing("longère"))
                .willReturn(json(OpenAiProtocol.answer("nothing to state"))));
        server.stubFor(post(urlEqualTo("/v1/chat/completions")).atPriority(3)
                .withRequestBody(containing("tu te souviens"))
                .willReturn(json(OpenAiProtocol.answer("nothing to state"))));
        server.stubFor(post(urlEqualTo("/v1/chat/completions")).atPriority(5)
                .withRequestBody(containing("onze ans"))
                .willReturn(json(OpenAiProtocol.toolCalls(List.of(
                        stated("call_1", Map.of("kind", "person", "text", "Claire — ma femme", "name", "Claire", "relation", "wife")),
                        stated("call_2", Map.of("kind", "reminder", "text", "Fêter les onze ans de ma fille")),
                        stated("call_3", Map.of("kind", "person", "text", "Ma fille, onze ans", "relation", "daughter")),
                        stated("call_4", Map.of("kind", "person", "text", "Mon fils, dix-huit ans", "relation", "fils")))))));
        return Map.of("quarkus.langchain4j.openai.base-url", server.baseUrl() + "/v1");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }

    private static Map<String, Object> stated(String id, Map<String, Object> arguments) {
        return OpenAiProtocol.call(id, "statedFact", arguments);
    }

    private static ResponseDefinitionBuilder json(String body) {
        return aResponse().withStatus(200).withHeader("Content-Type", "application/json").withBody(body);
    }
}
