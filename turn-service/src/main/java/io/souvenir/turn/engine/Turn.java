package io.souvenir.turn.engine;

import io.souvenir.turn.actions.ActionLog;
import io.souvenir.turn.engine.offline.LanguageDetector;
import io.souvenir.turn.recall.Narrative;
import io.souvenir.turn.recall.Recall;
import java.time.ZonedDateTime;
import java.util.Locale;

/**
 * One user sentence as an engine hears it. {@code now}: the user's local time, in the user's zone.
 * {@code keep}: false when the user switched memory off or paused it: then nothing is kept and
 * the reply promises nothing. {@code narrative}: what is known of the user before any search;
 * {@code recall}: the user's memory, for the questions the sentence asks; {@code actions}: what
 * the assistant did for the user (the recent-actions block, recall_actions); {@code language}: the
 * user's own (their setting, null while unknown), for a sentence that is in neither French nor English.
 */
public record Turn(String text, ZonedDateTime now, boolean keep, Narrative narrative, Recall recall, ActionLog actions,
        Locale language) {

    public Turn(String text, ZonedDateTime now, boolean keep, Narrative narrative, Recall recall, ActionLog actions) {
        this(text, now, keep, narrative, recall, actions, null);
    }

    public Turn(String text, ZonedDateTime now, boolean keep, Narrative narrative, Recall recall) {
        this(text, now, keep, narrative, recall, ActionLog.NONE);
    }

    /** The language the user writes this turn in: the sentence's, else the user's own. */
    public Locale replyLanguage() {
        return LanguageDetector.detect(text, language);
    }

    /** A sentence heard with no memory to consult. */
    public static Turn alone(String text, ZonedDateTime now, boolean keep) {
        return new Turn(text, now, keep, Narrative.UNKNOWN, Recall.NOTHING);
    }
}
