package io.souvenir.memory.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Everyday life events that chat tells in words sharing no stem with the question's ({@code search/paraphrases.txt}):
 * "quand est-il mort ?" and "il nous a quittés samedi", "venus au monde" and "les jumeaux sont nés", "passé sur le
 * billard" and "l'opé". A question and a message that tell the same event both carry its token ({@code "=death"}), a
 * word of its own that BM25 weighs like any other. Some ways are read in messages only: "est parti" said of someone
 * in a chat line is the euphemism, in a question it asks where they went.
 */
final class Paraphrases {

    /**
     * A way of telling a thing: its folded words in order (a word ending in {@code *} stands for those it begins, a lone
     * {@code *} for any one word), and whether questions and messages are read with it.
     */
    private record Way(String token, String[] words, boolean inQuestions, boolean inMessages) {

        /** Whether the words from {@code from} on say it. */
        boolean at(List<String> said, int from) {
            if (from + words.length > said.size()) {
                return false;
            }
            for (int i = 0; i < words.length; i++) {
                String word = words[i];
                String heard = said.get(from + i);
                boolean matches = word.endsWith("*") ? heard.startsWith(word.substring(0, word.length() - 1)) : heard.equals(word);
                if (!matches) {
                    return false;
                }
            }
            return true;
        }
    }

    /** What a question tells: the tokens said by ways that begin at each of its folded words. */
    record Told(List<String> words, List<Set<String>> tokensAt) {

        Set<String> all() {
            Set<String> all = new LinkedHashSet<>();
            tokensAt.forEach(all::addAll);
            return all;
        }

        /** The tokens told by ways that take in the word at {@code position}. */
        Set<String> covering(int position) {
            return tokensAt.get(position);
        }
    }

    static final String TOKEN_MARK = "=";
    private static final Paraphrases DEFAULT = new Paraphrases(Lexicon.lines("search/paraphrases.txt"));

    private final List<Way> ways = new ArrayList<>();
    /** The ways by their first word, and those whose first word stands for several: a message is read once per row. */
    private final Map<String, List<Way>> byFirstWord = new HashMap<>();
    private final List<Way> byFirstStem = new ArrayList<>();

    Paraphrases(List<String> lines) {
        for (String line : lines) {
            String[] thingAndWays = line.split(":", 2);
            String thing = thingAndWays[0].strip();
            if (thing.endsWith("?")) {
                add(TOKEN_MARK + thing.substring(0, thing.length() - 1), thingAndWays[1], true, false);
                continue;
            }
            String[] plainAndMessagesOnly = thingAndWays[1].split("~", 2);
            add(TOKEN_MARK + thing, plainAndMessagesOnly[0], true, true);
            if (plainAndMessagesOnly.length > 1) {
                add(TOKEN_MARK + thing, plainAndMessagesOnly[1], false, true);
            }
        }
    }

    private void add(String token, String alternatives, boolean inQuestions, boolean inMessages) {
        for (String way : alternatives.split("\\|")) {
            String[] words = way.strip().split("\\s+");
            for (String word : words) {
                if (!word.matches("[a-z0-9]+\\*?|\\*")) {
                    throw new IllegalStateException("paraphrase not folded: " + way);
                }
            }
            Way read = new Way(token, words, inQuestions, inMessages);
            ways.add(read);
            if (!inMessages) {
                continue;
            }
            if (words[0].endsWith("*")) {
                byFirstStem.add(read);
            } else {
                byFirstWord.computeIfAbsent(words[0], w -> new ArrayList<>()).add(read);
            }
        }
    }

    static Paraphrases get() {
        return DEFAULT;
    }

    /** The tokens of what a message tells, by every way. */
    Set<String> said(String text) {
        return text == null ? new LinkedHashSet<>() : said(Lexicon.words(text));
    }

    /** The tokens of what a message tells, given its folded words. */
    Set<String> said(List<String> words) {
        Set<String> tokens = new LinkedHashSet<>();
        for (int from = 0; from < words.size(); from++) {
            for (Way way : byFirstWord.getOrDefault(words.get(from), List.of())) {
                if (way.at(words, from)) {
                    tokens.add(way.token());
                }
            }
            for (Way way : byFirstStem) {
                if (way.at(words, from)) {
                    tokens.add(way.token());
                }
            }
        }
        return tokens;
    }

    /** What a question tells, by the ways a question says things plainly, each token on every word its way takes in. */
    Told asked(String question) {
        List<String> words = Lexicon.words(question);
        List<Set<String>> tokensAt = new ArrayList<>(words.size());
        words.forEach(word -> tokensAt.add(new LinkedHashSet<>()));
        for (int from = 0; from < words.size(); from++) {
            for (Way way : ways) {
                if (way.inQuestions() && way.at(words, from)) {
                    for (int i = from; i < from + way.words().length; i++) {
                        tokensAt.get(i).add(way.token());
                    }
                }
            }
        }
        return new Told(words, tokensAt);
    }
}
