package io.souvenir.turn.engine.openai;

import io.souvenir.turn.actions.ActionWords;
import io.souvenir.turn.engine.Turn;
import io.souvenir.turn.recall.Narrative;
import io.souvenir.turn.recall.Recalled;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What the prompt knows of the user, in blocks labelled in the user's language: the rolling
 * summary, the live window, the memories recalled for this sentence, what the assistant did
 * recently (always there, "nothing yet" included), and, at the very bottom, the identity card.
 * Other empty blocks are left out.
 */
final class PromptContext {

    private PromptContext() {
    }

    static String render(Turn turn, List<Recalled> recalled, Locale language) {
        boolean french = language.getLanguage().equals(Locale.FRENCH.getLanguage());
        Narrative narrative = turn.narrative();
        StringBuilder prompt = new StringBuilder();
        if (narrative.summary() != null && !narrative.summary().isBlank()) {
            block(prompt, french ? "Résumé de la conversation" : "Conversation summary", narrative.summary());
        }
        if (!narrative.liveWindow().isEmpty()) {
            block(prompt, french ? "Derniers échanges" : "Recent messages", narrative.liveWindow().stream()
                    .map(said -> said.role() + ": " + said.text())
                    .collect(Collectors.joining("\n")));
        }
        if (!recalled.isEmpty()) {
            block(prompt, french ? "Souvenirs liés à ce message" : "Memories related to this message",
                    recalled.stream().map(RecallTools::line).collect(Collectors.joining("\n")));
        }
        prompt.append(new ActionWords(language, turn.now()).block(turn.actions().recent())).append("\n\n");
        block(prompt, french ? "Fiche d'identité" : "Identity card",
                narrative.identityCard().isBlank() ? (french ? "(vide)" : "(empty)") : narrative.identityCard().strip());
        return prompt.toString().strip();
    }

    private static void block(StringBuilder prompt, String label, String content) {
        prompt.append('[').append(label).append("]\n").append(content).append("\n\n");
    }
}
