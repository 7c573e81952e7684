package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import org.junit.jupiter.api.Test;

/**
 * A reminder asked with its verb mistyped, as people type on a phone: a letter doubled or dropped,
 * two letters swapped. It is still a reminder; other words one letter away are left as typed.
 */
class ReadsARequestTypedWithASlipTest {

    private final FactCounter counter = new OfflineFactCounter();

    @Test
    void aReminderAskedWithTheVerbMistypedIsStillAReminder() {
        assertThat(counter.count("tu peux me rapeler jeudi de payer la cantine ?").facts())
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(MemoryKind.REMINDER, "Payer la cantine"));
        assertThat(counter.count("remnid me tomorrow to water the plants").facts())
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(MemoryKind.REMINDER, "Water the plants"));
    }

    @Test
    void wordsSpelledRightOrOnlyLikeTheVerbAreLeftAsTyped() {
        assertThat(Input.of("elle m'a rappelé hier, on se rappelle demain").text()).isEqualTo("elle m'a rappelé hier, on se rappelle demain");
        assertThat(Input.of("rewind the tape, it reminds me of school").text()).isEqualTo("rewind the tape, it reminds me of school");
        assertThat(Input.of("rappeller le plombier").text()).isEqualTo("rappeler le plombier");
    }
}
