package io.souvenir.turn.engine.offline;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.offline.grammar.IntentGrammar;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Locale;

/**
 * The memories in one sentence, by rules, in French or English: persons, facts about the user,
 * reminders, tasks, memos and events (see {@link IntentGrammar}). Deterministic, offline.
 */
public class OfflineExtractor {

    private final IntentGrammar grammar = new IntentGrammar();

    public List<MemoryDraft> extract(String sentence, ZonedDateTime now) {
        if (sentence == null || sentence.isBlank()) {
            return List.of();
        }
        // capitals mean nothing in a sentence typed all in capitals: no word is a name for being one
        boolean shouted = sentence.equals(sentence.toUpperCase(Locale.ROOT));
        String typed = shouted ? sentence.toLowerCase(Locale.ROOT) : sentence;
        return grammar.read(typed, LanguageDetector.detect(sentence), now);
    }
}
