package io.souvenir.turn.engine.openai;

import io.quarkiverse.langchain4j.ChatMemoryRemover;
import io.quarkus.arc.lookup.LookupIfProperty;
import io.souvenir.turn.actions.ActionWords;
import io.souvenir.turn.engine.Heard;
import io.souvenir.turn.engine.Reply;
import io.souvenir.turn.engine.Turn;
import io.souvenir.turn.engine.TurnEngine;
import io.souvenir.turn.engine.offline.OfflineTurnEngine;
import io.souvenir.turn.recall.RecallUnavailableException;
import io.souvenir.turn.recall.Recalled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * One call to the model: it answers, keeps what it heard through {@link MemoryTools} and proposes
 * or decides actions through {@link ActionTools} (the recent-actions block is in its prompt). When
 * the model fails (down, timeout, a tool loop), the offline engine answers instead: the user gets
 * a reply and the facts are still kept.
 */
@ApplicationScoped
@LookupIfProperty(name = "souvenir.llm.mode", stringValue = "openai")
public class OpenAiTurnEngine implements TurnEngine {

    private static final Logger LOG = Logger.getLogger(OpenAiTurnEngine.class);
    private static final int RECALLED_IN_PROMPT = 6;

    private final ListeningAssistant assistant;
    private final HeardMemories heard;
    private final OfflineTurnEngine offline;
    private final RecallOfTurn recallOfTurn;
    private final HeardActions heardActions;

    OpenAiTurnEngine(ListeningAssistant assistant, HeardMemories heard, OfflineTurnEngine offline, RecallOfTurn recallOfTurn,
            HeardActions heardActions) {
        this.heardActions = heardActions;
        this.recallOfTurn = recallOfTurn;
        this.assistant = assistant;
        this.heard = heard;
        this.offline = offline;
    }

    @Override
    @ActivateRequestContext
    public Heard hear(Turn turn) {
        UUID exchange = UUID.randomUUID();
        Locale language = turn.replyLanguage();
        recallOfTurn.use(turn.recall(), turn.actions(), new ActionWords(language, turn.now()));
        try {
            String answer = assistant.listen(exchange, turn.text(), turn.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME),
                    turn.now().getZone().getId(), turn.keep() ? "on" : "off",
                    PromptContext.render(turn, recalledFor(turn), language));
            // with memory off, whatever the model tried to keep is dropped here, not trusted to the prompt
            return new Heard(new Reply(answer, language), turn.keep() ? heard.drafts() : List.of(), heardActions.proposals(language),
                    heardActions.decisions());
        } catch (RuntimeException e) {
            LOG.warnf(e, "the model failed; the offline engine answers this turn");
            return offline.hear(turn);
        } finally {
            ChatMemoryRemover.remove(assistant, exchange);
        }
    }

    /** Memories the sentence points at, found before the model is called; without memory-service, none. */
    private static List<Recalled> recalledFor(Turn turn) {
        try {
            return turn.recall().search(turn.text()).stream().limit(RECALLED_IN_PROMPT).toList();
        } catch (RecallUnavailableException e) {
            LOG.warnf("memory unavailable for the prompt: %s", e.getMessage());
            return List.of();
        }
    }
}
