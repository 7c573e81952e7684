package io.souvenir.memory.rest;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.memory.memories.Memory;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/**
 * A memory as the API shows it to its owner, silent ones included. {@code status}: active, candidate
 * (heard, not yet established), superseded (then {@code validTo} says since when) or archived.
 */
public record MemoryView(UUID id, MemoryKind kind, Facet facet, Domain domain, String text, List<Person> persons,
        OffsetDateTime occurredAt, OffsetDateTime dueAt, boolean visible, double confidence, MemorySource source,
        UUID sourceMessageId, String status, OffsetDateTime recordedAt, OffsetDateTime lastMentionedAt, OffsetDateTime validTo) {

    /** Who a memory is about: a reference to the person's own memory. */
    public record Person(UUID id, String name, String relation) {
    }

    static MemoryView of(Memory memory, List<Memory> persons) {
        return new MemoryView(memory.id, memory.kind, memory.facet, memory.domain, memory.text,
                persons.stream().map(person -> new Person(person.id, person.personName, person.personRelation)).toList(),
                memory.occurredAt, memory.dueAt, memory.visible, memory.confidence, memory.source, memory.sourceMessageId,
                memory.status, memory.recordedAt, memory.lastMentionedAt, memory.validTo);
    }
}
