package io.souvenir.turn.engine;

import io.souvenir.turn.actions.ActionLog;
import io.souvenir.turn.recall.Narrative;
import io.souvenir.turn.recall.Recall;
import java.time.ZonedDateTime;

/**
 * One user sentence as an engine hears it. {@code now}: the user's local time, in the user's zone.
 * {@code keep}: false when the user switched memory off or paused it: then nothing is kept and
 * the reply promises nothing. {@code narrative}: what is known of the user before any search;
 * {@code recall}: the user's memory, for the questions the sentence asks; {@code actions}: what
 * the assistant did for the user (the recent-actions block, recall_actions).
 */
public record Turn(String text, ZonedDateTime now, boolean keep, Narrative narrative, Recall recall, ActionLog actions) {

    public Turn(String text, ZonedDateTime now, boolean keep, Narrative narrative, Recall recall) {
        this(text, now, keep, narrative, recall, ActionLog.NONE);
    }

    /** A sentence heard with no memory to consult. */
    public static Turn alone(String text, ZonedDateTime now, boolean keep) {
        return new Turn(text, now, keep, Narrative.UNKNOWN, Recall.NOTHING);
    }
}
