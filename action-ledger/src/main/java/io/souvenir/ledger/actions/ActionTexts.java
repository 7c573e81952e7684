package io.souvenir.ledger.actions;

import io.souvenir.contracts.action.ActionStatus;
import java.time.Duration;
import java.util.Locale;

/** What the user reads about an action's step (activity, notifications), in the action's language. */
final class ActionTexts {

    private ActionTexts() {
    }

    static String of(Action action) {
        boolean french = french(action.language);
        String label = action.label;
        return switch (action.status) {
            case PROPOSED -> (french ? "En attente de ta confirmation (expire dans " + minutes(action) + " min) : "
                    : "Waiting for your confirmation (expires in " + minutes(action) + " min): ") + label;
            case CONFIRMED -> (french ? "Confirmé : " : "Confirmed: ") + label;
            case EXECUTED -> (french ? "Fait : " : "Done: ") + label;
            case FAILED -> (french ? "Échec : " : "Failed: ") + label + " (" + action.reason + ")";
            case ABORTED -> (french ? "Annulé : " : "Aborted: ") + label;
            case EXPIRED -> (french ? "Expiré sans confirmation : " : "Expired without your confirmation: ") + label;
        };
    }

    static String retrying(Action action) {
        return (french(action.language) ? "Essai " + action.attempts + " échoué, nouvel essai prévu : "
                : "Try " + action.attempts + " failed, will try again: ") + action.label + " (" + action.reason + ")";
    }

    private static long minutes(Action action) {
        return (Duration.between(action.proposedAt, action.expiresAt).getSeconds() + 59) / 60;
    }

    static String type(ActionStatus status) {
        return "action." + status.wireName();
    }

    private static boolean french(String language) {
        return language != null && language.toLowerCase(Locale.ROOT).startsWith("fr");
    }
}
