package io.souvenir.turn.engine.offline.time;

import io.souvenir.platform.time.When;
import io.souvenir.turn.engine.offline.LanguageDetector;
import java.time.DayOfWeek;
import java.time.ZonedDateTime;
import java.time.format.TextStyle;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;

/**
 * A moment in words. {@link #absolute} is what a memory keeps ("samedi 14 juin 2025 à 20h"), so
 * that it still reads right next year; {@link #relative} is what the reply says ("samedi à 20h",
 * "tomorrow at 12:00").
 */
public final class TimePhrases {

    private TimePhrases() {
    }

    public static String absolute(ZonedDateTime at, boolean withTime, Locale language) {
        boolean french = isFrench(language);
        String day = french
                ? weekday(at, language) + " " + dayOfMonth(at) + " " + month(at, language) + " " + at.getYear()
                : weekday(at, language) + ", " + month(at, language) + " " + at.getDayOfMonth() + ", " + at.getYear();
        return withTime ? day + clock(at, language) : day;
    }

    /**
     * A period as a person would write it down, when the user named no day ("la semaine dernière"):
     * "semaine du 2 juin 2025", "juin 2025", "2025" / "week of June 2, 2025", "June 2025", "2025".
     * Null for any other way of saying when.
     */
    public static String period(ZonedDateTime at, When.Said said, Locale language) {
        boolean french = isFrench(language);
        return switch (said) {
            case WEEK -> {
                ZonedDateTime monday = at.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
                yield french ? "semaine du " + dayOfMonth(monday) + " " + month(monday, language) + " " + monday.getYear()
                        : "week of " + month(monday, language) + " " + monday.getDayOfMonth() + ", " + monday.getYear();
            }
            case MONTH -> month(at, language) + " " + at.getYear();
            case YEAR -> Integer.toString(at.getYear());
            default -> null;
        };
    }

    /** Whether an {@link #absolute} phrase says the hour. */
    public static boolean hasTime(String absolute) {
        return absolute.contains(" à ") || absolute.contains(" at ");
    }

    /** The day as the user put it ({@code said}): a weekday stays a weekday, a date a date. */
    public static String relative(ZonedDateTime at, boolean withTime, ZonedDateTime now, Locale language,
            When.Said said) {
        ZonedDateTime local = at.withZoneSameInstant(now.getZone());
        long days = ChronoUnit.DAYS.between(now.toLocalDate(), local.toLocalDate());
        String day = isFrench(language) ? frenchDay(local, days, said) : englishDay(local, days, said);
        return withTime ? day + clock(local, language) : day;
    }

    private static String frenchDay(ZonedDateTime at, long days, When.Said said) {
        if (said == When.Said.WEEKDAY && days != 0) {
            return weekday(at, Locale.FRENCH) + (days >= 7 ? " prochain" : days < 0 ? " dernier" : "");
        }
        if (said == When.Said.DATE) {
            return "le " + dayOfMonth(at) + " " + month(at, Locale.FRENCH);
        }
        if (days == 0) {
            return at.getHour() >= 18 ? "ce soir" : "aujourd'hui";
        }
        if (days == 1 || days == 2 || days == -1 || days == -2) {
            return days == 1 ? "demain" : days == 2 ? "après-demain" : days == -1 ? "hier" : "avant-hier";
        }
        if (days > 0 && days < 14) {
            return weekday(at, Locale.FRENCH) + (days < 7 ? "" : " prochain");
        }
        if (days < 0 && days > -7) {
            return weekday(at, Locale.FRENCH) + " dernier";
        }
        return "le " + dayOfMonth(at) + " " + month(at, Locale.FRENCH);
    }

    private static String englishDay(ZonedDateTime at, long days, When.Said said) {
        if (said == When.Said.WEEKDAY && days != 0) {
            return (days >= 7 ? "next " : days < 0 ? "last " : "on ") + weekday(at, Locale.ENGLISH);
        }
        if (said == When.Said.DATE) {
            return "on " + month(at, Locale.ENGLISH) + " " + at.getDayOfMonth();
        }
        if (days == 0) {
            return at.getHour() >= 18 ? "tonight" : "today";
        }
        if (days == 1 || days == 2 || days == -1 || days == -2) {
            return days == 1 ? "tomorrow" : days == 2 ? "the day after tomorrow"
                    : days == -1 ? "yesterday" : "the day before yesterday";
        }
        if (days > 0 && days < 14) {
            return (days < 7 ? "on " : "next ") + weekday(at, Locale.ENGLISH);
        }
        if (days < 0 && days > -7) {
            return "last " + weekday(at, Locale.ENGLISH);
        }
        return "on " + month(at, Locale.ENGLISH) + " " + at.getDayOfMonth();
    }

    /** " à 20h", " à 18h30" / " at 20:00". */
    private static String clock(ZonedDateTime at, Locale language) {
        if (isFrench(language)) {
            return " à " + at.getHour() + "h" + (at.getMinute() == 0 ? "" : String.format("%02d", at.getMinute()));
        }
        return " at " + at.getHour() + ":" + String.format("%02d", at.getMinute());
    }

    private static String weekday(ZonedDateTime at, Locale language) {
        return at.getDayOfWeek().getDisplayName(TextStyle.FULL, language);
    }

    private static String month(ZonedDateTime at, Locale language) {
        return at.getMonth().getDisplayName(TextStyle.FULL, language);
    }

    private static String dayOfMonth(ZonedDateTime at) {
        return at.getDayOfMonth() == 1 ? "1er" : Integer.toString(at.getDayOfMonth());
    }

    private static boolean isFrench(Locale language) {
        return language.getLanguage().equals(LanguageDetector.FRENCH.getLanguage());
    }
}
