package io.souvenir.memory.search;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A question as the angles read it: its folded words without stop words ({@code content}), and
 * those widened with their French/English synonyms ({@code expanded}).
 */
public record SearchQuery(String text, List<String> content, Set<String> expanded) {

    public static SearchQuery of(String text, Lexicon lexicon) {
        List<String> content = Lexicon.words(text).stream().filter(word -> !lexicon.isStopWord(word)).distinct().toList();
        Set<String> expanded = new LinkedHashSet<>();
        content.forEach(word -> expanded.addAll(lexicon.synonymsOf(word)));
        return new SearchQuery(text, content, expanded);
    }

    /** The expanded words as a to_tsquery "any of" expression; the words are letters and digits only. */
    public String anyOfExpanded() {
        return String.join(" | ", expanded);
    }

    /** What the meaning angle embeds: the question and, for a French one, its English words. */
    public String forEmbedding() {
        Set<String> added = expanded.stream().filter(word -> !content.contains(word)).collect(Collectors.toCollection(LinkedHashSet::new));
        return added.isEmpty() ? text : text + " (" + String.join(" ", added) + ")";
    }
}
