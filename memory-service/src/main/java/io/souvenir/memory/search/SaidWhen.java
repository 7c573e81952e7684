package io.souvenir.memory.search;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The month and year a question names ("in October 2023", "en janvier", "in 2024"): a message said
 * then is more likely what it asks about than one said later that only names the month.
 */
record SaidWhen(int month, int year) {

    private static final Map<String, Integer> MONTHS = Map.ofEntries(Map.entry("january", 1), Map.entry("janvier", 1),
            Map.entry("february", 2), Map.entry("fevrier", 2), Map.entry("march", 3), Map.entry("mars", 3),
            Map.entry("april", 4), Map.entry("avril", 4), Map.entry("may", 5), Map.entry("mai", 5), Map.entry("june", 6),
            Map.entry("juin", 6), Map.entry("july", 7), Map.entry("juillet", 7), Map.entry("august", 8), Map.entry("aout", 8),
            Map.entry("september", 9), Map.entry("septembre", 9), Map.entry("october", 10), Map.entry("octobre", 10),
            Map.entry("november", 11), Map.entry("novembre", 11), Map.entry("december", 12), Map.entry("decembre", 12));
    /** Month names that are also other words ("may I", "Mars"): months only after these or before a year. */
    private static final Set<String> AMBIGUOUS = Set.of("may", "mars");
    private static final Set<String> BEFORE_A_MONTH = Set.of("in", "en", "of", "de", "early", "late", "debut", "fin", "mi");

    static final SaidWhen NONE = new SaidWhen(0, 0);

    static SaidWhen of(String question) {
        List<String> words = Lexicon.words(question);
        int month = 0;
        int year = 0;
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (isYear(word)) {
                year = Integer.parseInt(word);
            }
            Integer named = MONTHS.get(word);
            if (named != null && (!AMBIGUOUS.contains(word) || i > 0 && BEFORE_A_MONTH.contains(words.get(i - 1))
                    || i + 1 < words.size() && isYear(words.get(i + 1)))) {
                month = named;
            }
        }
        return month == 0 && year == 0 ? NONE : new SaidWhen(month, year);
    }

    private static boolean isYear(String word) {
        return word.length() == 4 && (word.startsWith("19") || word.startsWith("20")) && word.chars().allMatch(Character::isDigit);
    }

    /** Whether something said at {@code epochSecond} was said in the month and the year named (the one named, if one is). */
    boolean matches(long epochSecond) {
        if (month == 0 && year == 0) {
            return false;
        }
        ZonedDateTime said = Instant.ofEpochSecond(epochSecond).atZone(ZoneOffset.UTC);
        return (month == 0 || said.getMonthValue() == month) && (year == 0 || said.getYear() == year);
    }
}
