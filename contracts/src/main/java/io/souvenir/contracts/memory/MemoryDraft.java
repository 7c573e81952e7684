package io.souvenir.contracts.memory;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * A memory as an engine proposes it. {@code text} is in the user's language and stands on its
 * own ("Claire — ma femme", "Payer le loyer"). {@code visible}: whether the user is shown its
 * creation. {@code id} is chosen by the service that decides to keep it, so a replay of the same
 * turn proposes the same ids.
 */
public record MemoryDraft(
        UUID id,
        MemoryKind kind,
        Facet facet,
        Domain domain,
        String text,
        List<PersonRef> persons,
        OffsetDateTime occurredAt,
        OffsetDateTime dueAt,
        boolean visible,
        double confidence) {

    /** A memory is a sentence or two; anything longer is a message, not a memory. */
    public static final int MAX_TEXT = 2000;

    public MemoryDraft {
        Objects.requireNonNull(kind, "kind");
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("text is required");
        }
        if (text.length() > MAX_TEXT) {
            throw new IllegalArgumentException("text is longer than " + MAX_TEXT + " characters");
        }
        if (facet != null && kind != MemoryKind.FACT) {
            throw new IllegalArgumentException("only facts have a facet");
        }
        domain = domain == null ? Domain.NONE : domain;
        persons = persons == null ? List.of() : List.copyOf(persons);
        if (confidence < 0 || confidence > 1) {
            throw new IllegalArgumentException("confidence must be between 0 and 1");
        }
    }

    public MemoryDraft withId(UUID newId) {
        return new MemoryDraft(newId, kind, facet, domain, text, persons, occurredAt, dueAt, visible, confidence);
    }

    public MemoryDraft withText(String newText) {
        return new MemoryDraft(id, kind, facet, domain, newText, persons, occurredAt, dueAt, visible, confidence);
    }

    public MemoryDraft withPersons(List<PersonRef> newPersons) {
        return new MemoryDraft(id, kind, facet, domain, text, newPersons, occurredAt, dueAt, visible, confidence);
    }
}
