package io.souvenir.turn.engine.openai;

import io.souvenir.turn.recall.Recall;
import jakarta.enterprise.context.RequestScoped;

/** The user's memory for the turn being heard (request scope: one per turn), for the model's recall tool. */
@RequestScoped
public class RecallOfTurn {

    private Recall recall = Recall.NOTHING;

    void use(Recall turnRecall) {
        this.recall = turnRecall;
    }

    Recall recall() {
        return recall;
    }
}
