package io.souvenir.verifier.service;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
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

    private static MemoryDraft draft(String text) {
        return Backfills.draft(UUID.randomUUID(), StatedFact.passing(Domain.NONE, text, Set.of("x")), text, NOW);
    }
}
