package io.souvenir.gateway.channels;

import io.souvenir.contracts.notification.Notify;
import java.util.Locale;

/** What the gateway itself says on a channel, in French or English. */
public final class ChannelTexts {

    private ChannelTexts() {
    }

    /** fr for a French speaker, else en. */
    public static String language(String tag) {
        return tag != null && tag.toLowerCase(Locale.ROOT).startsWith("fr") ? "fr" : "en";
    }

    /** To a Telegram chat nobody linked: how to link it, nothing else. */
    public static String unknownChat(String language) {
        return "fr".equals(language)
                ? "Bonjour ! Je ne sais pas encore à qui je parle. Pour relier cette discussion à ton compte Souvenir, "
                        + "ouvre Souvenir, va dans Réglages, et envoie-moi ici : /start suivi du code affiché."
                : "Hello! I don't know who I'm talking to yet. To link this chat to your Souvenir account, open Souvenir, "
                        + "go to Settings, and send me here: /start followed by the code shown there.";
    }

    /** A /start or an email with a code that is unknown, used or expired. */
    public static String badCode(String language) {
        return "fr".equals(language)
                ? "Ce code n'est pas (ou plus) valable. Affiche un nouveau code dans les Réglages de Souvenir et renvoie-le-moi."
                : "That code is not valid (or no longer). Show a new code in Souvenir's Settings and send it to me again.";
    }

    public static String linked(String language) {
        return "fr".equals(language)
                ? "C'est fait : cette discussion est reliée à ton compte Souvenir. Tu peux me parler ici."
                : "Done: this chat is linked to your Souvenir account. You can talk to me here.";
    }

    /** To the linked chat of a member a workspace admin removed: nothing they say is kept. */
    public static String removedMember(String language) {
        return "fr".equals(language)
                ? "Ton accès à Souvenir a été retiré par l'administrateur de ton espace de travail : je ne garde rien de ce "
                        + "que tu m'écris. Ta mémoire n'a pas été effacée ; demande-lui de te réintégrer."
                : "Your access to Souvenir was removed by your workspace's admin: I keep nothing of what you write. "
                        + "Your memory was not erased; ask them to restore you.";
    }

    public static String removedMemberBoth() {
        return removedMember("fr") + "\n\n" + removedMember("en");
    }

    /** To an email address nobody linked. The sender's language is unknown: both. */
    public static String unknownSender() {
        return """
                Bonjour ! Je ne connais pas encore cette adresse. Pour la relier à ton compte Souvenir, ouvre Souvenir, \
                va dans Réglages, et réponds à ce message en mettant le code affiché dans l'objet ou le texte.

                Hello! I don't know this address yet. To link it to your Souvenir account, open Souvenir, go to Settings, \
                and answer this message with the code shown there in the subject or the text.""";
    }

    public static String linkedAddress() {
        return """
                C'est fait : cette adresse est reliée à ton compte Souvenir. Tu peux m'écrire ici.

                Done: this address is linked to your Souvenir account. You can write to me here.""";
    }

    public static String badCodeBoth() {
        return badCode("fr") + "\n\n" + badCode("en");
    }

    /** The subject of a notification sent by email. */
    public static String subject(Notify notification) {
        boolean french = "fr".equals(language(notification.language()));
        return switch (notification.kind()) {
            case Notify.REMINDER_DUE -> french ? "Souvenir : rappel" : "Souvenir: reminder";
            case Notify.ACTION_UPDATED -> french ? "Souvenir : une action a changé" : "Souvenir: an action changed";
            default -> "Souvenir";
        };
    }
}
