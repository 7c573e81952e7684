package io.souvenir.turn.engine.offline;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Test vocabulary: a sentence and the memories it should leave, each written on one line as
 * {@code KIND[/FACET][ DOMAIN] "text"[ [name/relation, …]][ at=…][ due=…][ visible]}.
 */
final class Heard {

    static final ZoneId PARIS = ZoneId.of("Europe/Paris");
    /** A Wednesday morning. */
    static final ZonedDateTime NOW = ZonedDateTime.of(2025, 6, 11, 10, 0, 0, 0, PARIS);

    private Heard() {
    }

    private static final OfflineExtractor EXTRACTOR = new OfflineExtractor();

    /** What the offline extractor keeps of a sentence said at {@link #NOW}, described. */
    static List<String> kept(String sentence) {
        return describe(EXTRACTOR.extract(sentence, NOW));
    }

    static Arguments heard(String sentence, String... memories) {
        return Arguments.of(sentence, List.of(memories));
    }

    static List<String> describe(List<MemoryDraft> drafts) {
        return drafts.stream().map(Heard::describe).toList();
    }

    static String describe(MemoryDraft draft) {
        StringBuilder line = new StringBuilder(draft.kind().name());
        if (draft.facet() != null) {
            line.append('/').append(draft.facet().name());
        }
        if (draft.domain() != Domain.NONE) {
            line.append(' ').append(draft.domain().name());
        }
        line.append(" \"").append(draft.text()).append('"');
        if (!draft.persons().isEmpty()) {
            line.append(draft.persons().stream().map(Heard::describe).collect(Collectors.joining(", ", " [", "]")));
        }
        if (draft.occurredAt() != null) {
            line.append(" at=").append(local(draft.occurredAt()));
        }
        if (draft.dueAt() != null) {
            line.append(" due=").append(local(draft.dueAt()));
        }
        if (draft.visible()) {
            line.append(" visible");
        }
        return line.toString();
    }

    private static String describe(PersonRef person) {
        return (person.name() == null ? "" : person.name()) + "/" + (person.relation() == null ? "" : person.relation());
    }

    private static String local(OffsetDateTime time) {
        return time.atZoneSameInstant(PARIS).toLocalDateTime().toString();
    }
}
