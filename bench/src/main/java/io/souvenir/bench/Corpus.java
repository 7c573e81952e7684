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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The labelled sentences of {@code corpus/extraction/<part>/}, in the files its {@code INDEX}
 * lists, one JSON object a line (the rules: {@code bench/CORPUS.md}):
 * {@code {"id", "cat", "text", "expect": [[kind, visible, key(, "optional")], …]}}. An expected
 * memory is what a careful listener would keep: its kind, whether the user is shown its creation,
 * and the key that its text or its person must carry ("Claire", "fille+11": every part joined by
 * {@code +}). An optional one may be kept or not without counting either way.
 */
public final class Corpus {

    /** Every sentence is said on Wednesday 11 June 2025, 10:00 in Paris. */
    public static final ZonedDateTime NOW = ZonedDateTime.of(2025, 6, 11, 10, 0, 0, 0, ZoneId.of("Europe/Paris"));
    private static final String FOLDER = "/corpus/extraction/";

    /**
     * Development sentences may be read while writing rules; held-out ones never are. FRESH is the
     * newest held-out part, written after the rules' last change and measured once.
     */
    public enum Part {
        DEV, HELDOUT, FRESH;

        String folder() {
            return FOLDER + name().toLowerCase(Locale.ROOT) + "/";
        }
    }

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

    /** The part's sentences; a part without an INDEX has none yet. */
    public static List<Labelled> load(Part part) {
        return byFile(part).values().stream().flatMap(List::stream).toList();
    }

    /** The part's sentences file by file, in the order its INDEX lists them. */
    public static Map<String, List<Labelled>> byFile(Part part) {
        Map<String, List<Labelled>> files = new LinkedHashMap<>();
        Set<String> ids = new HashSet<>();
        if (Corpus.class.getResource(part.folder() + "INDEX") == null) {
            return files;
        }
        for (String file : lines(part.folder() + "INDEX")) {
            if (!file.isBlank()) {
                List<Labelled> corpus = new ArrayList<>();
                read(part.folder() + file.strip(), corpus, ids);
                files.put(file.strip(), corpus);
            }
        }
        return files;
    }

    private static List<String> lines(String resource) {
        try (InputStream in = Corpus.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not on the classpath");
            }
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void read(String resource, List<Labelled> corpus, Set<String> ids) {
        ObjectMapper json = new ObjectMapper();
        List<String> lines = lines(resource);
        for (int number = 1; number <= lines.size(); number++) {
            String line = lines.get(number - 1);
            if (line.isBlank()) {
                continue;
            }
            try {
                JsonNode node = json.readTree(line);
                String id = node.path("id").asText();
                if (!ids.add(id)) {
                    throw new IllegalStateException("id " + id + " is used twice");
                }
                List<Expected> expected = new ArrayList<>();
                for (JsonNode memory : node.path("expect")) {
                    expected.add(new Expected(MemoryKind.valueOf(memory.get(0).asText().toUpperCase(Locale.ROOT)),
                            memory.get(1).asBoolean(), memory.get(2).asText(), "optional".equals(memory.path(3).asText())));
                }
                corpus.add(new Labelled(id, node.path("cat").asText(), node.path("text").asText(), expected));
            } catch (IOException | RuntimeException e) {
                throw new IllegalStateException(resource + ":" + number + ": " + e.getMessage(), e);
            }
        }
    }
}
