package io.souvenir.ledger.actions;

import io.souvenir.contracts.action.ActionProposed;
import io.souvenir.contracts.action.ActionStatus;
import io.souvenir.ledger.connectors.ConnectorFailure;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Locale;

/**
 * What the user reads about an action's step (activity, notifications, the actions API, the
 * assistant's own account of it), in the action's language. A failure is a sentence made from
 * what went wrong ("Le mail n’a pas pu partir : le serveur d’envoi ne répond pas. Je réessaie dans
 * 5 min."), never the technical reason, which stays for the operator.
 */
final class ActionTexts {

    private ActionTexts() {
    }

    static String of(Action action, OffsetDateTime now) {
        boolean french = french(action.language);
        String label = action.label;
        return switch (action.status) {
            case PROPOSED -> (french ? "En attente de ta confirmation (expire dans " + minutes(action) + " min) : "
                    : "Waiting for your confirmation (expires in " + minutes(action) + " min): ") + label;
            case CONFIRMED -> (french ? "Confirmé : " : "Confirmed: ") + label;
            case EXECUTED -> (french ? "Fait : " : "Done: ") + label;
            case FAILED -> failure(action, now);
            case ABORTED -> (french ? "Annulé : " : "Aborted: ") + label;
            case EXPIRED -> (french ? "Expiré sans confirmation : " : "Expired without your confirmation: ") + label;
        };
    }

    /** A try failed and another one is planned: what went wrong, and when the next try is. */
    static String retrying(Action action, OffsetDateTime now) {
        return failure(action, now);
    }

    /**
     * Why the action did not happen, for the user, or null when nothing failed: what could not be
     * done, why in plain words, and what happens next (another try in so long, or none, and whether
     * the user may ask again).
     */
    static String failure(Action action, OffsetDateTime now) {
        ConnectorFailure.Why why = action.why();
        if (why == null) {
            return null;
        }
        boolean french = french(action.language);
        boolean mail = ActionProposed.EMAIL_SEND.equals(action.tool);
        String what = mail ? (french ? "Le mail n’a pas pu partir" : "The email could not be sent")
                : (french ? "L’action n’a pas pu être faite" : "The action could not be carried out");
        String because = switch (why) {
            case UNREACHABLE -> mail ? (french ? "le serveur d’envoi ne répond pas" : "the mail server does not answer")
                    : (french ? "le service ne répond pas" : "the service does not answer");
            case REFUSED -> mail ? (french ? "le serveur d’envoi l’a refusé" : "the mail server refused it")
                    : (french ? "le service l’a refusée" : "the service refused it");
            case BAD_ADDRESS -> french ? "l’adresse du destinataire n’est pas une adresse e-mail"
                    : "the recipient's address is not an email address";
            case INTERRUPTED -> french ? "l’envoi a été interrompu et je ne sais pas s’il est parti, alors je ne le refais pas"
                    + " pour ne jamais l’envoyer deux fois"
                    : "sending was cut short and I cannot tell whether it left, so I will not do it again and risk doing it twice";
            case UNSUPPORTED -> french ? "je ne sais pas encore faire ce genre d’action" : "I cannot do this kind of action yet";
            case UNEXPECTED -> french ? "un problème inattendu l’en a empêché" : "something unexpected stopped it";
        };
        String next;
        if (action.status == ActionStatus.CONFIRMED && action.nextAttemptAt != null) {
            next = french ? "Je réessaie dans " + wait(action.nextAttemptAt, now, true) + "."
                    : "I'll try again in " + wait(action.nextAttemptAt, now, false) + ".";
        } else if (why.userMayRetry()) {
            next = french ? "Je n’essaie plus ; tu peux le relancer." : "I won't try again; you can retry it.";
        } else {
            next = "";
        }
        return (what + (french ? " : " : ": ") + because + ". " + next).strip();
    }

    /** "5 min", "30 s", "moins d’une seconde" / "less than a second". */
    private static String wait(OffsetDateTime at, OffsetDateTime now, boolean french) {
        long seconds = Math.max(0, Duration.between(now, at).toMillis() + 999) / 1000;
        if (seconds < 1) {
            return french ? "un instant" : "a moment";
        }
        if (seconds < 60) {
            return seconds + " s";
        }
        return (seconds + 59) / 60 + " min";
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
