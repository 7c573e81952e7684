package io.souvenir.turn.actions;

import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Actions in the user's words and time: French or English, times in the user's zone (Europe/Paris
 * until the user has one), channels by the names people use. The recent-actions block of every
 * prompt and the offline engine's answers both speak through it.
 */
public final class ActionWords {

    private final boolean french;
    private final ZonedDateTime now;

    public ActionWords(Locale language, ZonedDateTime now) {
        this.french = language.getLanguage().equals(Locale.FRENCH.getLanguage());
        this.now = now;
    }

    public boolean french() {
        return french;
    }

    /**
     * {@code [Ce que tu as fait récemment]} / {@code [What you did recently]}: one line per action,
     * newest first; pending ones show how long they still wait and their id (to confirm them).
     */
    public String block(List<PastAction> recent) {
        String lines = recent.isEmpty() ? (french ? "(rien pour le moment)" : "(nothing yet)")
                : recent.stream().map(this::line).collect(Collectors.joining("\n"));
        return "[" + (french ? "Ce que tu as fait récemment" : "What you did recently") + "]\n" + lines;
    }

    /** One action: when and where it was asked for, what, where it stands; a pending one gives its id. */
    public String line(PastAction action) {
        String asked = french ? ", demandé " + where(action.channel()) + " : " : ", asked " + where(action.channel()) + ": ";
        String id = action.pendingAt(now.toOffsetDateTime()) ? " (id " + action.id() + ")" : "";
        return "- " + shortTime(action.proposedAt()) + asked + action.label() + " — " + state(action) + id;
    }

    /** Where the action stands, in a few words. */
    public String state(PastAction action) {
        String decided = where(action.decidedChannel());
        return switch (effectiveStatus(action)) {
            case "proposed" -> french ? "en attente de ta confirmation (expire dans " + remaining(action.expiresAt()) + ")"
                    : "waiting for your confirmation (expires in " + remaining(action.expiresAt()) + ")";
            case "confirmed" -> french ? "confirmé " + decided + ", en cours" : "confirmed " + decided + ", in progress";
            case "executed" -> french ? "fait " + when(action.finishedAt()) + ", confirmé " + decided
                    : "done " + when(action.finishedAt()) + ", confirmed " + decided;
            case "failed" -> (french ? "échec : " : "failed: ") + action.reason();
            case "aborted" -> french ? "annulé " + decided : "aborted " + decided;
            default -> french ? "expiré sans ta confirmation" : "expired without your confirmation";
        };
    }

    /** A proposal past its expiry is expired, even before the ledger's scheduler has said so. */
    public String effectiveStatus(PastAction action) {
        boolean lapsed = "proposed".equals(action.status()) && !action.pendingAt(now.toOffsetDateTime());
        return lapsed ? "expired" : action.status();
    }

    /** Where something was said: "sur le web", "sur Telegram", "par e-mail" / "on the web", "on Telegram", "by email". */
    public String where(String channel) {
        return switch (channel == null ? "" : channel) {
            case "web" -> french ? "sur le web" : "on the web";
            case "telegram" -> french ? "sur Telegram" : "on Telegram";
            case "email" -> french ? "par e-mail" : "by email";
            default -> french ? "sur " + channel : "on " + channel;
        };
    }

    /** "aujourd'hui à 14:06", "le dimanche 29 novembre à 14:06" / "today at 14:06", "on Sunday 29 November at 14:06". */
    public String when(OffsetDateTime at) {
        if (at == null) {
            return "";
        }
        ZonedDateTime local = at.atZoneSameInstant(now.getZone());
        String time = local.format(DateTimeFormatter.ofPattern("HH:mm"));
        if (local.toLocalDate().equals(now.toLocalDate())) {
            return french ? "aujourd'hui à " + time : "today at " + time;
        }
        String day = local.format(DateTimeFormatter.ofPattern("EEEE d MMMM", french ? Locale.FRENCH : Locale.ENGLISH));
        return french ? "le " + day + " à " + time : "on " + day + " at " + time;
    }

    /** "(heure de Paris)" / "(Paris time)". */
    public String zone() {
        String id = now.getZone().getId();
        String city = id.substring(id.lastIndexOf('/') + 1).replace('_', ' ');
        return french ? "(heure de " + city + ")" : "(" + city + " time)";
    }

    String remaining(OffsetDateTime expiresAt) {
        long seconds = Math.max(0, Duration.between(now.toOffsetDateTime(), expiresAt).getSeconds());
        return (seconds + 59) / 60 + " min";
    }

    private String shortTime(OffsetDateTime at) {
        return at.atZoneSameInstant(now.getZone())
                .format(DateTimeFormatter.ofPattern("d MMM HH:mm", french ? Locale.FRENCH : Locale.ENGLISH));
    }
}
