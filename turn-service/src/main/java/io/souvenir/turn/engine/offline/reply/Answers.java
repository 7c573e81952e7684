package io.souvenir.turn.engine.offline.reply;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.Reply;
import io.souvenir.turn.engine.offline.grammar.IntentGrammar;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The whole answer: reactions to what was kept silently (none when the user asked to remember:
 * that is kept without a remark), then acknowledgements of what is shown.
 */
public final class Answers {

    private static final Pattern GREETING = Pattern.compile(
            "^\\s*(salut|bonjour|bonsoir|coucou|hello|hi|hey|good (morning|evening|afternoon))\\b[\\s,!.]*$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern THANKS = Pattern.compile("\\b(merci|thanks|thank you)\\b", Pattern.CASE_INSENSITIVE);

    private Answers() {
    }

    public static Reply to(String userText, List<MemoryDraft> kept, ZonedDateTime now, Locale language) {
        List<Said> said = new ArrayList<>();
        if (!IntentGrammar.asksToRemember(userText)) {
            said.addAll(Reactions.to(kept.stream().filter(d -> !d.visible()).toList(), language));
        }
        said.addAll(Acknowledgements.of(kept.stream().filter(MemoryDraft::visible).toList(), userText, now, language));
        boolean french = language.getLanguage().equals(Locale.FRENCH.getLanguage());
        if (said.isEmpty()) {
            return new Reply(listening(userText, french), language, true);
        }
        return new Reply(String.join(" ", said.stream().map(Said::text).toList()), language, said.stream().allMatch(Said::setPhrase));
    }

    /** Nothing kept: greet, thank, own that nothing answers a question yet, or invite to go on (set phrases all). */
    private static String listening(String userText, boolean french) {
        if (GREETING.matcher(userText).matches()) {
            return french ? "Bonjour ! Je t'écoute." : "Hello! I'm listening.";
        }
        if (THANKS.matcher(userText).find()) {
            return french ? "Avec plaisir." : "You're welcome.";
        }
        if (userText.strip().endsWith("?")) {
            return french ? "Je n'ai encore rien retenu qui réponde à ça."
                    : "I haven't kept anything yet that answers that.";
        }
        return french ? "Je t'écoute, continue." : "I'm listening, go on.";
    }
}
