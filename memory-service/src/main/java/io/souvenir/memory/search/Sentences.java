package io.souvenir.memory.search;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The sentences of a chat message that each get a vector of their own: a long message tells of
 * several things ("Mum's hip has got really bad … She had to stop her ballroom classes"), and its
 * one vector is the average of them. Sentences of fewer than {@link #MIN_WORDS} words ("Less
 * fun.") say too little to be found alone; a message of one sentence keeps its one vector.
 */
final class Sentences {

    static final int MIN_WORDS = 4;
    static final int MAX_SENTENCES = 8;

    private Sentences() {
    }

    /** The sentences of {@code text} worth a vector, none when it has fewer than two. */
    static List<String> of(String text) {
        BreakIterator boundaries = BreakIterator.getSentenceInstance(Locale.ROOT);
        boundaries.setText(text);
        List<String> sentences = new ArrayList<>();
        for (int start = boundaries.first(), end = boundaries.next(); end != BreakIterator.DONE && sentences.size() < MAX_SENTENCES;
                start = end, end = boundaries.next()) {
            String sentence = text.substring(start, end).strip();
            if (sentence.split("\\s+").length >= MIN_WORDS) {
                sentences.add(sentence);
            }
        }
        return sentences.size() < 2 ? List.of() : sentences;
    }
}
