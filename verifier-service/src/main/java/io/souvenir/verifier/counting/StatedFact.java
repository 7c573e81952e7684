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
 * the user lived and told in passing, which is silent like the others. A {@code REMINDER},
 * {@code TASK} or {@code MEMO} is what the user asked the assistant for ("tu peux me rappeler
 * demain de…", "note que…"): the kind they asked for, shown to them like the main pass's.
 */
public record StatedFact(MemoryKind kind, Facet facet, Domain domain, String text, PersonRef person, Set<String> keys) {

    public StatedFact {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(domain, "domain");
        Objects.requireNonNull(text, "text");
        if (kind == MemoryKind.PERSON) {
            Objects.requireNonNull(person, "person");
        } else if (kind != MemoryKind.FACT && kind != MemoryKind.EVENT && !ASKED.contains(kind)) {
            throw new IllegalArgumentException("the verifier states facts, persons, events in passing and requests only, not "
                    + kind);
        }
        if (text.length() > LONGEST_TEXT) {
            text = text.substring(0, LONGEST_TEXT).strip() + "…";
        }
        keys = Set.copyOf(keys);
    }

    /** What a user asks the assistant for: always shown, as the main pass shows it. */
    public static final Set<MemoryKind> ASKED = Set.of(MemoryKind.REMINDER, MemoryKind.TASK, MemoryKind.MEMO);

    /** A memory is a sentence or two: a longer clause is cut (memory-service refuses texts past 2,000 characters). */
    static final int LONGEST_TEXT = 300;

    /** Something lived, told in passing ("en mai on est partis en Grèce"): a silent event, with no date invented. */
    public static StatedFact passing(Domain domain, String text, Set<String> keys) {
        return new StatedFact(MemoryKind.EVENT, null, domain, text, null, keys);
    }

    /** A reminder, task or memo the user asked for, in their words; a reminder's due time is read by whoever knows the user's now. */
    public static StatedFact asked(MemoryKind kind, Domain domain, String text, Set<String> keys) {
        if (!ASKED.contains(kind)) {
            throw new IllegalArgumentException("not a request: " + kind);
        }
        return new StatedFact(kind, null, domain, text, null, keys);
    }

    /** Whether the user asked for it and so sees it: a reminder, a task, a memo. */
    public boolean visible() {
        return ASKED.contains(kind);
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
