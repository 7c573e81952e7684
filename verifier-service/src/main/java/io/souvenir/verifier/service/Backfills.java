package io.souvenir.verifier.service;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.platform.time.When;
import io.souvenir.platform.time.WhenParser;
import io.souvenir.verifier.counting.OfflineFactCounter;
import io.souvenir.verifier.counting.StatedFact;
import io.souvenir.verifier.counting.Words;
import java.nio.charset.StandardCharsets;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stated fact the turn missed, as the verifier proposes it: identified by its turn and content,
 * so a redelivery proposes the same memory, and below the main pass's confidence. What we know and
 * what was lived in passing is silent; a dated plan is shown on its day; what the user asked for is shown, and a reminder falls due
 * when the sentence says, read as the main pass reads it, in the user's zone ({@code now}). A
 * reminder whose sentence says no time still to come is a task: it waits in the user's list
 * instead of falling due at a moment nobody chose.
 */
public final class Backfills {

    /** Below the main pass's: a second reading of rules is a safety net, not a first opinion. */
    static final double CONFIDENCE = 0.7;

    private Backfills() {
    }

    public static MemoryDraft draft(UUID turnId, StatedFact fact, String sentence, ZonedDateTime now) {
        UUID id = turnId == null ? null : UUID.nameUUIDFromBytes(
                (turnId + "/verifier/" + Words.normalise(fact.text())).getBytes(StandardCharsets.UTF_8));
        List<PersonRef> persons = fact.person() == null ? List.of() : List.of(fact.person());
        MemoryKind kind = fact.kind();
        OffsetDateTime due = null;
        if (kind == MemoryKind.REMINDER) {
            due = dueAt(sentence, now).orElse(null);
            kind = due == null ? MemoryKind.TASK : MemoryKind.REMINDER;
        }
        Optional<OffsetDateTime> planned = kind == MemoryKind.EVENT ? plannedAt(fact.text(), now) : Optional.empty();
        return new MemoryDraft(id, kind, fact.facet(), fact.domain(), fact.text(), persons, planned.orElse(null), due,
                fact.visible() || planned.isPresent(), CONFIDENCE);
    }

    /**
     * When an event is to be, if it says a moment still to come and is not told as lived: a dated plan ("on pend la
     * crémaillère le samedi 21", "I'm flying out to Nairobi on the 24th") is shown with its day, as the main pass shows
     * its own; something lived is told in passing, silent, and what comes back every week is no one day's plan.
     */
    static Optional<OffsetDateTime> plannedAt(String text, ZonedDateTime now) {
        if (OfflineFactCounter.toldAsLived(text) || OfflineFactCounter.saysAHabit(text)) {
            return Optional.empty();
        }
        return WhenParser.find(Words.fold(text), now, false).filter(when -> !when.past())
                .map(When::at).map(ZonedDateTime::toOffsetDateTime);
    }

    /** When the sentence says the reminder is to ring, if it says a moment still to come. */
    static Optional<OffsetDateTime> dueAt(String sentence, ZonedDateTime now) {
        String folded = Words.fold(sentence);
        return WhenParser.find(folded, now, false).filter(when -> !when.past())
                .map(When::at).or(() -> dayOfTheMonth(folded, now)).map(ZonedDateTime::toOffsetDateTime);
    }

    /**
     * "me rappeler le 15 de payer la cantine", "remind me on the 3rd": a day said by its number alone is the next such day
     * of a month, in the morning as a day said without its hour.
     */
    private static Optional<ZonedDateTime> dayOfTheMonth(String folded, ZonedDateTime now) {
        Matcher day = DAY_OF_THE_MONTH.matcher(folded);
        if (!day.find()) {
            return Optional.empty();
        }
        int number = Integer.parseInt(day.group(1));
        if (number < 1 || number > 31) {
            return Optional.empty();
        }
        for (int months = 0; months <= 2; months++) {
            YearMonth month = YearMonth.from(now).plusMonths(months);
            if (month.isValidDay(number)) {
                ZonedDateTime due = month.atDay(number).atTime(MORNING).atZone(now.getZone());
                if (due.isAfter(now)) {
                    return Optional.of(due);
                }
            }
        }
        return Optional.empty();
    }

    private static final Pattern DAY_OF_THE_MONTH = Pattern.compile("\\b(?:le|the|on the)\\s+(\\d{1,2})(?:er|st|nd|rd|th)?"
            + "(?![\\p{L}\\d:h%€$£]|\\s*[%€$£]|\\s*(?:h\\b|heures?|ans|years?|mois|months?|jours|days|minutes?|min|euros?|dollars?|pounds?|fois|times|x)\\b)");
    private static final LocalTime MORNING = LocalTime.of(9, 0);
}
