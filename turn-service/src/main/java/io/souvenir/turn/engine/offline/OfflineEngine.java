package io.souvenir.turn.engine.offline;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.Reply;
import io.souvenir.turn.engine.offline.reply.Answers;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Locale;

/**
 * The deterministic engine used when no LLM is configured. It answers in the user's language as
 * a person who listens: a word about what it kept silently, a short acknowledgement of what the
 * user will see, and otherwise a greeting, thanks or an invitation to go on. Recall comes with
 * its own capability.
 */
public class OfflineEngine {

    public Reply reply(String userText, List<MemoryDraft> kept, ZonedDateTime now) {
        return reply(userText, kept, now, LanguageDetector.detect(userText));
    }

    public Reply reply(String userText, List<MemoryDraft> kept, ZonedDateTime now, Locale language) {
        return Answers.to(userText, kept == null ? List.of() : kept, now, language);
    }
}
