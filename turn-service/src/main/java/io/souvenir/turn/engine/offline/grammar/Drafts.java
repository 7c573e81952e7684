package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.platform.memory.Domains;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import io.souvenir.platform.time.When;
import java.util.List;

/**
 * Memories as the offline engine proposes them: no id (the service that keeps them picks it),
 * texts capitalised without trailing punctuation, the domain read from the clause unless a rule
 * knows better. What we know is silent; what is to be done or planned is shown.
 */
final class Drafts {

    static final double SURE = 0.9;
    static final double GUESS = 0.6;

    private Drafts() {
    }

    static MemoryDraft fact(Clause clause, Facet facet, Domain domain, String text, List<PersonRef> persons,
            When due, double confidence) {
        return new MemoryDraft(null, MemoryKind.FACT, facet, domainOf(clause, domain), Words.capitalise(text),
                persons, null, due == null ? null : due.at().toOffsetDateTime(), false, confidence);
    }

    /** A person's domain comes from who they are to the user ("mon avocat") and what is said of them, not their job. */
    static MemoryDraft person(Domain domain, String text, PersonRef person, double confidence) {
        return new MemoryDraft(null, MemoryKind.PERSON, null, domain, Words.capitalise(text), List.of(person), null,
                null, false, confidence);
    }

    static MemoryDraft event(Clause clause, String text, List<PersonRef> persons, When when) {
        return new MemoryDraft(null, MemoryKind.EVENT, null, domainOf(clause, null), Words.capitalise(text),
                persons, when.at().toOffsetDateTime(), null, !when.past(), SURE);
    }

    /** A reminder, task or memo: shown to the user, due when they said. */
    static MemoryDraft toDo(MemoryKind kind, Clause clause, String text, List<PersonRef> persons, When due) {
        return new MemoryDraft(null, kind, null, domainOf(clause, null), Words.capitalise(text), persons, null,
                due == null ? null : due.at().toOffsetDateTime(), true, SURE);
    }

    /** The same memory saying more: its domain stays unless the new text reads as one. */
    static MemoryDraft withText(MemoryDraft draft, String text) {
        Domain domain = draft.domain() != Domain.NONE ? draft.domain()
                : Domains.of(draft.kind() == MemoryKind.PERSON ? PersonDetails.withoutJobs(Text.fold(text)) : Text.fold(text));
        return new MemoryDraft(draft.id(), draft.kind(), draft.facet(), domain, text, draft.persons(), draft.occurredAt(),
                draft.dueAt(), draft.visible(), draft.confidence());
    }

    private static Domain domainOf(Clause clause, Domain known) {
        return known != null ? known : Domains.of(clause.text().folded());
    }
}
