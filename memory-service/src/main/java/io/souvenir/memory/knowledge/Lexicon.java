package io.souvenir.memory.knowledge;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * The offline query rewriter: groups of words that mean the same in French, English and Chinese
 * ({@code knowledge/lexicon.txt}). An entry of a group found in a question (by its stems, or with a
 * typo as the search allows one) brings the words of the other entries.
 */
public final class Lexicon {

    /** An entry as words: "mise en production" → [mise, production]. */
    private record Entry(List<String> words, List<Set<String>> stems) {
    }

    private final List<List<Entry>> groups;

    private Lexicon(List<List<Entry>> groups) {
        this.groups = groups;
    }

    public static Lexicon load() {
        try (InputStream in = Lexicon.class.getResourceAsStream("/knowledge/lexicon.txt")) {
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Lexicon parse(List<String> lines) {
        List<List<Entry>> groups = new ArrayList<>();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            List<Entry> group = new ArrayList<>();
            for (String entry : line.split(",")) {
                List<String> words = Words.of(entry.strip());
                if (!words.isEmpty()) {
                    group.add(new Entry(words, words.stream().map(Words::stems).toList()));
                }
            }
            if (group.size() > 1) {
                groups.add(group);
            }
        }
        return new Lexicon(groups);
    }

    /**
     * For each word of the question (by position), the words the lexicon adds to it: the words of
     * every other entry of each group that one of the question's entries belongs to. Empty sets
     * when nothing matched.
     */
    public List<Set<String>> expansions(List<String> question) {
        List<Set<String>> added = new ArrayList<>(question.size());
        List<Set<String>> stems = new ArrayList<>(question.size());
        for (String word : question) {
            added.add(new LinkedHashSet<>());
            stems.add(Words.stems(word));
        }
        for (List<Entry> group : groups) {
            for (Entry entry : group) {
                List<Integer> at = find(entry, question, stems);
                if (at.isEmpty()) {
                    continue;
                }
                for (Entry other : group) {
                    if (other != entry) {
                        for (int position : at) {
                            for (String word : other.words()) {
                                if (!question.contains(word)) {
                                    added.get(position).add(word);
                                }
                            }
                        }
                    }
                }
            }
        }
        return added;
    }

    /** Where each word of the entry is in the question (every one must be), or nothing. */
    private static List<Integer> find(Entry entry, List<String> question, List<Set<String>> questionStems) {
        List<Integer> positions = new ArrayList<>();
        for (int w = 0; w < entry.words().size(); w++) {
            int found = -1;
            for (int q = 0; q < question.size() && found < 0; q++) {
                if (same(entry.words().get(w), entry.stems().get(w), question.get(q), questionStems.get(q))) {
                    found = q;
                }
            }
            if (found < 0) {
                return List.of();
            }
            positions.add(found);
        }
        return positions;
    }

    private static boolean same(String word, Set<String> stems, String asked, Set<String> askedStems) {
        if (word.equals(asked) || stems.stream().anyMatch(askedStems::contains)) {
            return true;
        }
        int allowed = Typos.allowed(asked);
        return allowed > 0 && Math.abs(word.length() - asked.length()) <= allowed
                && new LevenshteinDistance(allowed).apply(word, asked) >= 0;
    }
}
