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
        if (more.kind() != MemoryKind.PERSON) {
            return more;
        }
        int dash = less.text().indexOf(Labels.DASH);
        if (dash < 0) {
            return more;
        }
        String folded = Text.fold(more.text());
        StringBuilder text = new StringBuilder(more.text());
        List<String> details = List.of(less.text().substring(dash + Labels.DASH.length()).split(",\\s*"));
        String relation = less.persons().get(0).relation();
        if (relation != null && relation.equals(more.persons().get(0).relation())) {
            details = details.subList(1, details.size()); // "une fille" beside "ma fille": who they are, said once
        }
        for (String detail : details) {
            if (!detail.isBlank() && !folded.contains(Text.fold(detail.strip()))) {
                text.append(more.text().contains(Labels.DASH) || text.length() > more.text().length() ? ", " : Labels.DASH)
                        .append(detail.strip());
            }
        }
        return text.length() == more.text().length() ? more : Drafts.withText(more, text.toString());
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
