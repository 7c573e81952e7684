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
            kept.merge(key(draft), draft, Distinct::joined);
        }
        return new ArrayList<>(kept.values());
    }

    /**
     * The same person met twice: the reading that says more, with what only the other said of them
     * ("Dr. Feld" then "Dr. Feld — my therapist" then "Dr. Feld — sees every other Tuesday").
     */
    private static MemoryDraft joined(MemoryDraft first, MemoryDraft again) {
        MemoryDraft more = again.text().length() > first.text().length() ? again : first;
        MemoryDraft less = more == again ? first : again;
        int dash = less.text().indexOf(Labels.DASH);
        if (more.kind() != MemoryKind.PERSON || dash < 0) {
            return more;
        }
        List<String> details = List.of(less.text().substring(dash + Labels.DASH.length()).split(",\\s*"));
        String relation = less.persons().get(0).relation();
        if (relation != null && relation.equals(more.persons().get(0).relation())) {
            details = details.subList(1, details.size()); // "une fille" beside "ma fille": who they are, said once
        }
        int moreDash = more.text().indexOf(Labels.DASH);
        String name = moreDash < 0 ? more.text() : more.text().substring(0, moreDash);
        List<String> parts = new ArrayList<>(moreDash < 0 ? List.of()
                : List.of(more.text().substring(moreDash + Labels.DASH.length()).split(",\\s*")));
        for (String detail : details) {
            String folded = Text.fold(detail.strip());
            if (folded.isEmpty() || parts.stream().anyMatch(part -> Text.fold(part).contains(folded))) {
                continue;
            }
            // "la maîtresse de ma" read short by one rule, "la maîtresse de ma fille" by the other: the longer stays
            int shorter = parts.stream().filter(part -> folded.startsWith(Text.fold(part))).findFirst()
                    .map(parts::indexOf).orElse(-1);
            if (shorter >= 0) {
                parts.set(shorter, detail.strip());
            } else {
                parts.add(detail.strip());
            }
        }
        String text = parts.isEmpty() ? name : name + Labels.DASH + String.join(", ", parts);
        return text.equals(more.text()) ? more : Drafts.withText(more, text);
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
