package io.souvenir.memory.knowledge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Turns a fuzzy question into search keywords with a small prompt to an OpenAI-compatible model
 * ({@code /chat/completions}). Bounded: past the timeout the search goes on without it, and any
 * failure (down, refused, nonsense) is the same as no answer.
 */
public class ModelRewriter {

    private static final Logger LOG = Logger.getLogger(ModelRewriter.class);
    static final String PROMPT = """
            You turn a developer's question into search keywords for a knowledge base of notes written \
            in French, English and Chinese. Answer with one line of 3 to 12 keywords separated by spaces: \
            the question's own words, their synonyms and their translations (French, English, Chinese). \
            No sentence, no punctuation.""";

    private final HttpClient http;
    private final ObjectMapper json;
    private final URI endpoint;
    private final Optional<String> apiKey;
    private final String model;
    private final Duration timeout;

    public ModelRewriter(String baseUrl, Optional<String> apiKey, String model, Duration timeout, ObjectMapper json) {
        this.endpoint = URI.create(baseUrl.replaceAll("/+$", "") + "/chat/completions");
        this.apiKey = apiKey;
        this.model = model;
        this.timeout = timeout;
        this.json = json;
        this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
    }

    /** The model's keywords, or nothing when it did not answer in time. */
    public Optional<String> keywords(String question) {
        try {
            ObjectNode body = json.createObjectNode().put("model", model).put("temperature", 0).put("max_tokens", 60);
            body.putArray("messages")
                    .add(json.createObjectNode().put("role", "system").put("content", PROMPT))
                    .add(json.createObjectNode().put("role", "user").put("content", question));
            HttpRequest.Builder request = HttpRequest.newBuilder(endpoint).timeout(timeout)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(body)));
            apiKey.ifPresent(key -> request.header("Authorization", "Bearer " + key));
            CompletableFuture<HttpResponse<String>> call = http.sendAsync(request.build(), HttpResponse.BodyHandlers.ofString());
            HttpResponse<String> response = call.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (response.statusCode() != 200) {
                LOG.debugf("query rewriting: the model answered %d", response.statusCode());
                return Optional.empty();
            }
            JsonNode content = json.readTree(response.body()).path("choices").path(0).path("message").path("content");
            String keywords = content.asText("").replaceAll("[\\r\\n,;]+", " ").strip();
            return keywords.isEmpty() ? Optional.empty() : Optional.of(keywords.length() > 500 ? keywords.substring(0, 500) : keywords);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (Exception e) {
            LOG.debugf("query rewriting: no keywords from the model (%s)", e.toString());
            return Optional.empty();
        }
    }
}
