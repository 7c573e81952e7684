package io.souvenir.platform.time;

import java.time.LocalTime;
import java.time.ZonedDateTime;
import java.util.Optional;

/**
 * Finds when something is, in folded French or English ("jeudi", "demain à 18h30", "dans 2
 * heures", "le 12 décembre", "tomorrow at noon", "last weekend", "3 days ago"), with java.time
 * only. A weekday or a date without a year is the next one still to come, or the last one gone
 * when the sentence is in the past tense. Without an hour: 09:00 ahead, 12:00 in the past.
 */
public final class WhenParser {

    static final LocalTime DEFAULT_AHEAD = LocalTime.of(9, 0);
    static final LocalTime DEFAULT_PAST = LocalTime.NOON;

    private WhenParser() {
    }

    public static Optional<When> find(String folded, ZonedDateTime now, boolean pastTense) {
        return new WhenReading(folded, now, pastTense).read();
    }
}
