package io.souvenir.platform.testing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Bodies of the OpenAI chat-completions protocol, for scripting a local server (WireMock) that
 * plays a model: an answer in text, or tool calls whose arguments are real JSON.
 */
public final class OpenAiProtocol {

    private static final ObjectMapper JSON = new ObjectMapper();

    private OpenAiProtocol() {
    }

    /** The model answers with text and stops. */
    public static String answer(String text) {
        return completion(Map.of("role", "assistant", "content", text), "stop");
    }

    /** The model calls tools; the client runs them and calls again with their results. */
    public static String toolCalls(List<Map<String, Object>> calls) {
        Map<String, Object> message = new HashMap<>();
        message.put("role", "assistant");
        message.put("content", null);
        message.put("tool_calls", calls);
        return completion(message, "tool_calls");
    }

    public static Map<String, Object> call(String id, String tool, Map<String, Object> arguments) {
        return Map.of("id", id, "type", "function", "function", Map.of("name", tool, "arguments", write(arguments)));
    }

    private static String completion(Map<String, Object> message, String finishReason) {
        return write(Map.of("id", "chatcmpl-souvenir", "object", "chat.completion", "created", 1764410000,
                "model", "gpt-4o-mini",
                "choices", List.of(Map.of("index", 0, "message", message, "finish_reason", finishReason)),
                "usage", Map.of("prompt_tokens", 120, "completion_tokens", 40, "total_tokens", 160)));
    }

    private static String write(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
