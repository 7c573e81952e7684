package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.LanguageDetector;
import io.souvenir.turn.engine.offline.nlp.Analysis;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.platform.time.When;
import io.souvenir.platform.time.WhenParser;
import java.time.ZonedDateTime;
import java.util.Locale;
import java.util.Optional;

/**
 * One statement of the user's sentence, with the sentence's language and the user's now. Its
 * moment is read once: {@link #when} in the tense of the clause, {@link #ahead} as something to
 * come (a reminder, a promise); {@link #what} is the clause without the words that said when.
 */
final class Clause {

    private final Text text;
    private final Locale language;
    private final ZonedDateTime now;
    private Optional<When> when;
    private Optional<When> ahead;
    private Analysis analysis;

    Clause(Text text, Locale language, ZonedDateTime now) {
        this.text = text;
        this.language = language;
        this.now = now;
    }

    Text text() {
        return text;
    }

    Locale language() {
        return language;
    }

    boolean french() {
        return language.equals(LanguageDetector.FRENCH);
    }

    ZonedDateTime now() {
        return now;
    }

    Optional<When> when() {
        if (when == null) {
            when = WhenParser.find(text.folded(), now, Tense.isPast(text));
        }
        return when;
    }

    Optional<When> ahead() {
        if (ahead == null) {
            ahead = WhenParser.find(text.folded(), now, false);
        }
        return ahead;
    }

    /** The clause as the language library reads it: tokens, parts of speech, lemmas, on the typed text. */
    Analysis analysis() {
        if (analysis == null) {
            analysis = Analyzer.standard().analyse(text.original(), language);
        }
        return analysis;
    }

    /** The token at a folded index of the clause, if a word or sign stands there. */
    Optional<Token> tokenAt(int folded) {
        return analysis().at(text.originalIndex(folded));
    }

    /** Whether the word at a folded index is a name: written with a capital, or tagged a proper noun. */
    boolean nameAt(int folded) {
        return text.capitalAt(folded) || tokenAt(folded).filter(token -> token.is("PROPN")).isPresent();
    }

    Text what() {
        return ahead().map(w -> text.without(w.spans())).orElse(text);
    }

    /** The same statement, narrowed to part of it ("que le code est 4820" → "le code est 4820"). */
    Clause narrowed(Text part) {
        return new Clause(part, language, now);
    }
}
