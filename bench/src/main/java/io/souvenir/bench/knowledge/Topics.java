package io.souvenir.bench.knowledge;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The benchmark's topics ({@code corpus/knowledge/topics.txt}): a task in three languages and the questions that ask for it. */
record Topics(List<Topic> topics) {

    static final List<String> LANGUAGES = List.of("fr", "en", "zh");

    /** One language's text of a topic: {p} stands for the project. */
    record Text(String name, String description, String body) {
    }

    /** {@code phrasings}: "dev.fr", "held.zh", "dev.typo", ... → the questions. */
    record Topic(String id, Map<String, Text> texts, Map<String, List<String>> phrasings) {
    }

    /**
     * The topics of {@code topics.txt}, with the phrasings of {@code stranger.txt} added to each
     * (development questions written by a session that read only the topics' texts).
     */
    static Topics load() {
        Topics topics = read("/corpus/knowledge/topics.txt");
        if (Topics.class.getResource("/corpus/knowledge/stranger.txt") != null) {
            for (Topic more : read("/corpus/knowledge/stranger.txt").topics()) {
                topics.topics().stream().filter(topic -> topic.id().equals(more.id())).findFirst().orElseThrow()
                        .phrasings().putAll(more.phrasings());
            }
        }
        return topics;
    }

    private static Topics read(String resource) {
        try (InputStream in = Topics.class.getResourceAsStream(resource)) {
            List<Topic> topics = new ArrayList<>();
            String id = null;
            Map<String, Text> texts = null;
            Map<String, List<String>> phrasings = null;
            for (String line : new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int colon = line.indexOf(':');
                String key = line.substring(0, colon).strip();
                String value = line.substring(colon + 1).strip();
                if (key.equals("topic")) {
                    if (id != null) {
                        topics.add(new Topic(id, texts, phrasings));
                    }
                    id = value;
                    texts = new LinkedHashMap<>();
                    phrasings = new LinkedHashMap<>();
                } else if (LANGUAGES.contains(key)) {
                    String[] parts = value.split("\\|");
                    texts.put(key, new Text(parts[0].strip(), parts[1].strip(), parts[2].strip()));
                } else {
                    phrasings.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
                }
            }
            topics.add(new Topic(id, texts, phrasings));
            return new Topics(topics);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
