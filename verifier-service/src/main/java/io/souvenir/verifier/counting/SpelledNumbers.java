package io.souvenir.verifier.counting;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Numbers from 0 to 99 as digits or as French or English words ("dix-huit", "soixante et onze", "nonante-deux",
 * "twenty-one").
 */
public final class SpelledNumbers {

    private static final List<String> FRENCH_UNITS = List.of("zero", "un", "deux", "trois", "quatre", "cinq", "six",
            "sept", "huit", "neuf", "dix", "onze", "douze", "treize", "quatorze", "quinze", "seize");
    /** From twenty on; Belgium and Switzerland go on counting by tens ("septante", "huitante", "nonante"). */
    private static final List<String> FRENCH_TENS = List.of("vingt", "trente", "quarante", "cinquante", "soixante", "septante",
            "huitante", "nonante");
    private static final List<String> ENGLISH_UNITS = List.of("zero", "one", "two", "three", "four", "five", "six",
            "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen");
    private static final List<String> ENGLISH_TENS = List.of("twenty", "thirty", "forty", "fifty", "sixty", "seventy",
            "eighty", "ninety");

    /** Spelled form (folded, words joined by "-") to value. */
    private static final Map<String, Integer> VALUES = spelledValues();

    /** One number in folded text: digits, or a spelled form whose words are joined by spaces or hyphens. */
    public static final String PATTERN = "(?:\\d{1,3}|" + VALUES.keySet().stream()
            .sorted(Comparator.comparingInt(String::length).reversed())
            .map(spelled -> spelled.replace("-", "[- ]"))
            .collect(Collectors.joining("|")) + ")";

    private static final Pattern NUMBER = Pattern.compile("\\b" + PATTERN + "\\b");
    private static final Pattern LONG_DIGITS = Pattern.compile("\\d{4,}");
    private static final Set<String> ARTICLES = Set.of("un", "une", "one");

    private SpelledNumbers() {
    }

    /** The value of one match of {@link #PATTERN}. */
    public static int value(String number) {
        if (Character.isDigit(number.charAt(0))) {
            return Integer.parseInt(number);
        }
        return VALUES.get(number.replaceAll("[- ]+", "-"));
    }

    /**
     * Every number a text mentions, as digits ("onze ans" gives "11"), longer runs of digits (codes)
     * as they are. "un", "une" and "one" are read as articles, not as numbers.
     */
    public static Set<String> in(String text) {
        String folded = Words.fold(text);
        Set<String> numbers = LONG_DIGITS.matcher(folded).results().map(MatchResult::group).collect(Collectors.toSet());
        Matcher matcher = NUMBER.matcher(folded);
        while (matcher.find()) {
            if (!ARTICLES.contains(matcher.group())) {
                numbers.add(String.valueOf(value(matcher.group())));
            }
        }
        return numbers;
    }

    private static Map<String, Integer> spelledValues() {
        Map<String, Integer> values = new HashMap<>();
        for (int n = 0; n < FRENCH_UNITS.size(); n++) {
            values.put(FRENCH_UNITS.get(n), n);
        }
        values.put("une", 1);
        for (int n = 7; n <= 9; n++) {
            values.put("dix-" + FRENCH_UNITS.get(n), 10 + n);
        }
        for (int t = 0; t < FRENCH_TENS.size(); t++) {
            int tens = 20 + 10 * t;
            String name = FRENCH_TENS.get(t);
            values.put(name, tens);
            values.put(name + "-et-un", tens + 1);
            values.put(name + "-et-une", tens + 1);
            for (int n = 2; n <= 9; n++) {
                values.put(name + "-" + FRENCH_UNITS.get(n), tens + n);
            }
        }
        values.put("octante", 80);
        // 70 to 79 count on from sixty, 80 to 99 from four twenties
        values.put("soixante-dix", 70);
        values.put("soixante-et-onze", 71);
        values.put("quatre-vingts", 80);
        values.put("quatre-vingt", 80);
        for (int n = 1; n <= 19; n++) {
            String unit = n < FRENCH_UNITS.size() ? FRENCH_UNITS.get(n) : "dix-" + FRENCH_UNITS.get(n - 10);
            if (n >= 2 && n != 11) {
                values.put("soixante-" + unit, 60 + n);
            }
            values.put("quatre-vingt-" + unit, 80 + n);
        }
        for (int n = 0; n < ENGLISH_UNITS.size(); n++) {
            values.put(ENGLISH_UNITS.get(n), n);
        }
        for (int t = 0; t < ENGLISH_TENS.size(); t++) {
            int tens = 20 + 10 * t;
            values.put(ENGLISH_TENS.get(t), tens);
            for (int n = 1; n <= 9; n++) {
                values.put(ENGLISH_TENS.get(t) + "-" + ENGLISH_UNITS.get(n), tens + n);
            }
        }
        return Map.copyOf(values);
    }
}
