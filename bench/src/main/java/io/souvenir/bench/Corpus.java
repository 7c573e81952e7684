package io.souvenir.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.contracts.memory.MemoryKind;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The labelled sentences of {@code corpus/extraction.jsonl}, one JSON object a line:
 * {@code {"id", "cat", "text", "expect": [[kind, visible, key(, "optional")], …]}}. An expected
 * memory is what a careful listener would keep: its kind, whether the user is shown its creation,
 * and the key that its text or its person must carry ("Claire", "fille+11": every part joined by
 * {@code +}). An optional one may be kept or not without counting either way.
 */
public final class Corpus {

    /** Every sentence is said on Wednesday 11 June 2025, 10:00 in Paris. */
    public static final ZonedDateTime NOW = ZonedDateTime.of(2025, 6, 11, 10, 0, 0, 0, ZoneId.of("Europe/Paris"));
    static final String RESOURCE = "/corpus/extraction.jsonl";

    private Corpus() {
    }

    public record Labelled(String id, String category, String text, List<Expected> expected) {

        public Labelled {
            expected = List.copyOf(expected);
        }
    }

    public record Expected(MemoryKind kind, boolean visible, String key, boolean optional) {

        public Expected {
            Objects.requireNonNull(kind, "kind");
            if (key == null || key.isBlank()) {
                throw new IllegalArgumentException("an expected memory needs a key");
            }
        }
    }

    public static List<Labelled> load() {
        try (InputStream in = Corpus.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the classpath");
            }
            return read(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Labelled> read(BufferedReader lines) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<Labelled> corpus = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        String line;
        for (int number = 1; (line = lines.readLine()) != null; number++) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode node = json.readTree(line);
            String id = node.path("id").asText();
            if (!ids.add(id)) {
                throw new IllegalStateException(RESOURCE + ":" + number + ": id " + id + " is used twice");
            }
            List<Expected> expected = new ArrayList<>();
            for (JsonNode memory : node.path("expect")) {
                expected.add(new Expected(MemoryKind.valueOf(memory.get(0).asText().toUpperCase(Locale.ROOT)),
                        memory.get(1).asBoolean(), memory.get(2).asText(), "optional".equals(memory.path(3).asText())));
            }
            corpus.add(new Labelled(id, node.path("cat").asText(), node.path("text").asText(), expected));
        }
        return corpus;
    }
}
