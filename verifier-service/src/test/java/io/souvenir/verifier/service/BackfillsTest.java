package io.souvenir.verifier.service;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.verifier.counting.StatedFact;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** {@code NOW} is Wednesday 11 June 2025, 10:00 in Paris. */
class BackfillsTest {

    private static final ZonedDateTime NOW = ZonedDateTime.of(2025, 6, 11, 10, 0, 0, 0, ZoneId.of("Europe/Paris"));

    @Test
    void aDatedPlanTheVerifierBackfillsIsShownOnItsDaySomethingLivedOrAHabitStaysSilent() {
        MemoryDraft plan = draft("We're sailing over to Guernsey on the 20th, so excited");
        assertThat(plan.visible()).isTrue();
        assertThat(plan.occurredAt().toLocalDate()).isEqualTo(LocalDate.of(2025, 6, 20));

        for (String lived : new String[] {"On a fait du kayak samedi avec les cousins", "Uncle Reg turned 80 on Saturday",
                "did the Ben Nevis climb on Sunday", "yoga 2h par semaine le mardi"}) {
            assertThat(draft(lived).visible()).as(lived).isFalse();
            assertThat(draft(lived).occurredAt()).as(lived).isNull();
        }
    }

    @Test
    void aReminderOnADaySaidByItsNumberAloneFallsDueOnTheNextSuchDayNotIntoTheTaskList() {
        MemoryDraft later = reminder("est-ce que tu pourrais me rappeler le 28 de rendre les clés du local", "Rendre les clés du local");
        assertThat(later.kind()).isEqualTo(MemoryKind.REMINDER);
        assertThat(later.dueAt().toLocalDate()).isEqualTo(LocalDate.of(2025, 6, 28));
        // the 2nd of this month is over: the next one
        MemoryDraft nextMonth = reminder("rappelle-moi le 2 de virer l'argent de poche", "Virer l'argent de poche");
        assertThat(nextMonth.kind()).isEqualTo(MemoryKind.REMINDER);
        assertThat(nextMonth.dueAt().toLocalDate()).isEqualTo(LocalDate.of(2025, 7, 2));
        // an amount is no day: the request without a time waits in the task list
        assertThat(reminder("rappelle-moi de rembourser le 15 € à Paul", "Rembourser le 15 € à Paul").kind())
                .isEqualTo(MemoryKind.TASK);
    }

    private static MemoryDraft reminder(String sentence, String asked) {
        return Backfills.draft(UUID.randomUUID(), StatedFact.asked(MemoryKind.REMINDER, Domain.NONE, asked, Set.of("x")),
                sentence, NOW);
    }

    private static MemoryDraft draft(String text) {
        return Backfills.draft(UUID.randomUUID(), StatedFact.passing(Domain.NONE, text, Set.of("x")), text, NOW);
    }
}
