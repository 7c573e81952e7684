package io.souvenir.turn.engine.openai;

import io.quarkiverse.langchain4j.ChatMemoryRemover;
import io.quarkus.arc.lookup.LookupIfProperty;
import io.souvenir.turn.engine.Heard;
import io.souvenir.turn.engine.Reply;
import io.souvenir.turn.engine.TurnEngine;
import io.souvenir.turn.engine.offline.LanguageDetector;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.UUID;

/** One call to the model: it answers, and keeps what it heard through {@link MemoryTools}. */
@ApplicationScoped
@LookupIfProperty(name = "souvenir.llm.mode", stringValue = "openai")
public class OpenAiTurnEngine implements TurnEngine {

    private final ListeningAssistant assistant;
    private final HeardMemories heard;

    OpenAiTurnEngine(ListeningAssistant assistant, HeardMemories heard) {
        this.assistant = assistant;
        this.heard = heard;
    }

    @Override
    @ActivateRequestContext
    public Heard hear(String userText, ZonedDateTime now) {
        UUID exchange = UUID.randomUUID();
        try {
            String answer = assistant.listen(exchange, userText, now.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME),
                    now.getZone().getId());
            return new Heard(new Reply(answer, LanguageDetector.detect(userText)), heard.drafts());
        } finally {
            ChatMemoryRemover.remove(assistant, exchange);
        }
    }
}
