package io.souvenir.memory.knowledge;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A question as the index looks for it: each of its words with what may stand for it (its
 * lexicon expansions), plus the keywords a model proposed, if any. {@code rewritten} is the
 * question as searched when anything was added, else null.
 */
public record Question(List<Concept> concepts, String rewritten) {

    /** One word of the question, or one keyword of the model, with the words that may stand for it. */
    public record Concept(String word, double weight, Set<String> alternatives) {
    }

    static final double EXPANSION_WEIGHT = 0.5;
    static final double MODEL_WEIGHT = 0.7;

    /** The question rewritten by the lexicon, and by the model's keywords when it gave some. */
    public static Question of(String text, Lexicon lexicon, String modelKeywords) {
        List<String> words = new ArrayList<>(new LinkedHashSet<>(Words.of(text)));
        List<Set<String>> expansions = lexicon.expansions(words);
        List<Concept> concepts = new ArrayList<>();
        Set<String> added = new LinkedHashSet<>();
        for (int i = 0; i < words.size(); i++) {
            concepts.add(new Concept(words.get(i), 1.0, expansions.get(i)));
            added.addAll(expansions.get(i));
        }
        if (modelKeywords != null) {
            for (String keyword : new LinkedHashSet<>(Words.of(modelKeywords))) {
                if (!words.contains(keyword)) {
                    concepts.add(new Concept(keyword, MODEL_WEIGHT, Set.of()));
                    added.add(keyword);
                }
            }
        }
        added.removeAll(words);
        String rewritten = added.isEmpty() ? null : String.join(" ", words) + " " + String.join(" ", added);
        return new Question(concepts, rewritten);
    }

    /** The question as typed, without any rewriting: the plain search the benchmark compares with. */
    public static Question plain(String text) {
        List<Concept> concepts = new ArrayList<>();
        for (String word : new LinkedHashSet<>(Words.of(text))) {
            concepts.add(new Concept(word, 1.0, Set.of()));
        }
        return new Question(concepts, null);
    }
}
