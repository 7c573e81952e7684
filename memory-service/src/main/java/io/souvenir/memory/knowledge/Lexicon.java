package io.souvenir.memory.knowledge;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
        int[] allowed = new int[question.size()];
        for (int q = 0; q < question.size(); q++) {
            added.add(new LinkedHashSet<>());
            stems.add(Words.stems(question.get(q)));
            allowed[q] = Typos.allowed(question.get(q));
        }
        // where each word of the lexicon is in the question (the first word it stands for), or -1; a word of several entries is compared once
        Map<String, Integer> found = new HashMap<>();
        for (List<Entry> group : groups) {
            for (Entry entry : group) {
                List<Integer> at = new ArrayList<>(entry.words().size());
                for (int w = 0; w < entry.words().size() && at.size() == w; w++) {
                    int index = w;
                    int position = found.computeIfAbsent(entry.words().get(w),
                            word -> position(word, entry.stems().get(index), question, stems, allowed));
                    if (position >= 0) {
                        at.add(position);
                    }
                }
                if (at.size() < entry.words().size()) {
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

    /** The first word of the question that {@code word} stands for (the same, the same stem, or a typo away), or -1. */
    private static int position(String word, Set<String> stems, List<String> question, List<Set<String>> questionStems, int[] allowed) {
        for (int q = 0; q < question.size(); q++) {
            if (same(word, stems, question.get(q), questionStems.get(q), allowed[q])) {
                return q;
            }
        }
        return -1;
    }

    private static boolean same(String word, Set<String> stems, String asked, Set<String> askedStems, int allowed) {
        if (word.equals(asked)) {
            return true;
        }
        for (String stem : stems) {
            if (askedStems.contains(stem)) {
                return true;
            }
        }
        return allowed > 0 && Math.abs(word.length() - asked.length()) <= allowed && edits(word, asked, allowed) <= allowed;
    }

    /** Edits from one word to the other, a swap of two neighbouring letters counting one (as the search counts them). */
    static int edits(String a, String b) {
        return edits(a, b, Integer.MAX_VALUE);
    }

    /** The same, given up (more than {@code max}) as soon as every way through the words needs more than {@code max} edits. */
    static int edits(String a, String b, int max) {
        int[] before = new int[b.length() + 1];
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            int best = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int d = Math.min(Math.min(previous[j] + 1, current[j - 1] + 1), previous[j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d = Math.min(d, before[j - 2] + 1);
                }
                current[j] = d;
                best = Math.min(best, d);
            }
            if (best > max) {
                return max + 1;
            }
            int[] recycled = before;
            before = previous;
            previous = current;
            current = recycled;
        }
        return previous[b.length()];
    }
}
