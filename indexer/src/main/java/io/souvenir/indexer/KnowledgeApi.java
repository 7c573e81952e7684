package io.souvenir.indexer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** The gateway's knowledge routes, as the user of a bearer token. */
public final class KnowledgeApi {

    /** A refused or failed call: the status and the problem's detail. */
    public static final class Failed extends IOException {

        public final int status;

        Failed(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final String baseUrl;
    private final String token;

    public KnowledgeApi(String baseUrl, String token) {
        this.baseUrl = baseUrl.replaceAll("/+$", "");
        this.token = token;
    }

    /** One PUT: the source holds exactly these documents afterwards. */
    public JsonNode replace(String source, List<Note> documents) throws IOException, InterruptedException {
        byte[] body = JSON.writeValueAsBytes(Map.of("documents", documents));
        return send(HttpRequest.newBuilder(uri("/api/v1/knowledge/sources/" + encode(source)))
                .header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    public JsonNode notes() throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(uri("/api/v1/knowledge/notes")).GET());
    }

    private JsonNode send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(request.header("Authorization", "Bearer " + token)
                .timeout(Duration.ofMinutes(2)).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        JsonNode body = response.body().isBlank() ? JSON.createObjectNode() : readOrText(response.body());
        if (response.statusCode() / 100 != 2) {
            throw new Failed(response.statusCode(), response.statusCode() + " " + body.path("detail").asText(response.body())
                    + (body.has("errors") ? " " + body.get("errors") : ""));
        }
        return body;
    }

    private static JsonNode readOrText(String body) {
        try {
            return JSON.readTree(body);
        } catch (IOException e) {
            return JSON.createObjectNode().put("detail", body);
        }
    }

    private URI uri(String path) {
        return URI.create(baseUrl + path);
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
