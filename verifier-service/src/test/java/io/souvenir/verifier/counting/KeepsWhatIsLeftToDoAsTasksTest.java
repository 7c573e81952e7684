package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import io.souvenir.contracts.memory.MemoryKind;
import org.junit.jupiter.api.Test;

/**
 * Things to do said in shapes the reading kept as facts or cut short: what is left to do ("il me
 * reste à …", "I've still got to …"), a to-do heading with one thing a line and no bullets, a
 * reminder asked "for the 12th" with what it is about after a dash.
 */
class KeepsWhatIsLeftToDoAsTasksTest {

    private final FactCounter counter = new OfflineFactCounter();

    @Test
    void whatIsLeftToDoIsATask() {
        assertThat(counter.count("il me reste à réserver le train pour Lyon").facts()).extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.TASK, "Réserver le train pour Lyon"));
        assertThat(counter.count("I've still got to renew my passport").facts()).extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.TASK, "Renew my passport"));
    }

    @Test
    void aToDoHeadingWithOneThingALineIsOneTaskALine() {
        assertThat(counter.count("à faire demain :\nappeler le garage\nrendre les livres").facts())
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.TASK, "Appeler le garage"), tuple(MemoryKind.TASK, "Rendre les livres"));
    }

    @Test
    void aReminderForADateKeepsWhatItIsAbout() {
        assertThat(counter.count("set a reminder for the 12th — dentist check-up").facts())
                .singleElement().satisfies(reminder -> {
                    assertThat(reminder.kind()).isEqualTo(MemoryKind.REMINDER);
                    assertThat(reminder.text()).contains("dentist");
                });
    }
}
