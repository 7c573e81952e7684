package io.souvenir.verifier.service;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.verifier.counting.Relations;
import io.souvenir.verifier.counting.SpelledNumbers;
import io.souvenir.verifier.counting.StatedFact;
import io.souvenir.verifier.counting.Words;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Whether the turn already kept a stated fact. A person is covered by a creation that names them,
 * by name or by relation; a fact by a creation that carries its key value: its numbers when it has
 * some (so "the gate code is 4820" is not covered by another code), otherwise its names and objects.
 */
public final class Coverage {

    private Coverage() {
    }

    /** The stated facts no creation covers, in the order the sentence stated them. */
    public static List<StatedFact> uncovered(List<StatedFact> stated, List<MemoryDraft> creations) {
        return stated.stream().filter(fact -> creations.stream().noneMatch(creation -> covers(creation, fact))).toList();
    }

    static boolean covers(MemoryDraft creation, StatedFact fact) {
        if (fact.kind() == MemoryKind.PERSON) {
            return names(creation, fact.person());
        }
        Set<String> numbers = fact.keys().stream().filter(key -> key.chars().allMatch(Character::isDigit))
                .collect(Collectors.toSet());
        if (!numbers.isEmpty()) {
            return !Collections.disjoint(SpelledNumbers.in(creation.text()), numbers);
        }
        return Words.normalise(creation.text()).equals(Words.normalise(fact.text()))
                || !Collections.disjoint(Words.stems(creation.text()), fact.keys());
    }

    private static boolean names(MemoryDraft creation, PersonRef person) {
        Set<String> relations = new HashSet<>(Relations.namedIn(creation.text()));
        creation.persons().forEach(ref -> Relations.of(ref.relation()).ifPresent(relations::add));
        if (person.relation() != null && relations.contains(person.relation())) {
            return true;
        }
        if (person.name() == null) {
            return false;
        }
        List<String> name = Words.of(person.name());
        return Words.of(creation.text()).containsAll(name)
                || creation.persons().stream().map(PersonRef::name).filter(Objects::nonNull)
                        .anyMatch(other -> Words.of(other).equals(name));
    }
}
