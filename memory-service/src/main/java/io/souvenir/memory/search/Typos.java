package io.souvenir.memory.search;

import org.apache.commons.text.similarity.LevenshteinDistance;

/** A misspelt word is one edit away from a known one when short ("wif"), two when long ("brothr", "learnig"). */
final class Typos {

    private static final LevenshteinDistance ONE_EDIT = new LevenshteinDistance(1);
    private static final LevenshteinDistance TWO_EDITS = new LevenshteinDistance(2);

    private Typos() {
    }

    /** Never for words under three letters, nor for the known word itself. */
    static boolean isMisspelling(String word, String known) {
        if (word.length() < 3 || known.length() < 3 || Math.abs(word.length() - known.length()) > 2) {
            return false;
        }
        int distance = (word.length() <= 5 ? ONE_EDIT : TWO_EDITS).apply(word, known);
        return distance > 0;
    }
}
