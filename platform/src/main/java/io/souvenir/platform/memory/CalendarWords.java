package io.souvenir.platform.memory;

import java.util.Set;

/**
 * The days, months and feasts of the calendar in French and English, folded (lower case, no
 * accents). English writes them with a capital: a capitalised word among them names no one.
 */
public final class CalendarWords {

    private static final Set<String> WORDS = Set.of("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
            "december", "christmas", "easter", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "janvier",
            "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre", "noel",
            "paques");

    private CalendarWords() {
    }

    public static Set<String> all() {
        return WORDS;
    }

    public static boolean contains(String folded) {
        return WORDS.contains(folded);
    }
}
