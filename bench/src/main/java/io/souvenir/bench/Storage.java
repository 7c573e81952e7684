package io.souvenir.bench;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What memory-service keeps of one turn for a new user, by its rules (MemoryService,
 * NormalizedText): one memory per kind and normalised text; one person per name, else per
 * relation; a person a memory is about but no draft names becomes a stub person. A draft it
 * would fold into an earlier draft of the turn is {@link #merged}, not kept.
 */
final class Storage {

    /** A proposal memory-service stores; {@code backfill} when the verifier proposed it. */
    record Kept(MemoryDraft draft, boolean backfill) {
    }

    /** A person row: a kept person draft, or a stub made for a reference ({@code kept == null}). */
    private static final class Person {
        String name;
        final String relation;
        final String text;
        Kept kept;

        Person(String name, String relation, String text, Kept kept) {
            this.name = name;
            this.relation = relation;
            this.text = text;
            this.kept = kept;
        }
    }

    final List<Kept> kept = new ArrayList<>();
    final List<Kept> merged = new ArrayList<>();
    private final Map<String, Kept> byContent = new HashMap<>();
    private final List<Person> persons = new ArrayList<>();

    /** The creations first, then the backfills: memory-service hears the turn before the verifier. */
    static Storage of(Passes.Proposals proposals) {
        Storage storage = new Storage();
        proposals.creations().forEach(draft -> storage.offer(draft, false));
        proposals.backfills().forEach(draft -> storage.offer(draft, true));
        return storage;
    }

    /** Person rows at the end of the turn, stubs included. */
    int persons() {
        return persons.size();
    }

    private void offer(MemoryDraft draft, boolean backfill) {
        Kept proposal = new Kept(draft, backfill);
        if (draft.kind() == MemoryKind.PERSON) {
            PersonRef who = draft.persons().isEmpty() ? new PersonRef(draft.text(), null) : draft.persons().get(0);
            Optional<Person> known = find(who);
            if (known.isEmpty()) {
                persons.add(new Person(who.name(), who.relation(), draft.text(), proposal));
                kept.add(proposal);
            } else if (known.get().kept == null) {
                known.get().kept = proposal; // completes a stub: a first real mention, not a repeat
                if (known.get().name == null) {
                    known.get().name = who.name();
                }
                kept.add(proposal);
            } else if (saysMore(draft.text(), known.get().kept.draft().text())) {
                // MemoryService.saysMoreOfTheSameTurn: the verifier's detail completes the turn's card of them
                Kept card = known.get().kept;
                Kept completed = new Kept(card.draft().withText(draft.text()), card.backfill());
                kept.set(kept.indexOf(card), completed);
                known.get().kept = completed;
            } else {
                merged.add(proposal);
            }
            return;
        }
        if (byContent.putIfAbsent(draft.kind() + ":" + normalised(draft.text()), proposal) != null) {
            merged.add(proposal);
            return;
        }
        kept.add(proposal);
        for (PersonRef about : draft.persons()) {
            if (find(about).isEmpty()) {
                persons.add(new Person(about.name(), about.relation(), about.name() != null ? about.name() : about.relation(), null));
            }
        }
    }

    private static boolean saysMore(String said, String known) {
        List<String> knownWords = List.of(normalised(known).split(" "));
        List<String> saidWords = List.of(normalised(said).split(" "));
        return saidWords.size() > knownWords.size() && saidWords.containsAll(knownWords);
    }

    /** MemoryService.findPerson: by name; without a name, or no one of that name, by relation when only one matches. */
    private Optional<Person> find(PersonRef who) {
        if (who.name() != null) {
            String name = normalised(who.name());
            Optional<Person> byName = persons.stream()
                    .filter(person -> person.name != null && normalised(person.name).equals(name)).findFirst();
            if (byName.isPresent() || who.relation() == null) {
                return byName.or(() -> persons.stream()
                        .filter(person -> person.name == null && person.relation == null && normalised(person.text).equals(name))
                        .findFirst());
            }
        }
        List<Person> byRelation = persons.stream()
                .filter(person -> who.relation() != null && who.relation().equalsIgnoreCase(person.relation))
                .filter(person -> who.name() == null || person.name == null)
                .toList();
        return byRelation.size() == 1 ? Optional.of(byRelation.get(0)) : Optional.empty();
    }

    /** NormalizedText.of: case, accents, punctuation and spaces do not count. */
    static String normalised(String text) {
        String folded = Normalizer.normalize(text.toLowerCase(Locale.ROOT), Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        return folded.replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }
}
