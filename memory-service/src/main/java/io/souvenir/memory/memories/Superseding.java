package io.souvenir.memory.memories;

import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.platform.memory.Attributes;
import io.souvenir.platform.memory.Attributes.Said;
import io.souvenir.platform.memory.Attributes.Who;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * How a memory replaces another without deleting it: the old row stays, {@code superseded} with
 * its {@code validTo}, and the new one links to it ({@code supersedes}); a person replaced by a
 * newer card of themselves keeps every memory about them. Also tells which active memory a new
 * one contradicts (same person or subject, same attribute, another value).
 */
@ApplicationScoped
public class Superseding {

    private final MemoryRepository memories;

    Superseding(MemoryRepository memories) {
        this.memories = memories;
    }

    public void supersede(Memory newer, Memory older, OffsetDateTime at) {
        newer.status = "active";
        newer.validFrom = at;
        older.status = "superseded";
        older.validTo = at;
        memories.flush();
        memories.unlink(newer, older, "contradicts");
        memories.link(newer, older, "supersedes");
        if (newer.kind == MemoryKind.PERSON && older.kind == MemoryKind.PERSON) {
            memories.moveAboutPerson(older, newer);
        }
    }

    /** The active memory {@code text} (of {@code kind}, about {@code persons}) gives another value to, if any. */
    public Optional<Memory> contradicted(MemoryKind kind, String text, List<Who> persons, List<Memory> active) {
        Map<UUID, List<Memory>> personsOf = memories.personsOf(active.stream().filter(m -> m.kind != MemoryKind.PERSON)
                .map(m -> m.id).toList());
        List<Said> said = active.stream().map(memory -> said(memory, personsOf.getOrDefault(memory.id, List.of()))).toList();
        return Attributes.compare(new Said(kind.wireName(), text, persons), said).first()
                .map(clash -> active.get(clash.active()));
    }

    public static Said said(Memory memory, List<Memory> about) {
        List<Who> who = memory.kind == MemoryKind.PERSON
                ? (memory.personName == null && memory.personRelation == null ? List.of()
                        : List.of(new Who(memory.personName, memory.personRelation)))
                : about.stream().map(person -> new Who(person.personName, person.personRelation)).toList();
        return new Said(memory.kind.wireName(), memory.text, who);
    }
}
