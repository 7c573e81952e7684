package io.souvenir.turn.engine.openai;

import io.souvenir.turn.actions.ActionLog;
import io.souvenir.turn.actions.ActionWords;
import io.souvenir.turn.recall.Recall;
import jakarta.enterprise.context.RequestScoped;

/**
 * The user's memory and actions for the turn being heard (request scope: one per turn), for the
 * model's recall tools.
 */
@RequestScoped
public class RecallOfTurn {

    private Recall recall = Recall.NOTHING;
    private ActionLog actions = ActionLog.NONE;
    private ActionWords words;

    void use(Recall turnRecall, ActionLog turnActions, ActionWords turnWords) {
        this.recall = turnRecall;
        this.actions = turnActions;
        this.words = turnWords;
    }

    /** The user's language and time zone, to tell actions in. */
    ActionWords words() {
        return words;
    }

    ActionLog actions() {
        return actions;
    }

    Recall recall() {
        return recall;
    }
}
