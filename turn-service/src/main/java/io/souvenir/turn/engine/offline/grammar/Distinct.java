package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One memory per thing said. A person met twice in a sentence ("mon collègue Marc" then "Marc — mon
 * collègue, de Lyon") is kept once, with the most said about them, where first met.
 */
final class Distinct {

    private Distinct() {
    }

    static List<MemoryDraft> of(List<MemoryDraft> drafts) {
        Map<String, MemoryDraft> kept = new LinkedHashMap<>();
        for (MemoryDraft draft : drafts) {
            kept.merge(key(draft), draft, (first, again) -> again.text().length() > first.text().length() ? again
                    : first);
        }
        return new ArrayList<>(kept.values());
    }

    private static String key(MemoryDraft draft) {
        if (draft.kind() == MemoryKind.PERSON && draft.persons().get(0).name() != null) {
            PersonRef person = draft.persons().get(0);
            // "le docteur Roux" met in passing and "mon médecin, c'est le docteur Roux": one person
            return "person " + Text.fold(person.name()).replaceAll("^(?:m|mr|mrs|ms|mme|dr|docteur|maitre|me)\\.?\\s+", "");
        }
        return draft.kind() + " " + Text.fold(draft.text()).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }
}
