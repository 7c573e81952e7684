package io.souvenir.turn.engine.offline.actions;

import io.souvenir.contracts.action.ActionDecided;
import io.souvenir.contracts.action.ActionProposed;
import io.souvenir.turn.actions.ActionLog;
import io.souvenir.turn.actions.ActionWords;
import io.souvenir.turn.actions.ActionsUnavailableException;
import io.souvenir.turn.actions.PastAction;
import io.souvenir.turn.engine.Heard;
import io.souvenir.turn.engine.Proposal;
import io.souvenir.turn.engine.Reply;
import io.souvenir.turn.engine.Turn;
import io.souvenir.turn.recall.Recall;
import io.souvenir.turn.recall.RecallUnavailableException;
import io.souvenir.turn.recall.Recalled;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the offline engine says about actions, in French or English: "oui"/"non" answering a
 * pending proposal, "envoie un mail à … pour …" proposing {@code email_send} (sent only once the
 * user confirms), and "tu as envoyé mon mail à Delphine ?" answered from recall_actions only:
 * yes or no, when, and on which channel. Anything else is not about actions.
 */
public final class ActionTalk {

    private static final Pattern YES = Pattern.compile("(?iu)^\\s*(?:oui|ouais|yes|yep|yeah|ok|okay|d'accord|vas-y|go|"
            + "je confirme|confirme|confirmed?|c'est bon|envoie-le|envoie|send it)(?:[\\s,!.]+(?:merci|stp|please|thanks))?[\\s!.]*$");
    private static final Pattern NO = Pattern.compile("(?iu)^\\s*(?:non|no|nope|annule|annuler|cancel|laisse tomber|stop|"
            + "n'envoie pas|don't send it|do not send it)(?:[\\s,!.]+(?:merci|stp|please|thanks))?[\\s!.]*$");
    /** An order, at the start of the sentence: "rappelle-moi d'envoyer un mail…" is a reminder, not a request. */
    private static final Pattern EMAIL_REQUEST = Pattern.compile("(?iu)^\\s*(?:(?:salut|bonjour|hello|hi)[\\s,!]+)?"
            + "(?:(?:est-ce que )?(?:tu peux|peux-tu|pourrais-tu|tu pourrais|can you|could you|would you)\\s+)?"
            + "(?:s'il te plaît,?\\s+|stp,?\\s+|please,?\\s+)?(?:envoie|envoyer|écris|ecris|écrire|ecrire|"
            + "send|write)(?:[- ]lui)?\\s+(?:un\\s+|an?\\s+)?(?:mail|e-?mail|courriel|message)\\s+(?:à|a|to)\\s+(?<to>[^\\s,;]+)\\s+"
            + "(?<link>pour|au sujet de|à propos de|a propos de|concernant|about|regarding|to|asking)\\s+(?<purpose>.+?)[\\s.!?]*$");
    private static final Pattern SENT_QUESTION = Pattern.compile("(?iu)(?:\\b(?:tu as|as-tu|t'as|vous avez|avez-vous)\\s+"
            + "(?:bien\\s+|déjà\\s+)?(?:envoyé|envoye|fait partir|transmis|écrit|ecrit)|\\b(?:did|have)\\s+you\\s+(?:already\\s+)?"
            + "(?:send|sent|e-?mail(?:ed)?|write|written))\\s+(?:(?:mon|le|ce|un|mes|les|my|the|that|an?)\\s+)?"
            + "(?:mails?|e-?mails?|courriels?|messages?)?\\s*(?:à|a|pour|to)\\s+(?<who>[\\p{L}0-9@._'-]+)");

    private static final Pattern ADDRESS_IN_TEXT = Pattern.compile("[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+");

    /** How long after a proposal lapsed a "oui" is still taken as an answer to it. */
    private static final Duration TOO_LATE_AFTER = Duration.ofMinutes(30);

    private ActionTalk() {
    }

    /** The engine's whole answer when the sentence is about actions; empty when it is not. */
    public static Optional<Heard> hear(Turn turn, Locale language) {
        ActionWords words = new ActionWords(language, turn.now());
        return decision(turn)
                .or(() -> emailRequest(turn.text(), turn.recall(), language, words))
                .or(() -> sentQuestion(turn.text(), turn.actions(), words));
    }

    /**
     * "oui" / "non" while a proposal waits: the newest pending one is confirmed or aborted, and the
     * answer speaks the proposal's language ("ok" belongs to no language). A "oui" that comes after
     * the newest proposal lapsed says so instead of passing for small talk.
     */
    private static Optional<Heard> decision(Turn turn) {
        boolean yes = YES.matcher(turn.text()).matches();
        if (!yes && !NO.matcher(turn.text()).matches()) {
            return Optional.empty();
        }
        OffsetDateTime now = turn.now().toOffsetDateTime();
        Optional<PastAction> newest = turn.actions().recent().stream().max(Comparator.comparing(PastAction::proposedAt));
        Optional<PastAction> pending = turn.actions().recent().stream().filter(action -> action.pendingAt(now))
                .max(Comparator.comparing(PastAction::proposedAt));
        if (pending.isEmpty()) {
            return newest.filter(action -> yes)
                    .filter(action -> "proposed".equals(action.status()) || "expired".equals(action.status()))
                    .filter(action -> action.expiresAt().isAfter(now.minus(TOO_LATE_AFTER)))
                    .map(lapsed -> {
                        ActionWords words = new ActionWords(languageOf(lapsed), turn.now());
                        return answer(words.french() ? "Trop tard : la proposition a expiré " + words.when(lapsed.expiresAt())
                                + " sans confirmation, je n'ai rien fait. Redemande-moi si tu le veux toujours."
                                : "Too late: the proposal expired " + words.when(lapsed.expiresAt())
                                + " without your confirmation, so I did nothing. Ask me again if you still want it.", words);
                    });
        }
        PastAction action = pending.get();
        Locale language = languageOf(action);
        return Optional.of(new Heard(new Reply(decided(action, yes, language.getLanguage().equals("fr")), language), List.of(),
                List.of(), List.of(new ActionDecided(action.id(), yes ? ActionDecided.Decision.CONFIRM : ActionDecided.Decision.ABORT))));
    }

    private static Locale languageOf(PastAction action) {
        return Locale.forLanguageTag(action.language() == null ? "en" : action.language());
    }

    private static String decided(PastAction action, boolean yes, boolean french) {
        boolean email = ActionProposed.EMAIL_SEND.equals(action.tool());
        String to = action.argument("to");
        if (yes) {
            return french ? "C'est parti : " + (email ? "j'envoie le mail à " + to + "." : action.label() + ".")
                    + " Je te préviens dès que c'est fait."
                    : "On it: " + (email ? "sending the email to " + to + "." : action.label() + ".")
                    + " I'll let you know once it's done.";
        }
        return french ? "D'accord, j'annule : " + (email ? "le mail à " + to + " ne partira pas." : action.label() + ".")
                : "OK, cancelled: " + (email ? "the email to " + to + " won't be sent." : action.label() + ".");
    }

    /**
     * "envoie un mail à delphine@acme.fr pour relancer la facture Q2": a draft that waits for a
     * "oui". A name instead of an address is looked up in the user's memory ("l'adresse de Delphine
     * est delphine@acme.fr"); without one, the answer asks for it.
     */
    private static Optional<Heard> emailRequest(String text, Recall recall, Locale language, ActionWords words) {
        Matcher request = EMAIL_REQUEST.matcher(text);
        if (!request.find()) {
            return Optional.empty();
        }
        boolean french = words.french();
        String named = request.group("to").replaceAll("[.!?:]+$", "");
        String to = Proposal.isEmailAddress(named) ? named : addressOf(named, recall).orElse(named);
        if (!Proposal.isEmailAddress(to)) {
            return Optional.of(new Heard(new Reply(french
                    ? "Je n'ai pas l'adresse e-mail de " + to + " : donne-la-moi, par exemple « envoie un mail à prenom@exemple.fr pour … »."
                    : "I don't have " + to + "'s email address: give it to me, e.g. “send an email to name@example.com about …”.",
                    language), List.of()));
        }
        String purpose = request.group("purpose").strip();
        String link = request.group("link").toLowerCase(Locale.ROOT);
        String subject = Character.toUpperCase(purpose.charAt(0)) + purpose.substring(1);
        String body = french ? "Bonjour,\n\nJe vous écris " + link + " " + purpose + ".\n\nBien cordialement"
                : "Hello,\n\nI'm writing " + link + " " + purpose + ".\n\nBest regards";
        String reply = french ? "J'ai préparé ce mail pour " + to + " — objet « " + subject + " ». Je l'envoie dès que tu confirmes : "
                + "réponds « oui » pour l'envoyer ou « non » pour annuler."
                : "I've drafted this email to " + to + " — subject “" + subject + "”. I'll send it once you confirm: "
                + "answer “yes” to send it or “no” to cancel.";
        return Optional.of(new Heard(new Reply(reply, language), List.of(), List.of(Proposal.email(to, subject, body, language)),
                List.of()));
    }

    /** An address the user told about {@code name}: a memory that names them and holds exactly one address. */
    private static Optional<String> addressOf(String name, Recall recall) {
        try {
            return recall.search(name).stream().filter(Recalled::isMemory)
                    .filter(hit -> hit.text().toLowerCase(Locale.ROOT).contains(name.toLowerCase(Locale.ROOT)))
                    .map(hit -> ADDRESS_IN_TEXT.matcher(hit.text()).results().map(MatchResult::group).toList())
                    .filter(addresses -> addresses.size() == 1)
                    .map(addresses -> addresses.get(0))
                    .findFirst();
        } catch (RecallUnavailableException e) {
            return Optional.empty();
        }
    }

    /** "tu as envoyé mon mail à Delphine ?": from recall_actions only, never invented. */
    private static Optional<Heard> sentQuestion(String text, ActionLog log, ActionWords words) {
        Matcher question = SENT_QUESTION.matcher(text);
        if (!question.find()) {
            return Optional.empty();
        }
        String who = question.group("who").replaceAll("('s|[.!?:])+$", "");
        boolean french = words.french();
        List<PastAction> emails;
        try {
            emails = log.search(who, null, ActionLog.MAX_DAYS).stream()
                    .filter(action -> ActionProposed.EMAIL_SEND.equals(action.tool())).toList();
        } catch (ActionsUnavailableException e) {
            return Optional.of(answer(french ? "Je n'arrive pas à consulter mon journal d'actions pour le moment, redemande-moi dans un instant."
                    : "I can't check what I did right now; ask me again in a moment.", words));
        }
        Optional<PastAction> sent = emails.stream().filter(action -> "executed".equals(action.status()))
                .max(Comparator.comparing(PastAction::proposedAt));
        Optional<PastAction> latest = sent.or(() -> emails.stream().max(Comparator.comparing(PastAction::proposedAt)));
        return Optional.of(answer(latest.map(action -> about(action, words))
                .orElse(french ? "Non : je n'ai envoyé aucun mail à " + who + " ces " + ActionLog.MAX_DAYS + " derniers jours."
                        : "No: I haven't sent any email to " + who + " in the last " + ActionLog.MAX_DAYS + " days."), words));
    }

    private static String about(PastAction action, ActionWords words) {
        boolean french = words.french();
        String to = action.argument("to");
        String asked = words.where(action.channel());
        String decided = words.where(action.decidedChannel());
        return switch (words.effectiveStatus(action)) {
            case "executed" -> french ? "Oui : je l'ai envoyé à " + to + " " + words.when(action.finishedAt()) + " " + words.zone()
                    + " — tu me l'avais demandé " + asked + " et tu l'as confirmé " + decided + "."
                    : "Yes: I sent it to " + to + " " + words.when(action.finishedAt()) + " " + words.zone()
                    + " — you asked " + asked + " and confirmed " + decided + ".";
            case "proposed" -> french ? "Pas encore : le mail à " + to + " " + words.state(action) + " — tu me l'as demandé "
                    + asked + ". Réponds « oui » pour l'envoyer."
                    : "Not yet: the email to " + to + " is " + words.state(action) + " — you asked " + asked
                    + ". Answer “yes” to send it.";
            case "confirmed" -> french ? "Il est en route : tu l'as confirmé " + decided + " " + words.when(action.decidedAt())
                    + ", l'envoi à " + to + " est en cours."
                    : "It's on its way: you confirmed it " + decided + " " + words.when(action.decidedAt()) + "; sending to "
                    + to + " is in progress.";
            case "failed" -> french ? "Non : l'envoi à " + to + " a échoué après " + action.attempts() + " essai(s) (" + action.reason() + ")."
                    : "No: sending to " + to + " failed after " + action.attempts() + " tries (" + action.reason() + ").";
            case "aborted" -> french ? "Non : tu l'as annulé " + decided + " " + words.when(action.decidedAt()) + "."
                    : "No: you cancelled it " + decided + " " + words.when(action.decidedAt()) + ".";
            default -> french ? "Non : tu ne l'as pas confirmé à temps, la proposition d'envoi à " + to + " a expiré "
                    + words.when(action.expiresAt()) + " " + words.zone() + "."
                    : "No: you didn't confirm it in time; the proposal to email " + to + " expired "
                    + words.when(action.expiresAt()) + " " + words.zone() + ".";
        };
    }

    private static Heard answer(String text, ActionWords words) {
        return new Heard(new Reply(text, language(words)), List.of());
    }

    private static Locale language(ActionWords words) {
        return words.french() ? Locale.FRENCH : Locale.ENGLISH;
    }
}
