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
 * and objects (folded and singular) that tell it apart from another fact; so does an {@code EVENT}
 * the user lived and told in passing, which is silent like the others.
 */
public record StatedFact(MemoryKind kind, Facet facet, Domain domain, String text, PersonRef person, Set<String> keys) {

    public StatedFact {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(domain, "domain");
        Objects.requireNonNull(text, "text");
        if (kind == MemoryKind.PERSON) {
            Objects.requireNonNull(person, "person");
        } else if (kind != MemoryKind.FACT && kind != MemoryKind.EVENT) {
            throw new IllegalArgumentException("the verifier states facts, persons and events in passing only, not " + kind);
        }
        if (text.length() > LONGEST_TEXT) {
            text = text.substring(0, LONGEST_TEXT).strip() + "…";
        }
        keys = Set.copyOf(keys);
    }

    /** A memory is a sentence or two: a longer clause is cut (memory-service refuses texts past 2,000 characters). */
    static final int LONGEST_TEXT = 300;

    /** Something lived, told in passing ("en mai on est partis en Grèce"): a silent event, with no date invented. */
    public static StatedFact passing(Domain domain, String text, Set<String> keys) {
        return new StatedFact(MemoryKind.EVENT, null, domain, text, null, keys);
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
