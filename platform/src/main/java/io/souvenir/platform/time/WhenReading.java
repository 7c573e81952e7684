package io.souvenir.platform.time;

import static io.souvenir.platform.time.WhenWords.AGO;
import static io.souvenir.platform.time.WhenWords.BARE_HOUR_EN;
import static io.souvenir.platform.time.WhenWords.CLOCK_24;
import static io.souvenir.platform.time.WhenWords.CLOCK_EN;
import static io.souvenir.platform.time.WhenWords.CLOCK_FR;
import static io.souvenir.platform.time.WhenWords.DATE_EN_DAY_FIRST;
import static io.souvenir.platform.time.WhenWords.DATE_EN_MONTH_FIRST;
import static io.souvenir.platform.time.WhenWords.DATE_FR;
import static io.souvenir.platform.time.WhenWords.DATE_NUMERIC;
import static io.souvenir.platform.time.WhenWords.DAY_OF_MONTH_EN;
import static io.souvenir.platform.time.WhenWords.DAY_OF_MONTH_FR_REMINDED;
import static io.souvenir.platform.time.WhenWords.HOLIDAY;
import static io.souvenir.platform.time.WhenWords.HOURS_EN;
import static io.souvenir.platform.time.WhenWords.HOURS_FR;
import static io.souvenir.platform.time.WhenWords.NOON;
import static io.souvenir.platform.time.WhenWords.PART_OF_DAY;
import static io.souvenir.platform.time.WhenWords.PERIOD;
import static io.souvenir.platform.time.WhenWords.RANGE_EN;
import static io.souvenir.platform.time.WhenWords.RANGE_FR;
import static io.souvenir.platform.time.WhenWords.RELATIVE_DAY;
import static io.souvenir.platform.time.WhenWords.WAKING;
import static io.souvenir.platform.time.WhenWords.WEEKDAY;
import static io.souvenir.platform.time.WhenWords.WEEKDAY_AND_DAY;
import static io.souvenir.platform.time.WhenWords.WEEKDAYS;
import static io.souvenir.platform.time.WhenWords.WITHIN;
import static io.souvenir.platform.time.WhenWords.monthEn;
import static io.souvenir.platform.time.WhenWords.monthFr;

import io.souvenir.platform.memory.NumberWords;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One reading of one sentence: the words that say when, found pattern by pattern (each read once),
 * then resolved against the user's now. See {@link WhenParser}.
 */
final class WhenReading {

    /** How a day found may still move: to the next week or year ahead, or back to the last one. */
    private enum Roll { NONE, DAY, WEEK, YEAR }

    private final StringBuilder rest;
    private final ZonedDateTime now;
    private final LocalDate today;
    private final boolean pastTense;
    private final List<Span> spans = new ArrayList<>();

    private LocalDate date;
    private LocalDate until;
    private Roll roll = Roll.NONE;
    private boolean saidAhead;
    private boolean saidPast;
    private ZonedDateTime exact;
    private Integer hour;
    private int minute;
    private boolean bareHour;
    private LocalTime partOfDay;
    private When.Said said;

    WhenReading(String folded, ZonedDateTime now, boolean pastTense) {
        this.rest = new StringBuilder(folded);
        this.now = now.truncatedTo(ChronoUnit.MINUTES);
        this.today = now.toLocalDate();
        this.pastTense = pastTense;
    }

    Optional<When> read() {
        each(AGO, this::ago);
        each(WITHIN, this::within);
        first(RANGE_FR, m -> range(m.group(1), m.group(2) == null ? monthFr(m.group(4)) : monthFr(m.group(2)), m.group(3),
                monthFr(m.group(4)), m.group(5)));
        first(RANGE_EN, m -> range(m.group(1), m.group(2) == null ? monthEn(m.group(4)) : monthEn(m.group(2)), m.group(3),
                monthEn(m.group(4)), m.group(5)));
        first(DATE_FR, m -> date(m.group(2), monthFr(m.group(3)), m.group(4)));
        first(DATE_EN_DAY_FIRST, m -> date(m.group(2), monthEn(m.group(3)), m.group(4)));
        first(DATE_EN_MONTH_FIRST, m -> date(m.group(3), monthEn(m.group(2)), m.group(4)));
        first(DATE_NUMERIC, this::numericDate);
        if (date == null) {
            first(WEEKDAY_AND_DAY, m -> weekdayAndDay(WEEKDAYS.get(m.group(1) != null ? m.group(1) : m.group(2)),
                    dayNumber(m.group(3))));
        }
        if (date == null) {
            first(DAY_OF_MONTH_EN, m -> dayOfMonth(Integer.parseInt(m.group(1))));
        }
        if (date == null) {
            first(DAY_OF_MONTH_FR_REMINDED, m -> dayOfMonth(dayNumber(m.group(1) != null ? m.group(1) : m.group(2))));
        }
        if (date == null) {
            first(HOLIDAY, m -> holiday(m.group(1)));
        }
        first(RELATIVE_DAY, m -> relativeDay(m.group(1)));
        first(PERIOD, this::period);
        first(WEEKDAY, this::weekday);
        first(NOON, this::noon);
        first(CLOCK_FR, m -> clock(m.group(1), m.group(2)));
        first(HOURS_FR, this::hoursInWords);
        first(HOURS_EN, this::englishHoursInWords);
        first(CLOCK_EN, this::clockAmPm);
        // "dentist tuesday 2:30": nobody books 1:00 to 5:59 at night, so without "am" it is the afternoon,
        // unless it is waking up that is asked ("réveille-moi à 5:30")
        first(CLOCK_24, m -> {
            boolean read = clock(m.group(1), m.group(2));
            bareHour = read && Integer.parseInt(m.group(1)) <= 5 && !WAKING.matcher(rest).find();
            return read;
        });
        // "got into Oxford at 15": an English clock without "pm" or minutes counts to twelve; past it, an age
        first(BARE_HOUR_EN, m -> Integer.parseInt(m.group(1)) <= 12 && (bareHour = clock(m.group(1), null)));
        if (date != null || hour != null) {
            first(PART_OF_DAY, m -> partOfDay(m.group(1)));
        }
        if (spans.isEmpty()) {
            return Optional.empty();
        }
        ZonedDateTime at = exact != null ? exact : resolve();
        LocalDate last = until == null || exact != null ? null
                : until.plusYears(at.toLocalDate().getYear() - date.getYear()); // rolled as its first day was
        if (last != null && last.isBefore(at.toLocalDate())) {
            last = last.plusYears(1); // "du 28 décembre au 3 janvier"
        }
        return Optional.of(new When(at, exact != null || hour != null, at.isBefore(now),
                said == null ? When.Said.HOUR : said, spans, last));
    }

    private void each(Pattern pattern, Predicate<Matcher> found) {
        Matcher matcher = pattern.matcher(rest);
        int from = 0;
        while (matcher.find(from)) {
            from = matcher.end();
            take(matcher, found);
        }
    }

    private void first(Pattern pattern, Predicate<Matcher> found) {
        Matcher matcher = pattern.matcher(rest);
        if (matcher.find()) {
            take(matcher, found);
        }
    }

    /**
     * Reads a match; when it makes sense ("à 25h" does not), blanks its words out so that no
     * later pattern reads them again, and keeps them as words that said when.
     */
    private void take(Matcher matcher, Predicate<Matcher> found) {
        LocalDate before = date;
        if (!found.test(matcher)) {
            return;
        }
        if (said == null && (exact != null || date != before)) {
            said = saidBy(matcher.pattern());
        }
        spans.add(new Span(matcher.start(), matcher.end()));
        for (int i = matcher.start(); i < matcher.end(); i++) {
            rest.setCharAt(i, ' ');
        }
    }

    private static When.Said saidBy(Pattern pattern) {
        if (pattern == WEEKDAY) {
            return When.Said.WEEKDAY;
        }
        if (pattern == AGO || pattern == WITHIN) {
            return When.Said.DELAY;
        }
        return pattern == RELATIVE_DAY || pattern == PERIOD ? When.Said.DAY_WORD : When.Said.DATE;
    }

    private boolean ago(Matcher m) {
        boolean french = m.group(1) != null;
        move(-amount(french ? m.group(1) : m.group(3)), french ? m.group(2) : m.group(4));
        saidPast = true;
        return true;
    }

    private boolean within(Matcher m) {
        if (m.group(3) != null) {
            exact = now.plusMinutes(30);
        } else if (m.group(4) != null) {
            move(Integer.parseInt(m.group(4)), m.group(5)); // "dans 1h", "in 20min"
        } else {
            move(amount(m.group(1)), m.group(2));
        }
        saidAhead = true;
        return true;
    }

    private void move(int amount, String unit) {
        if (unit.startsWith("min") || unit.startsWith("h")) {
            exact = unit.startsWith("min") ? now.plusMinutes(amount) : now.plusHours(amount);
        } else if (unit.startsWith("j") || unit.startsWith("d")) {
            date = today.plusDays(amount);
        } else if (unit.startsWith("s") || unit.startsWith("w")) {
            date = today.plusWeeks(amount);
        } else if (unit.startsWith("mo")) {
            date = today.plusMonths(amount);
        } else {
            date = today.plusYears(amount);
        }
    }

    private static int amount(String words) {
        OptionalInt value = NumberWords.parse(words);
        return value.orElse(1);
    }

    /** A span of days: read as its first day; its last kept beside. */
    private boolean range(String firstDay, int firstMonth, String lastDay, int lastMonth, String year) {
        if (!date(lastDay, lastMonth, year)) {
            return false;
        }
        LocalDate last = date;
        if (!date(firstDay, firstMonth, year) || date.isAfter(last) && firstMonth == lastMonth) {
            return false;
        }
        until = last;
        return true;
    }

    private boolean date(String day, int month, String year) {
        int dayOfMonth = day.equals("1er") || day.equals("premier") ? 1 : Integer.parseInt(day);
        if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31) {
            return false;
        }
        int y = year == null ? today.getYear() : Integer.parseInt(year);
        date = LocalDate.of(y, month, Math.min(dayOfMonth, LocalDate.of(y, month, 1).lengthOfMonth()));
        roll = year == null ? Roll.YEAR : Roll.NONE;
        return true;
    }

    /** A feast: this year's, or the last one gone when told in the past, or the next one to come. */
    private boolean holiday(String name) {
        boolean backward = pastTense && !saidAhead;
        LocalDate day = feast(name, today.getYear());
        if (backward && day.isAfter(today)) {
            day = feast(name, today.getYear() - 1);
        } else if (!backward && day.isBefore(today)) {
            day = feast(name, today.getYear() + 1);
        }
        date = day;
        roll = Roll.NONE;
        return true;
    }

    private static LocalDate feast(String name, int year) {
        return switch (name) {
            case "noel", "christmas", "xmas" -> LocalDate.of(year, 12, 25);
            case "boxing day" -> LocalDate.of(year, 12, 26);
            case "saint-sylvestre", "new year's eve" -> LocalDate.of(year, 12, 31);
            case "nouvel an", "jour de l'an", "new year's day" -> LocalDate.of(year, 1, 1);
            case "toussaint", "all saints' day" -> LocalDate.of(year, 11, 1);
            case "halloween" -> LocalDate.of(year, 10, 31);
            case "saint-valentin", "valentine's day" -> LocalDate.of(year, 2, 14);
            case "quatorze juillet", "14 juillet" -> LocalDate.of(year, 7, 14);
            case "ascension" -> easter(year).plusDays(39);
            case "pentecote", "whitsun" -> easter(year).plusDays(49);
            default -> easter(year);
        };
    }

    /** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
    static LocalDate easter(int year) {
        int a = year % 19;
        int b = year / 100;
        int c = year % 100;
        int d = b / 4;
        int e = b % 4;
        int f = (b + 8) / 25;
        int g = (b - f + 1) / 3;
        int h = (19 * a + b - d - g + 15) % 30;
        int i = c / 4;
        int k = c % 4;
        int l = (32 + 2 * e + 2 * i - h - k) % 7;
        int m = (a + 11 * h + 22 * l) / 451;
        int month = (h + l - 7 * m + 114) / 31;
        int day = (h + l - 7 * m + 114) % 31 + 1;
        return LocalDate.of(year, month, day);
    }

    /** A day of the month alone: the next one to come (the last one gone, told in the past). */
    private static int dayNumber(String day) {
        return day.equals("1er") ? 1 : Integer.parseInt(day);
    }

    private boolean dayOfMonth(int day) {
        if (day < 1 || day > 31) {
            return false;
        }
        LocalDate month = today.withDayOfMonth(1);
        if (pastTense ? day > today.getDayOfMonth() : day < today.getDayOfMonth()) {
            month = month.plusMonths(pastTense ? -1 : 1);
        }
        date = month.withDayOfMonth(Math.min(day, month.lengthOfMonth()));
        roll = Roll.NONE;
        return true;
    }

    /** The next day of that number that falls on that weekday (the last one gone, told in the past); else the day alone. */
    private boolean weekdayAndDay(DayOfWeek weekday, int day) {
        if (!dayOfMonth(day)) {
            return false;
        }
        LocalDate nearest = date.withDayOfMonth(1);
        for (int months = 0; months < 12; months++) {
            LocalDate month = nearest.plusMonths(pastTense ? -months : months);
            if (day <= month.lengthOfMonth() && month.withDayOfMonth(day).getDayOfWeek() == weekday) {
                date = month.withDayOfMonth(day);
                break;
            }
        }
        return true;
    }

    private boolean numericDate(Matcher m) {
        boolean french = m.group(1).equals("le");
        String day = french ? m.group(2) : m.group(3);
        int month = Integer.parseInt(french ? m.group(3) : m.group(2));
        String year = m.group(4) == null ? null : m.group(4).length() == 2 ? "20" + m.group(4) : m.group(4);
        return date(day, month, year);
    }

    private boolean relativeDay(String words) {
        switch (words) {
            case "apres-demain", "apres demain", "the day after tomorrow" -> ahead(2);
            case "avant-hier", "avant hier", "the day before yesterday" -> back(2);
            case "demain", "tomorrow" -> ahead(1);
            case "hier", "yesterday" -> back(1);
            case "last night" -> {
                back(1);
                partOfDay = LocalTime.of(19, 0);
            }
            case "ce soir", "tonight", "this evening" -> {
                date = today;
                partOfDay = LocalTime.of(19, 0);
            }
            case "ce matin", "this morning" -> {
                date = today;
                partOfDay = WhenParser.DEFAULT_AHEAD;
            }
            case "cet apres-midi", "this afternoon" -> {
                date = today;
                partOfDay = LocalTime.of(15, 0);
            }
            default -> date = today;
        }
        return true;
    }

    private void ahead(int days) {
        date = today.plusDays(days);
        saidAhead = true;
    }

    private void back(int days) {
        date = today.minusDays(days);
        saidPast = true;
    }

    private boolean period(Matcher m) {
        String what = m.group(1) != null ? m.group(1) : m.group(3) != null ? m.group(3) : m.group(6);
        String which = m.group(1) != null ? m.group(2) : m.group(3) != null ? m.group(4) : m.group(5);
        boolean next = which != null && (which.startsWith("prochain") || which.equals("next"));
        boolean last = which != null && (which.startsWith("dernier") || which.startsWith("pass")
                || which.equals("last"));
        int step = next ? 1 : last ? -1 : 0;
        if (what.contains("week-end") || what.contains("weekend")) {
            LocalDate saturday = today.getDayOfWeek() == DayOfWeek.SUNDAY ? today.minusDays(1)
                    : today.with(TemporalAdjusters.nextOrSame(DayOfWeek.SATURDAY));
            // "ce week-end on a repeint la chambre": told in the past, this weekend is the one just gone
            boolean gone = last || pastTense && !next && today.getDayOfWeek() != DayOfWeek.SATURDAY
                    && today.getDayOfWeek() != DayOfWeek.SUNDAY;
            saidPast |= gone;
            date = gone ? today.minusDays(1).with(TemporalAdjusters.previousOrSame(DayOfWeek.SATURDAY))
                    .minusWeeks(today.getDayOfWeek() == DayOfWeek.SUNDAY ? 1 : 0)
                    : saturday.plusWeeks(next ? 1 : 0);
        } else if (what.contains("semaine") || what.equals("week")) {
            date = step > 0 ? today.with(TemporalAdjusters.next(DayOfWeek.MONDAY)) : today.plusWeeks(step);
            said = said == null ? When.Said.WEEK : said;
        } else if (what.contains("mois") || what.equals("month")) {
            date = step > 0 ? today.plusMonths(1).withDayOfMonth(1) : today.plusMonths(step);
            said = said == null ? When.Said.MONTH : said;
        } else {
            date = today.plusYears(step);
            said = said == null ? When.Said.YEAR : said;
        }
        saidAhead |= next;
        saidPast |= last;
        return true;
    }

    private boolean weekday(Matcher m) {
        DayOfWeek day = WEEKDAYS.get(m.group(2) != null ? m.group(2) : m.group(3));
        String before = m.group(1);
        String after = m.group(4);
        if ("last".equals(before) || "dernier".equals(after) || "passe".equals(after)) {
            date = today.with(TemporalAdjusters.previous(day));
            saidPast = true;
        } else if ("next".equals(before) || "prochain".equals(after) || "qui vient".equals(after)) {
            date = today.with(TemporalAdjusters.next(day));
            saidAhead = true;
        } else {
            date = today.with(TemporalAdjusters.nextOrSame(day));
            roll = Roll.WEEK;
        }
        return true;
    }

    private boolean noon(Matcher m) {
        hour = m.group(1).equals("minuit") || m.group(1).equals("midnight") ? 0 : 12;
        minute = m.group(2) == null ? 0 : m.group(2).startsWith("demi") ? 30 : 15;
        return true;
    }

    private boolean clock(String hours, String minutes) {
        int h = Integer.parseInt(hours);
        int min = minutes == null ? 0 : Integer.parseInt(minutes);
        if (h > 24 || min > 59) {
            return false;
        }
        hour = h % 24;
        minute = min;
        return true;
    }

    private boolean hoursInWords(Matcher m) {
        OptionalInt h = NumberWords.parse(m.group(1));
        if (h.isEmpty() || h.getAsInt() > 24) {
            return false;
        }
        hour = h.getAsInt() % 24;
        String part = m.group(2);
        minute = part == null ? 0 : part.equals("et demie") ? 30 : part.equals("et quart") ? 15 : 0;
        if ("moins le quart".equals(part)) {
            hour = (hour + 23) % 24;
            minute = 45;
        } else if (part != null && part.matches("\\d{2}")) {
            minute = Integer.parseInt(part) % 60;
        }
        return true;
    }

    /** "half past six", "at half twelve", "quarter to nine", "eleven o'clock": a bare hour, without "am" or "pm". */
    private boolean englishHoursInWords(Matcher m) {
        if (m.group("oclock") != null) {
            boolean read = clock(String.valueOf(NumberWords.parse(m.group("oclock")).orElse(99)), null);
            bareHour = read && !WAKING.matcher(rest).find();
            return read;
        }
        boolean half = m.group("part").equals("half");
        if (m.group("direction") == null && (!half || m.group("at") == null)) {
            return false; // "half two" alone may be anything; "quarter three" is no time
        }
        int h = NumberWords.parse(m.group("hour")).orElse(99);
        if (h < 1 || h > 12) {
            return false;
        }
        boolean to = "to".equals(m.group("direction"));
        int said = to ? h - 1 : h;
        if (!clock(String.valueOf(said == 0 ? 12 : said), String.valueOf(half ? 30 : to ? 45 : 15))) {
            return false;
        }
        bareHour = !WAKING.matcher(rest).find(); // "wake me at quarter to seven": the morning's
        return true;
    }

    private boolean clockAmPm(Matcher m) {
        if (!clock(m.group(1), m.group(2)) || hour > 12) {
            return false;
        }
        hour = hour % 12 + (m.group(3).equals("p") ? 12 : 0);
        return true;
    }

    private boolean partOfDay(String words) {
        partOfDay = switch (words) {
            case "matin", "matinee", "morning" -> WhenParser.DEFAULT_AHEAD;
            case "apres-midi", "afternoon" -> LocalTime.of(15, 0);
            case "nuit", "night" -> LocalTime.of(22, 0);
            default -> LocalTime.of(19, 0);
        };
        return true;
    }

    private ZonedDateTime resolve() {
        boolean backward = saidPast || pastTense && !saidAhead;
        LocalDate day = date != null ? date : today;
        Roll rolling = date != null ? roll : Roll.DAY;
        if (backward && rolling == Roll.WEEK && !day.isBefore(today)) {
            day = day.minusWeeks(1);
        } else if (backward && rolling == Roll.YEAR && day.isAfter(today)) {
            day = day.minusYears(1);
        }
        ZonedDateTime at = day.atTime(time(backward, day, rolling)).atZone(now.getZone());
        if (!backward && rolling != Roll.NONE && !at.isAfter(now)) {
            at = switch (rolling) {
                case DAY -> at.plusDays(1);
                case WEEK -> at.plusWeeks(1);
                default -> at.isBefore(now) ? at.plusYears(1) : at;
            };
        }
        return at;
    }

    private LocalTime time(boolean backward, LocalDate day, Roll rolling) {
        if (hour != null) {
            int h = hour;
            boolean late = partOfDay != null && partOfDay.getHour() >= 15;
            if (h < 12 && (late || bareHour && h >= 1 && h <= 7 && partOfDay == null)) {
                h += 12;
            }
            return LocalTime.of(h, minute);
        }
        if (partOfDay != null) {
            return partOfDay;
        }
        if (backward) {
            return WhenParser.DEFAULT_PAST;
        }
        if (rolling == Roll.NONE && day.equals(today) && !now.toLocalTime().isBefore(WhenParser.DEFAULT_AHEAD)) {
            // "aujourd'hui" with no hour, said after nine: the next full hour, not a time gone
            return now.getHour() == 23 ? LocalTime.of(23, 59) : LocalTime.of(now.getHour() + 1, 0);
        }
        return WhenParser.DEFAULT_AHEAD;
    }
}
