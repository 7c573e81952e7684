package io.souvenir.turn.engine.offline.lexicon;

import io.souvenir.turn.engine.offline.LanguageDetector;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Numbers said in French or English words, or in digits: read ("dix-huit", "quatre-vingt-douze",
 * "seventy-two", "18") as the platform reads them, and spelled back (0 to 99; digits above).
 */
public final class NumberWords {

    /** A number in digits or words, in folded text: see the platform's reading, which this one shares. */
    public static final String REGEX = io.souvenir.platform.memory.NumberWords.REGEX;

    private static final String[] FRENCH_UNITS = {"zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept",
        "huit", "neuf", "dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit",
        "dix-neuf"};
    private static final String[] FRENCH_TENS = {"", "", "vingt", "trente", "quarante", "cinquante", "soixante"};
    private static final String[] ENGLISH_UNITS = {"zero", "one", "two", "three", "four", "five", "six", "seven",
        "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"};
    private static final String[] ENGLISH_TENS = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"};

    private NumberWords() {
    }

    /** The value of a whole folded string that is a number, in digits or in words. */
    public static OptionalInt parse(String folded) {
        return io.souvenir.platform.memory.NumberWords.parse(folded);
    }

    public static String spell(int value, Locale language) {
        if (value < 0 || value > 99) {
            return Integer.toString(value);
        }
        return language.equals(LanguageDetector.FRENCH) ? french(value) : english(value);
    }

    private static String french(int value) {
        if (value < 20) {
            return FRENCH_UNITS[value];
        }
        int tens = value / 10;
        int units = value % 10;
        if (tens == 7 || tens == 9) {
            String base = tens == 7 ? "soixante" : "quatre-vingt";
            return base + (value == 71 ? " et " : "-") + FRENCH_UNITS[10 + units];
        }
        String base = tens == 8 ? "quatre-vingt" : FRENCH_TENS[tens];
        if (units == 0) {
            return tens == 8 ? "quatre-vingts" : base;
        }
        return base + (units == 1 && tens != 8 ? " et un" : "-" + FRENCH_UNITS[units]);
    }

    private static String english(int value) {
        if (value < 20) {
            return ENGLISH_UNITS[value];
        }
        return ENGLISH_TENS[value / 10] + (value % 10 == 0 ? "" : "-" + ENGLISH_UNITS[value % 10]);
    }
}
