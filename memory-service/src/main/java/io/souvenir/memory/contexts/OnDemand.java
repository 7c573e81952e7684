package io.souvenir.memory.contexts;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The {@code ?q=} of sources, notes and outputs: a question as the chat asks it ("qu'a dit Marc
 * sur le chêne ?") matches what holds any of its content words, the common words of French and
 * English left out (the search stopwords).
 */
final class OnDemand {

    private static final Set<String> STOPWORDS = load();

    private OnDemand() {
    }

    /** A {@code to_tsquery('simple', …)} of the words of {@code q}; null when none is left (nothing matches). */
    static String anyWord(String q) {
        String words = Arrays.stream(q.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+"))
                .filter(word -> word.length() > 1 && !STOPWORDS.contains(word)).distinct().collect(Collectors.joining(" | "));
        return words.isEmpty() ? null : words;
    }

    private static Set<String> load() {
        try (InputStream in = OnDemand.class.getResourceAsStream("/search/stopwords.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(line -> !line.startsWith("#"))
                    .flatMap(line -> Arrays.stream(line.split("\\s+"))).filter(word -> !word.isBlank()).collect(Collectors.toSet());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the search stopwords", e);
        }
    }
}
