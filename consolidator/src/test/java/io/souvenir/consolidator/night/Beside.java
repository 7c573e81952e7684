package io.souvenir.consolidator.night;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.platform.memory.Attributes.Who;
import java.time.OffsetDateTime;
import java.util.List;

/** A candidate and what is active beside it (one memory, none or several), last mentioned three days before the night. */
final class Beside {

    private Beside() {
    }

    /** A candidate with nothing active beside it. */
    static Situation alone(Known candidate, OffsetDateTime night) {
        return among(List.of(), candidate, night);
    }

    /** A candidate among the user's {@code active} memories. */
    static Situation among(List<Known> active, Known candidate, OffsetDateTime night) {
        return new Situation(active, candidate, night.minusDays(3), night);
    }

    /** A fact of the user's {@code facet} known, and the candidate fact {@code heard}. */
    static Situation facts(String facet, String known, String heard, OffsetDateTime night) {
        return new Situation(List.of(new Known("a1", "fact", facet, "none", known, List.of(), 0.9)),
                new Known("c", "fact", facet, "none", heard, List.of(), 0.9), night.minusDays(3), night);
    }

    /** A person's card known, and the candidate {@code heard} about the same person. */
    static Situation cards(String card, String relation, String name, String heard, OffsetDateTime night) {
        List<Who> persons = List.of(new Who(name, relation));
        return new Situation(List.of(new Known("a1", "person", null, "none", card, persons, 0.9)),
                new Known("c", "person", null, "none", heard, persons, 0.9), night.minusDays(3), night);
    }
}
