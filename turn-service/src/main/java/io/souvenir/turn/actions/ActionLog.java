package io.souvenir.turn.actions;

import java.util.List;

/** What the assistant did for the user of a turn (action-ledger), already bound to that user. */
public interface ActionLog {

    /** recall_actions defaults: the last 30 days; at most 90. */
    int DEFAULT_DAYS = 30;
    int MAX_DAYS = 90;

    /** The latest actions, newest first, for the recent-actions block; empty when the ledger cannot be reached. */
    List<PastAction> recent();

    /**
     * recall_actions: {@code query} looks in the tool, the label and the arguments; {@code status}
     * may be null; read-only.
     *
     * @throws ActionsUnavailableException when the ledger cannot be asked right now
     */
    List<PastAction> search(String query, String status, int days);

    ActionLog NONE = new ActionLog() {
        @Override
        public List<PastAction> recent() {
            return List.of();
        }

        @Override
        public List<PastAction> search(String query, String status, int days) {
            return List.of();
        }
    };
}
