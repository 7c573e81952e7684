package io.souvenir.turn.engine.openai;

import io.quarkiverse.langchain4j.ChatMemoryRemover;
import io.quarkus.arc.lookup.LookupIfProperty;
import io.souvenir.turn.engine.Heard;
import io.souvenir.turn.engine.Reply;
import io.souvenir.turn.engine.TurnEngine;
import io.souvenir.turn.engine.offline.LanguageDetector;
import io.souvenir.turn.engine.offline.OfflineTurnEngine;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * One call to the model: it answers, and keeps what it heard through {@link MemoryTools}. When
 * the model fails (down, timeout, a tool loop), the offline engine answers instead: the user gets
 * a reply and the facts are still kept.
 */
@ApplicationScoped
@LookupIfProperty(name = "souvenir.llm.mode", stringValue = "openai")
public class OpenAiTurnEngine implements TurnEngine {

    private static final Logger LOG = Logger.getLogger(OpenAiTurnEngine.class);

    private final ListeningAssistant assistant;
    private final HeardMemories heard;
    private final OfflineTurnEngine offline;

    OpenAiTurnEngine(ListeningAssistant assistant, HeardMemories heard, OfflineTurnEngine offline) {
        this.assistant = assistant;
        this.heard = heard;
        this.offline = offline;
    }

    @Override
    @ActivateRequestContext
    public Heard hear(String userText, ZonedDateTime now, boolean keep) {
        UUID exchange = UUID.randomUUID();
        try {
            String answer = assistant.listen(exchange, userText, now.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME),
                    now.getZone().getId(), keep ? "on" : "off");
            // with memory off, whatever the model tried to keep is dropped here, not trusted to the prompt
            return new Heard(new Reply(answer, LanguageDetector.detect(userText)), keep ? heard.drafts() : List.of());
        } catch (RuntimeException e) {
            LOG.warnf(e, "the model failed; the offline engine answers this turn");
            return offline.hear(userText, now, keep);
        } finally {
            ChatMemoryRemover.remove(assistant, exchange);
        }
    }
}
