package io.souvenir.consolidator.night;

import io.souvenir.platform.memory.Attributes.Who;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * What the night knows of one candidate: the user's active memories, the candidate, when its
 * person or subject was last talked about, and when the night runs.
 */
public record Situation(List<Known> active, Known candidate, OffsetDateTime lastMentioned, OffsetDateTime now) {

    public Situation {
        active = List.copyOf(active);
    }

    /** A memory as the classifier reads it; {@code id} is the caller's (a memory id, or a corpus line's local id). */
    public record Known(String id, String kind, String facet, String domain, String text, List<Who> persons, double confidence) {

        public Known {
            persons = persons == null ? List.of() : List.copyOf(persons);
            domain = domain == null ? "none" : domain;
        }
    }
}
