package io.souvenir.verifier.counting;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A piece of a sentence that says one thing: its words as typed, the same words {@link
 * Words#fold folded} (index for index), and whether it ended with a question mark.
 */
record Clause(String text, String folded, boolean endsWithQuestionMark) {

    /**
     * Commas (not inside "3,5"), semicolons, sentence ends (not the point of "M." or "Dr."), and "et"/"and"/"mais"/"but" (not inside
     * "soixante et onze").
     */
    private static final Pattern BOUNDARY = Pattern.compile(
            "[,;]+(?!\\d)|(?<!\\b(?:m|mr|mrs|ms|dr|mme|mlle|pr|st))(?!(?<=\\bno)\\.\\s*(?:\\p{L}{1,3}\\s?)?\\d)[.!?…]+(?=\\s|$)|(?<!vingt|trente|quarante|cinquante|soixante)\\s+(?:et|and|mais|but)\\s+");

    static List<Clause> split(String sentence) {
        String folded = Words.fold(sentence);
        List<Clause> clauses = new ArrayList<>();
        Matcher boundary = BOUNDARY.matcher(folded);
        int start = 0;
        while (boundary.find()) {
            clauses.add(new Clause(sentence.substring(start, boundary.start()), folded.substring(start, boundary.start()),
                    boundary.group().contains("?")).from(0));
            start = boundary.end();
        }
        clauses.add(new Clause(sentence.substring(start), folded.substring(start), false).from(0));
        clauses.removeIf(Clause::isEmpty);
        return clauses;
    }

    /** A clause of its own, made of words the verifier puts together. */
    static Clause of(String text) {
        return new Clause(text, Words.fold(text), false).from(0);
    }

    /** What follows {@code index}, without the spaces around it. */
    Clause from(int index) {
        int start = index;
        int end = text.length();
        while (start < end && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        while (end > start && (Character.isWhitespace(text.charAt(end - 1)) || ":-—–".indexOf(text.charAt(end - 1)) >= 0)) {
            end--;
        }
        return new Clause(text.substring(start, end), folded.substring(start, end), endsWithQuestionMark);
    }

    /** What follows the first occurrence of {@code words}. */
    Clause after(String words) {
        return from(text.indexOf(words) + words.length());
    }

    boolean isEmpty() {
        return text.isEmpty();
    }

    /** The clause matched from its start, or null. */
    Matcher startsWith(Pattern pattern) {
        Matcher matcher = pattern.matcher(folded);
        return matcher.lookingAt() ? matcher : null;
    }

    boolean mentions(Pattern pattern) {
        return pattern.matcher(folded).find();
    }

    /** The typed text of a group of a match on {@link #folded}. */
    String typed(Matcher match, String group) {
        return match.group(group) == null ? null : text.substring(match.start(group), match.end(group));
    }
}
