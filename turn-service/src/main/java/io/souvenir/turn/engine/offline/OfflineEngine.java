package io.souvenir.turn.engine.offline;

import io.souvenir.turn.engine.ConversationEngine;
import io.souvenir.turn.engine.Reply;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The deterministic engine used when no LLM is configured. For now it greets, thanks and
 * listens, in the user's language; extraction and recall arrive with their own capabilities.
 */
@ApplicationScoped
public class OfflineEngine implements ConversationEngine {

    private static final Pattern GREETING = Pattern.compile(
            "^\\s*(salut|bonjour|bonsoir|coucou|hello|hi|hey|good (morning|evening|afternoon))\\b[\\s,!.]*$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern THANKS = Pattern.compile("\\b(merci|thanks|thank you)\\b", Pattern.CASE_INSENSITIVE);

    @Override
    public Reply reply(String userText) {
        Locale language = LanguageDetector.detect(userText);
        boolean french = language.equals(LanguageDetector.FRENCH);
        String text;
        if (GREETING.matcher(userText).matches()) {
            text = french ? "Bonjour ! Je t'écoute." : "Hello! I'm listening.";
        } else if (THANKS.matcher(userText).find()) {
            text = french ? "Avec plaisir." : "You're welcome.";
        } else if (userText.strip().endsWith("?")) {
            text = french ? "Je n'ai encore rien retenu qui réponde à ça." : "I haven't kept anything yet that answers that.";
        } else {
            text = french ? "Je t'écoute, continue." : "I'm listening, go on.";
        }
        return new Reply(text, language);
    }
}
