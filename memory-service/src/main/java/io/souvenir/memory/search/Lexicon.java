package io.souvenir.memory.search;

import io.souvenir.memory.memories.NormalizedText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;

/**
 * The French and English words search understands beyond full text: relation words (femme,
 * épouse, wife, spouse → the stored relation "wife"), synonym groups that carry a query across
 * the two languages, and the stop words that say nothing about who or what is asked. A synonym
 * ending in {@code *} is a stem: "apprend*" stands for apprends, apprendre, apprenez.
 */
public final class Lexicon {

    private static final Lexicon DEFAULT = new Lexicon();

    private final Map<String, Set<String>> relationsByWord = new HashMap<>();
    private final Map<String, Set<String>> wordsByRelation = new HashMap<>();
    private final Map<String, Set<String>> synonyms = new HashMap<>();
    private final Map<String, Set<String>> synonymsByStem = new HashMap<>();
    private final Map<String, Set<String>> kinds = new HashMap<>();
    private final Map<String, Set<String>> kindsByStem = new HashMap<>();
    private final Set<String> stopWords = new HashSet<>();
    /** French function words that are English words too ("son", "car", "pour"): stop words in a French question only. */
    private final Set<String> frenchStopWords = new HashSet<>();
    private final Set<String> vocabulary = new HashSet<>();

    private Lexicon() {
        for (String line : lines("search/relations.txt")) {
            String[] relationAndWords = line.split(":", 2);
            for (String word : words(relationAndWords[1])) {
                relationsByWord.computeIfAbsent(word, w -> new LinkedHashSet<>()).add(relationAndWords[0].strip());
                wordsByRelation.computeIfAbsent(relationAndWords[0].strip(), r -> new LinkedHashSet<>()).add(word);
            }
        }
        List<String> synonymLines = new ArrayList<>(lines("search/synonyms.txt"));
        List<String> clippings = lines("search/clippings.txt");
        synonymLines.addAll(clippings);
        for (String line : synonymLines) {
            List<String> entries = List.of(line.split("\\s+"));
            entries.stream().filter(entry -> !entry.matches("[a-z0-9]+\\*?")).findFirst().ifPresent(entry -> {
                // synonyms go into full-text queries as they are: folded letters and digits only
                throw new IllegalStateException("synonym not folded: " + entry);
            });
            List<String> group = entries.stream().map(entry -> entry.replace("*", "")).toList();
            for (String entry : entries) {
                (entry.endsWith("*") ? synonymsByStem : synonyms)
                        .computeIfAbsent(entry.replace("*", ""), w -> new LinkedHashSet<>()).addAll(group);
            }
        }
        for (String line : lines("search/kinds.txt")) {
            String[] kindAndThings = line.split(":", 2);
            Set<String> things = new LinkedHashSet<>(List.of(kindAndThings[1].strip().split("\\s+")));
            for (String kind : kindAndThings[0].strip().split("\\s+")) {
                (kind.endsWith("*") ? kindsByStem : kinds).computeIfAbsent(kind.replace("*", ""), w -> new LinkedHashSet<>())
                        .addAll(things);
            }
        }
        lines("search/stopwords.txt").forEach(line -> stopWords.addAll(words(line)));
        for (Object word : FrenchAnalyzer.getDefaultStopSet()) {
            frenchStopWords.addAll(words(word instanceof char[] chars ? new String(chars) : word.toString()));
        }
        // what a question asks with, not about; "son" (his, her) is not in Lucene's list
        frenchStopWords.addAll(List.of("quand", "pourquoi", "lorsque", "son"));
        // what a misspelt question word may have meant: the synonyms' words and stems, not the clippings'
        synonymLines.subList(0, synonymLines.size() - clippings.size())
                .forEach(line -> List.of(line.split("\\s+")).forEach(word -> vocabulary.add(word.replace("*", ""))));
        vocabulary.addAll(relationsByWord.keySet());
    }

    public static Lexicon get() {
        return DEFAULT;
    }

    /** The stored relations a folded word names ("epouse" → wife), none for other words. */
    public Set<String> relationsNamedBy(String word) {
        return relationsByWord.getOrDefault(word, Set.of());
    }

    /** Every word that names a relation the folded word names ("maman" → mere, maman, mother, mom, mum…), none for other words. */
    public Set<String> sameRelationWords(String word) {
        Set<String> same = new LinkedHashSet<>();
        relationsNamedBy(word).forEach(relation -> same.addAll(wordsByRelation.get(relation)));
        return same;
    }

    /** Every relation word, for matching misspelt ones. */
    public Set<String> relationWords() {
        return relationsByWord.keySet();
    }

    /** The word and those that mean the same in the other language (by whole word, else by stem). */
    public Set<String> synonymsOf(String word) {
        Set<String> same = synonyms.get(word);
        if (same != null) {
            return same;
        }
        Set<String> byStem = longestStem(synonymsByStem, word);
        if (byStem == null) {
            return Set.of(word);
        }
        Set<String> withWord = new LinkedHashSet<>(byStem);
        withWord.add(word);
        return withWord;
    }

    /** The everyday things of the kind a folded word names ("pets" → dog, chat, ferret…), none for other words. */
    public Set<String> thingsOf(String word) {
        Set<String> things = kinds.getOrDefault(word, longestStem(kindsByStem, word));
        return things == null ? Set.of() : things;
    }

    /** What the longest stem (3 letters at least) the word begins with stands for, null when none. */
    private static Set<String> longestStem(Map<String, Set<String>> byStem, String word) {
        for (int length = word.length(); length >= 3; length--) {
            Set<String> found = byStem.get(word.substring(0, length));
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** Whether the lexicon knows the word, as a whole word or by its stem. */
    public boolean knows(String word) {
        return synonymsOf(word).size() > 1 || relationsByWord.containsKey(word);
    }

    /** Every word and stem of the lexicon, for matching misspelt ones. */
    public Set<String> vocabulary() {
        return vocabulary;
    }

    public boolean isStopWord(String word) {
        return stopWords.contains(word);
    }

    /** A stop word, or in a French question one of French's own ("son", "quand", "avait"), Lucene's list folded. */
    public boolean isStopWord(String word, boolean french) {
        return stopWords.contains(word) || french && frenchStopWords.contains(word);
    }

    /** Folded words: lower case, no accents, no punctuation ("Grand-mère" → grand, mere). */
    static List<String> words(String text) {
        String folded = NormalizedText.of(text);
        return folded.isEmpty() ? List.of() : List.of(folded.split(" "));
    }

    /** A resource's lines, stripped, without blank lines and {@code #} comments. */
    static List<String> lines(String resource) {
        try (InputStream in = Lexicon.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            List<String> lines = new ArrayList<>();
            new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
                    .map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("#")).forEach(lines::add);
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
