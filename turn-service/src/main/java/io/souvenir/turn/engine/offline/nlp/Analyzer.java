package io.souvenir.turn.engine.offline.nlp;

import java.util.Locale;

/**
 * The offline engine's language library, behind one method: the tokens of a French or English
 * text with their parts of speech and lemmas. The engine maps what it reads here (who is named,
 * which word is a verb, what is negated) to memories; the library stays replaceable.
 */
public interface Analyzer {

    /** At most this many tokens of one text are analysed; the rest is left out, and the log says so. */
    int TOKEN_BUDGET = 160;

    Analysis analyse(String text, Locale language);

    /** The analyzer the engine uses: Apache OpenNLP with its UD models, loaded once. */
    static Analyzer standard() {
        return OpenNlpAnalyzer.shared();
    }
}
