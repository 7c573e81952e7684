package io.souvenir.turn.engine.offline;

import io.quarkus.arc.lookup.LookupUnlessProperty;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.Heard;
import io.souvenir.turn.engine.Reply;
import io.souvenir.turn.engine.Turn;
import io.souvenir.turn.engine.TurnEngine;
import io.souvenir.turn.engine.offline.actions.ActionTalk;
import io.souvenir.turn.engine.offline.reply.MemoryAnswers;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Actions first (a "oui" to a pending proposal, "envoie un mail à …", "tu as envoyé … ?"), then
 * rules and a reply that reacts to what the rules kept; a question is answered from memory.
 */
@ApplicationScoped
@LookupUnlessProperty(name = "souvenir.llm.mode", stringValue = "openai")
public class OfflineTurnEngine implements TurnEngine {

    private static final Map<Locale, String> MEMORY_OFF = Map.of(
            LanguageDetector.FRENCH, "(Ta mémoire est coupée ou en pause : je ne garde rien de ceci.)",
            LanguageDetector.ENGLISH, "(Your memory is off or paused: I'm not keeping any of this.)");

    private final OfflineExtractor extractor = new OfflineExtractor();
    private final OfflineEngine replier = new OfflineEngine();

    /** Its rules read the sentence, the recall and the actions; the identity card and the summary are for a model's prompt. */
    @Override
    public boolean readsNarrative() {
        return false;
    }

    @Override
    public Heard hear(Turn turn) {
        String userText = turn.text();
        ZonedDateTime now = turn.now();
        boolean keep = turn.keep();
        Locale language = turn.replyLanguage();
        Optional<Heard> aboutActions = ActionTalk.hear(turn, language);
        if (aboutActions.isPresent()) {
            return aboutActions.get();
        }
        List<MemoryDraft> heard = extractor.extract(userText, now);
        if (heard.isEmpty() && MemoryAnswers.asks(userText)) {
            return new Heard(MemoryAnswers.answer(userText, turn.recall(), language), List.of());
        }
        if (keep) {
            return new Heard(replier.reply(userText, heard, now, language), heard);
        }
        Reply reply = replier.reply(userText, List.of(), now, language);
        // the user asked for silence of another kind: say once that nothing of this is kept
        return new Heard(heard.isEmpty() ? reply : new Reply(reply.text() + " " + MEMORY_OFF.get(reply.language()),
                reply.language(), reply.setPhrases()), List.of());
    }
}
