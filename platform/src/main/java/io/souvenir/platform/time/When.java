package io.souvenir.platform.time;

import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.util.List;

/**
 * A moment said in a sentence, resolved in the user's zone. {@code timeGiven}: the user said the
 * hour (or a delay in hours), otherwise the hour is a default. {@code spans}: the words that said
 * it, to take out of what the memory says. {@code said}: how the day was put, so that a reply
 * can put it the same way. {@code until}: the last day of a span of days ("du 12 au 19 juillet",
 * "from the 3rd to the 10th of August"), {@code at} being its first; null for one moment.
 */
public record When(ZonedDateTime at, boolean timeGiven, boolean past, Said said, List<Span> spans, LocalDate until) {

    /** A day word ("demain", "tonight"), a weekday, a date, a delay ("dans 2 heures"), or only an hour. */
    /** How the user put it; WEEK, MONTH, YEAR: a period ("la semaine dernière", "last month"), no precise day. */
    public enum Said { DAY_WORD, WEEKDAY, DATE, DELAY, HOUR, WEEK, MONTH, YEAR }

    public When {
        spans = List.copyOf(spans);
    }
}
