package io.souvenir.turn.engine.openai;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.matching;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static io.souvenir.platform.testing.OpenAiProtocol.call;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.souvenir.platform.testing.OpenAiProtocol;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A real HTTP server speaking the OpenAI chat-completions protocol, scripted like a model that
 * calls tools: the first call answers with tool calls, the call that carries the tool results
 * answers with text. The real langchain4j client, its JSON and its tool dispatch run against it.
 */
public class OpenAiServer implements QuarkusTestResourceLifecycleManager {

    static final String REPLY = "Claire, onze ans et dix-huit ans : une belle famille ! Je te rappellerai jeudi.";
    static WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(wireMockConfig().dynamicPort());
        server.start();
        server.stubFor(post(urlEqualTo("/v1/chat/completions")).atPriority(1)
                .withRequestBody(containing("tool_call_id"))
                .willReturn(json(OpenAiProtocol.answer(REPLY))));
        server.stubFor(post(urlEqualTo("/v1/chat/completions")).atPriority(2)
                .withRequestBody(containing("relancer la facture Q2"))
                .willReturn(json(OpenAiProtocol.toolCalls(List.of(call("call_1", "proposeEmail", Map.of("to", "delphine@acme.fr",
                        "subject", "Facture Q2", "body", "Bonjour Delphine, où en est la facture Q2 ?")))))));
        server.stubFor(post(urlEqualTo("/v1/chat/completions")).atPriority(5)
                .willReturn(json(OpenAiProtocol.toolCalls(List.of(
                        call("call_1", "rememberPerson", Map.of("text", "Claire — ma femme", "name", "Claire", "relation", "wife")),
                        call("call_2", "rememberPerson", Map.of("text", "Ma fille — 11 ans", "relation", "daughter")),
                        call("call_3", "rememberPerson", Map.of("text", "Mon fils — 18 ans", "relation", "son")),
                        call("call_4", "createReminder", Map.of("text", "Payer le loyer", "dueAt", "2026-12-03T09:00:00+01:00")))))));
        // memory-service's routes for services, as turn-service reads them
        server.stubFor(get(urlPathEqualTo("/internal/v1/narrative")).withHeader("Authorization", matching("Bearer .+"))
                .willReturn(json("""
                        {"identityCard": "# Fiche d'identité\\n\\n## Proches\\n- Claire — ma femme\\n",
                         "summary": "- 2026-11-28 09:00 → 2026-11-28 09:20 : On a parlé du voyage à Rome",
                         "summaryBatches": 1,
                         "liveWindow": [{"role": "user", "text": "Bonjour !", "at": "2026-11-29T09:00:00Z"}]}""")));
        server.stubFor(get(urlPathEqualTo("/internal/v1/search")).withHeader("Authorization", matching("Bearer .+"))
                .willReturn(json("""
                        {"hits": [{"type": "memory", "id": "%s", "kind": "fact", "text": "Claire est allergique aux arachides",
                                   "score": 0.9, "angles": ["person"], "externalIds": []}]}""".formatted(UUID.randomUUID()))));
        // action-ledger's: one email sent earlier today, asked on Telegram and confirmed on the web
        server.stubFor(get(urlPathEqualTo("/internal/v1/actions")).withHeader("Authorization", matching("Bearer .+"))
                .willReturn(json("""
                        {"actions": [{"id": "%s", "tool": "email_send", "arguments": {"to": "paul@acme.fr"},
                                      "label": "Envoyer un mail à paul@acme.fr : Budget", "language": "fr", "status": "executed",
                                      "channel": "telegram", "proposedAt": "2026-11-29T08:00:00Z", "expiresAt": "2026-11-29T08:05:00Z",
                                      "decidedChannel": "web", "decidedAt": "2026-11-29T08:01:00Z",
                                      "finishedAt": "2026-11-29T08:01:05Z", "attempts": 1}]}""".formatted(UUID.randomUUID()))));
        return Map.of("quarkus.langchain4j.openai.base-url", server.baseUrl() + "/v1",
                "quarkus.rest-client.memory-service.url", server.baseUrl(),
                "quarkus.rest-client.action-ledger.url", server.baseUrl());
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }

    private static ResponseDefinitionBuilder json(String body) {
        return aResponse().withStatus(200).withHeader("Content-Type", "application/json").withBody(body);
    }
}
