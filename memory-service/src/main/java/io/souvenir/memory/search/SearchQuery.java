package io.souvenir.memory.search;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A question as the angles read it: its folded words without stop words ({@code content}), each
 * widened with its French/English synonyms and, for a word the lexicon does not know, the
 * synonyms of the lexicon words it is a typo of ({@code groups}, one per content word), and all
 * of those together ({@code expanded}); the life events it tells ({@link Paraphrases}) on each content word that
 * tells them ({@code told}, one per content word), and those told by stop words alone ({@code toldAlone}).
 */
public record SearchQuery(String text, List<String> content, List<Set<String>> groups, Set<String> expanded,
        List<Set<String>> told, Set<String> toldAlone) {

    public static SearchQuery of(String text, Lexicon lexicon) {
        boolean french = MultiAngleSearch.isFrench(text);
        List<String> content = Lexicon.words(text).stream().filter(word -> !lexicon.isStopWord(word, french)).distinct().toList();
        // the life events the question tells ("venus au monde": a birth), on the content words their ways take in, or
        // alone when those are all stop words ("est-il né ?")
        Paraphrases.Told asked = Paraphrases.get().asked(text);
        List<Set<String>> told = new ArrayList<>();
        content.forEach(word -> told.add(new LinkedHashSet<>()));
        Set<String> toldAlone = new LinkedHashSet<>(asked.all());
        for (int i = 0; i < asked.words().size(); i++) {
            int at = content.indexOf(asked.words().get(i));
            if (at >= 0) {
                told.get(at).addAll(asked.covering(i));
            }
        }
        told.forEach(toldAlone::removeAll);
        List<Set<String>> groups = new ArrayList<>();
        Set<String> expanded = new LinkedHashSet<>();
        for (String word : content) {
            Set<String> group = new LinkedHashSet<>(lexicon.synonymsOf(word));
            if (!lexicon.knows(word)) {
                lexicon.vocabulary().stream().filter(known -> Typos.isMisspelling(word, known))
                        .forEach(known -> group.addAll(lexicon.synonymsOf(known)));
            }
            groups.add(group);
            expanded.addAll(group);
        }
        return new SearchQuery(text, content, groups, expanded, told, toldAlone);
    }

    /**
     * The lexemes of each content word's group (as {@code search_text} holds them) with the tokens of the life events
     * the word tells, then one group per event told by stop words alone: what BM25 searches for.
     */
    public List<List<String>> withTold(List<List<String>> lexemes) {
        List<List<String>> all = new ArrayList<>(lexemes.size() + toldAlone.size());
        for (int i = 0; i < lexemes.size(); i++) {
            List<String> group = new ArrayList<>(lexemes.get(i));
            if (i < told.size()) {
                group.addAll(told.get(i));
            }
            all.add(group);
        }
        toldAlone.forEach(token -> all.add(List.of(token)));
        return all;
    }

    /** The text with the other-language words of those the lexicon knows, for the English-only vector model. */
    public static String glossed(String text, Lexicon lexicon) {
        Set<String> words = new LinkedHashSet<>(Lexicon.words(text));
        Set<String> glosses = new LinkedHashSet<>();
        words.stream().filter(word -> !lexicon.isStopWord(word)).forEach(word -> glosses.addAll(lexicon.synonymsOf(word)));
        glosses.removeAll(words);
        return glosses.isEmpty() ? text : text + " (" + String.join(" ", glosses) + ")";
    }

    /** What the meaning angle embeds: the question and, for a French one, its English words. */
    public String forEmbedding() {
        Set<String> added = expanded.stream().filter(word -> !content.contains(word)).collect(Collectors.toCollection(LinkedHashSet::new));
        return added.isEmpty() ? text : text + " (" + String.join(" ", added) + ")";
    }
}
