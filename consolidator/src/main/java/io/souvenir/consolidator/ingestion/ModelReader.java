package io.souvenir.consolidator.ingestion;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.souvenir.consolidator.ingestion.Reading.Material;
import io.souvenir.consolidator.ingestion.Reading.Proposals;
import io.souvenir.consolidator.ingestion.SourceClient.Note;
import io.souvenir.consolidator.ingestion.SourceClient.Source;
import io.souvenir.contracts.context.Citation;
import io.souvenir.contracts.context.Cited;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * The ingestion by an OpenAI-compatible model ({@code /chat/completions}, a JSON answer). Its
 * prompt gives it the new sources with their ids and forbids citing anything else, outputs above
 * all; what it cites outside those sources is dropped here (and again by memory-service). When
 * the model fails or answers nonsense, the offline rules read the sources instead.
 */
public final class ModelReader implements Reading.Reader {

    private static final Logger LOG = Logger.getLogger(ModelReader.class);
    static final String PROMPT = """
            You ingest the raw sources of a mission-bounded workspace (a context). Persisting is not ingesting: \
            the sources are what was said or observed; you propose what they establish. Answer with one JSON object \
            {"notes":[…],"decisions":[…],"todos":[…],"contradictions":[…],"questions":[…],"synthesis":"…"} where \
            every item is {"text":"…","citations":[{"sourceId":"…","quote":"…"}]}.
            Rules:
            - Every item cites at least one source, by the id given under SOURCES, with a quote copied word for word from it.
            - Cite only the SOURCES given here. Never cite an output, a deliverable, a summary, the synthesis or anything \
            you wrote: outputs are never evidence, and you must not cite yourself.
            - notes: one atomic fact or claim each; a claim names who made it ("Marc: …"); keep dates and numbers exact.
            - decisions: what was decided ("on a décidé", "we decided"); todos: what must be done ("il faut", "we need to").
            - contradictions: two statements that cannot both be true, citing both (sources, or a source and an established note's source).
            - questions: questions raised in the sources that nothing answers.
            - synthesis: a few lines of where the mission stands, in the language of the sources.
            Write in the language of the sources. Invent nothing.""";

    private final HttpClient http;
    private final ObjectMapper json;
    private final URI endpoint;
    private final Optional<String> apiKey;
    private final String model;
    private final Duration timeout;
    private final Reading.Reader fallback;

    public ModelReader(String baseUrl, Optional<String> apiKey, String model, Duration timeout, ObjectMapper json, Reading.Reader fallback) {
        this.endpoint = URI.create(baseUrl.replaceAll("/+$", "") + "/chat/completions");
        this.apiKey = apiKey;
        this.model = model;
        this.timeout = timeout;
        this.json = json;
        this.fallback = fallback;
        this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
    }

    @Override
    public String engine() {
        return "openai";
    }

    @Override
    public Proposals read(Material material) {
        try {
            ObjectNode body = json.createObjectNode().put("model", model).put("temperature", 0);
            body.putObject("response_format").put("type", "json_object");
            body.putArray("messages")
                    .add(json.createObjectNode().put("role", "system").put("content", PROMPT))
                    .add(json.createObjectNode().put("role", "user").put("content", material(material)));
            HttpRequest.Builder request = HttpRequest.newBuilder(endpoint).timeout(timeout).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(body)));
            apiKey.filter(key -> !key.isBlank()).ifPresent(key -> request.header("Authorization", "Bearer " + key));
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException("the model answered " + response.statusCode());
            }
            String content = json.readTree(response.body()).path("choices").path(0).path("message").path("content").asText("");
            return proposals(json.readTree(content.replaceAll("(?s)^\\s*```(?:json)?|```\\s*$", "")), citable(material));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the model read the sources", e);
        } catch (Exception e) {
            LOG.warnf("context ingestion: the model failed (%s); the offline rules read the sources", e.toString());
            return fallback.read(material);
        }
    }

    /** What the model is given: the frame, the notes it may contradict, and the new sources with their ids. */
    private static String material(Material material) {
        StringBuilder text = new StringBuilder();
        if (material.context() != null) {
            text.append("CONTEXT: ").append(material.context().name()).append(" — ").append(material.context().mission()).append('\n');
        }
        if (!material.established().isEmpty()) {
            text.append("\nESTABLISHED NOTES (not evidence themselves; to spot contradictions, cite their sources):\n");
            for (Note note : material.established()) {
                text.append("- ").append(note.text());
                if (note.citations() != null && !note.citations().isEmpty()) {
                    text.append(" [source ").append(note.citations().get(0).sourceId()).append(": \"")
                            .append(note.citations().get(0).quote()).append("\"]");
                }
                text.append('\n');
            }
        }
        text.append("\nSOURCES:\n");
        for (Source source : material.sources()) {
            text.append("\n[source ").append(source.id()).append("] ").append(source.kind());
            if (source.title() != null) {
                text.append(" — ").append(source.title());
            }
            if (source.speakers() != null && !source.speakers().isEmpty()) {
                text.append(" — speakers: ").append(String.join(", ", source.speakers()));
            }
            text.append('\n').append(source.text()).append('\n');
        }
        return text.toString();
    }

    private static Set<UUID> citable(Material material) {
        Set<UUID> ids = new HashSet<>();
        material.sources().forEach(source -> ids.add(source.id()));
        material.established().stream().filter(note -> note.citations() != null)
                .forEach(note -> note.citations().forEach(citation -> ids.add(citation.sourceId())));
        return ids;
    }

    private static Proposals proposals(JsonNode answer, Set<UUID> citable) {
        if (!answer.isObject()) {
            throw new IllegalStateException("the model's answer is not a JSON object");
        }
        JsonNode synthesis = answer.path("synthesis");
        return new Proposals(items(answer.path("notes"), citable), items(answer.path("decisions"), citable),
                items(answer.path("todos"), citable), items(answer.path("contradictions"), citable),
                items(answer.path("questions"), citable), synthesis.isTextual() && !synthesis.asText().isBlank() ? synthesis.asText() : null);
    }

    private static List<Cited> items(JsonNode array, Set<UUID> citable) {
        List<Cited> items = new ArrayList<>();
        for (JsonNode item : array) {
            String text = item.path("text").asText("").strip();
            List<Citation> citations = new ArrayList<>();
            for (JsonNode citation : item.path("citations")) {
                UUID id = uuid(citation.path("sourceId").asText(""));
                String quote = citation.path("quote").asText("").strip();
                if (id != null && citable.contains(id) && !quote.isEmpty()) {
                    citations.add(new Citation(id, quote));
                }
            }
            if (!text.isEmpty() && !citations.isEmpty()) {
                items.add(new Cited(text, citations));
            }
        }
        return items;
    }

    private static UUID uuid(String text) {
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
