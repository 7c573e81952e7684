package io.souvenir.memory.search;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether a message places what it tells in time, by its own words (folded, not stemmed): a weekday, a month, a
 * season, a year, "yesterday", "la semaine dernière", a day of the month ("the 22nd", "le 1er", "le 12"), an hour
 * ("23h"). Read on whole words because the stems of a message indexed in French and in English are false friends:
 * "mais" stems to "mai" (May), "moi" to the stem of "mois", and "été" (been) is the summer.
 */
final class TimeWords {

    private static final Set<String> WORDS = Set.of("yesterday", "today", "tonight", "tomorrow", "week", "weeks",
            "weekend", "weekends", "weekly", "month", "months", "monthly", "year", "years", "yearly", "ago", "monday",
            "mondays", "tuesday", "tuesdays", "wednesday", "wednesdays", "thursday", "thursdays", "friday", "fridays",
            "saturday", "saturdays", "sunday", "sundays", "january", "february", "march", "april", "june", "july",
            "august", "september", "october", "november", "december", "summer", "winter", "spring", "autumn",
            "christmas", "easter", "birthday", "hier", "demain", "aujourd", "semaine", "semaines", "mois", "annee",
            "annees", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "lundis", "mardis",
            "mercredis", "jeudis", "vendredis", "samedis", "dimanches", "janvier", "fevrier", "mars", "avril", "mai",
            "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre", "hiver", "printemps", "automne",
            "noel", "paques", "anniversaire", "anniv");
    /** "été" is the summer after an article or a preposition ("cet été", "l'été dernier", "en été"), else "been". */
    private static final Set<String> BEFORE_SUMMER = Set.of("l", "cet", "en", "d", "de", "tout", "chaque", "cette");
    /** "may" is the month before or after a day of the month, or after "in", "early", "late", "last", "next". */
    private static final Set<String> BEFORE_MAY = Set.of("in", "early", "late", "last", "next", "of", "since", "until");
    /** French days of the month said alone: "le 12", "du 18 au 22", "lundi 6". */
    private static final Set<String> BEFORE_DAY = Set.of("le", "du", "au", "lundi", "mardi", "mercredi", "jeudi",
            "vendredi", "samedi", "dimanche", "depuis", "jusqu");
    /** What a number after "le" counts when it is not a day: "le 10 km", "les 2 ans". */
    private static final Set<String> NOT_A_DAY = Set.of("km", "kilometres", "kg", "kilos", "euros", "eur", "ans", "an",
            "minutes", "min", "secondes", "heures", "h", "m", "metres", "cm", "pour", "fois", "jours", "mois", "semaines",
            "personnes", "centimes", "balles", "k");
    private static final Pattern YEAR = Pattern.compile("(19|20)\\d\\d");
    private static final Pattern DAY_OR_HOUR = Pattern.compile("\\d{1,2}(st|nd|rd|th|er|eme|h\\d{0,2})");
    private static final Pattern DAY = Pattern.compile("([1-9]|[12]\\d|3[01])");

    /** Days named from the day they are said in: "yesterday", "hier", a weekday said alone ("on friday", "lundi soir"). */
    private static final Set<String> DAYS_FROM_NOW = Set.of("yesterday", "today", "tonight", "tomorrow", "monday", "tuesday",
            "wednesday", "thursday", "friday", "saturday", "sunday", "hier", "demain", "aujourd", "lundi", "mardi", "mercredi",
            "jeudi", "vendredi", "samedi", "dimanche");
    /** Parts of a day after "this" or "ce" ("this morning", "ce soir"). */
    private static final Set<String> PARTS_OF_A_DAY = Set.of("morning", "afternoon", "evening", "matin", "soir", "aprem");

    private TimeWords() {
    }

    /**
     * Whether the line dates what it tells from the day it is said, not on the calendar: "we had the scan on tuesday",
     * "sortie du bloc hier", "this morning". A past event is told so the day after it happened, and only the line's own
     * date says which day that was; a calendar date ("le 20 mai", "in October") more often names a plan.
     */
    static boolean placesFromTheDaySaid(List<String> words) {
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            String before = i > 0 ? words.get(i - 1) : "";
            if (DAYS_FROM_NOW.contains(word) || word.equals("ago")
                    || PARTS_OF_A_DAY.contains(word) && (before.equals("this") || before.equals("ce"))) {
                return true;
            }
        }
        return false;
    }

    static boolean placeInTime(String text) {
        return text != null && placeInTime(Lexicon.words(text));
    }

    /** The same, given the text's folded words. */
    static boolean placeInTime(List<String> words) {
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            String before = i > 0 ? words.get(i - 1) : "";
            String after = i + 1 < words.size() ? words.get(i + 1) : "";
            if (WORDS.contains(word) || YEAR.matcher(word).matches() || DAY_OR_HOUR.matcher(word).matches()
                    || word.equals("ete") && BEFORE_SUMMER.contains(before)
                    || word.equals("may") && (BEFORE_MAY.contains(before) || DAY.matcher(before).matches() || DAY.matcher(after).matches())
                    || DAY.matcher(word).matches() && BEFORE_DAY.contains(before) && !NOT_A_DAY.contains(after)) {
                return true;
            }
        }
        return false;
    }
}
