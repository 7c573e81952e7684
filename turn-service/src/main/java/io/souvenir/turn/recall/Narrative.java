package io.souvenir.turn.recall;

import java.time.OffsetDateTime;
import java.util.List;

/**
 * What a prompt knows of the user before any search (memory-service's narrative memory): the
 * identity card, the conversation's rolling summary and its live window, oldest first.
 */
public record Narrative(String identityCard, String summary, int summaryBatches, List<Said> liveWindow) {

    public record Said(String role, String text, OffsetDateTime at) {
    }

    public static final Narrative UNKNOWN = new Narrative("", null, 0, List.of());

    public Narrative {
        identityCard = identityCard == null ? "" : identityCard;
        liveWindow = liveWindow == null ? List.of() : List.copyOf(liveWindow);
    }
}
