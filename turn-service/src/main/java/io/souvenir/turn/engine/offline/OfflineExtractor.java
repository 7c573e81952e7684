package io.souvenir.turn.engine.offline;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.offline.grammar.IntentGrammar;
import io.souvenir.turn.engine.offline.text.Typed;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Locale;

/**
 * The memories in one sentence, in French or English: persons, facts about the user, reminders,
 * tasks, memos and events (see {@link IntentGrammar}), read on the words as the language library
 * tags them. Deterministic, offline. A sentence longer than the budget is read up to it (and the
 * log says so): the time a turn takes stays bounded whatever is pasted into it.
 */
public class OfflineExtractor {

    private static final System.Logger LOG = System.getLogger(OfflineExtractor.class.getName());

    private final IntentGrammar grammar = new IntentGrammar();

    public List<MemoryDraft> extract(String sentence, ZonedDateTime now) {
        if (sentence == null || sentence.isBlank()) {
            return List.of();
        }
        if (Typed.overBudget(sentence)) {
            LOG.log(System.Logger.Level.INFO, "sentence of {0} characters: read up to the first {1}", sentence.length(),
                    Typed.CHARACTER_BUDGET);
        }
        Locale language = LanguageDetector.detect(sentence);
        // capitals mean nothing in a sentence typed all in capitals: no word is a name for being one
        boolean shouted = sentence.equals(sentence.toUpperCase(Locale.ROOT));
        String typed = Typed.readable(shouted ? sentence.toLowerCase(Locale.ROOT) : sentence, language);
        if (typed.isBlank()) {
            return List.of();
        }
        try {
            return grammar.read(typed, language, now);
        } catch (RuntimeException e) {
            // a sentence the rules cannot read keeps nothing; the turn is still answered
            LOG.log(System.Logger.Level.WARNING, "a sentence of " + sentence.length() + " characters could not be read", e);
            return List.of();
        }
    }
}
