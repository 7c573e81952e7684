package io.souvenir.verifier.counting.openai;

import io.souvenir.verifier.counting.StatedFact;
import io.souvenir.verifier.counting.Words;
import jakarta.enterprise.context.RequestScoped;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What the model stated through its tool while reading one sentence (request scope), once per text. */
@RequestScoped
public class StatedFacts {

    private final Map<String, StatedFact> stated = new LinkedHashMap<>();

    /** False when the sentence's reading already holds the same text. */
    boolean add(StatedFact fact) {
        return stated.putIfAbsent(Words.normalise(fact.text()), fact) == null;
    }

    List<StatedFact> all() {
        return List.copyOf(stated.values());
    }

    void clear() {
        stated.clear();
    }
}
