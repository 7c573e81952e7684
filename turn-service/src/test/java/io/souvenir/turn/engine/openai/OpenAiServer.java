package io.souvenir.turn.engine.openai;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

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
                .willReturn(json(completion("""
                        {"role": "assistant", "content": "%s"}""".formatted(REPLY), "stop"))));
        server.stubFor(post(urlEqualTo("/v1/chat/completions")).atPriority(5)
                .willReturn(json(completion("""
                        {"role": "assistant", "content": null, "tool_calls": [
                          %s, %s, %s, %s
                        ]}""".formatted(
                        call("call_1", "rememberPerson", "{\\\"text\\\": \\\"Claire — ma femme\\\", \\\"name\\\": \\\"Claire\\\", \\\"relation\\\": \\\"wife\\\"}"),
                        call("call_2", "rememberPerson", "{\\\"text\\\": \\\"Ma fille — 11 ans\\\", \\\"relation\\\": \\\"daughter\\\"}"),
                        call("call_3", "rememberPerson", "{\\\"text\\\": \\\"Mon fils — 18 ans\\\", \\\"relation\\\": \\\"son\\\"}"),
                        call("call_4", "createReminder", "{\\\"text\\\": \\\"Payer le loyer\\\", \\\"dueAt\\\": \\\"2026-12-03T09:00:00+01:00\\\"}")),
                        "tool_calls"))));
        return Map.of("quarkus.langchain4j.openai.base-url", server.baseUrl() + "/v1");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }

    private static String call(String id, String tool, String arguments) {
        return """
                {"id": "%s", "type": "function", "function": {"name": "%s", "arguments": "%s"}}""".formatted(id, tool, arguments);
    }

    private static String completion(String message, String finishReason) {
        return """
                {"id": "chatcmpl-souvenir", "object": "chat.completion", "created": 1764410000, "model": "gpt-4o-mini",
                 "choices": [{"index": 0, "message": %s, "finish_reason": "%s"}],
                 "usage": {"prompt_tokens": 120, "completion_tokens": 40, "total_tokens": 160}}""".formatted(message, finishReason);
    }

    private static com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder json(String body) {
        return aResponse().withStatus(200).withHeader("Content-Type", "application/json").withBody(body);
    }
}
