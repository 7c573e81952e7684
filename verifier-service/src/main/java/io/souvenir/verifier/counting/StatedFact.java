package io.souvenir.verifier.counting;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

/**
 * One fact or person the sentence states, as the verifier would keep it. A {@code PERSON} names
 * its {@code person}; a {@code FACT} about the user carries its {@code keys}: the numbers, names
 * and objects (folded and singular) that tell it apart from another fact.
 */
public record StatedFact(MemoryKind kind, Facet facet, Domain domain, String text, PersonRef person, Set<String> keys) {

    public StatedFact {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(domain, "domain");
        Objects.requireNonNull(text, "text");
        if (kind == MemoryKind.PERSON) {
            Objects.requireNonNull(person, "person");
        } else if (kind != MemoryKind.FACT) {
            throw new IllegalArgumentException("the verifier states facts and persons only, not " + kind);
        }
        keys = Set.copyOf(keys);
    }

    public static StatedFact person(PersonRef person, Domain domain, String text) {
        return new StatedFact(MemoryKind.PERSON, null, domain, text, person, Set.of());
    }

    public static StatedFact fact(Facet facet, Domain domain, String text, Set<String> keys) {
        return new StatedFact(MemoryKind.FACT, Objects.requireNonNull(facet, "facet"), domain, text, null, keys);
    }

    /** The keys of a text: its numbers, and its words (folded and singular) but the short and common ones. */
    public static Set<String> keysOf(String text) {
        Set<String> keys = new HashSet<>(SpelledNumbers.in(text));
        Words.of(text).stream()
                .filter(word -> word.length() > 1 && !Lexicon.STOPWORDS.contains(word))
                .map(Words::stem)
                .forEach(keys::add);
        return keys;
    }
}
