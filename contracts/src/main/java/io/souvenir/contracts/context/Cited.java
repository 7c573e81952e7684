package io.souvenir.contracts.context;

import java.util.List;

/** A note, decision, todo, contradiction or open question an ingestion proposes, with the sources it rests on (at least one). */
public record Cited(String text, List<Citation> citations) {

    public Cited {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("text must not be blank");
        }
        if (citations == null || citations.isEmpty()) {
            throw new IllegalArgumentException("citations must cite at least one source");
        }
        citations = List.copyOf(citations);
    }
}
