package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * How the user is right now keeps nothing, "là" (now) before it or no wish to do anything ("là j'ai la flemme de
 * ranger", "même pas envie de cuisiner"); a reminder asked in the present or future ("tu m'envoies un texto à 7h pour que
 * j'aille…") is a reminder of the deed its purpose says, not a fact of forgetting.
 */
class LeavesTheMomentAndReadsARequestInAnyTenseTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "là j'ai la flemme de ranger quoi que ce soit",
            "là j'ai la flemme de tout, même pas envie d'ouvrir le courrier"})
    void keepsNothing(String sentence) {
        assertThat(Kept.of(sentence)).as(sentence).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "à 7h tu m'envoies un texto pour que j'aille sortir le chien ? sinon j'oublie | Sortir le chien",
            "demain midi tu m'enverras un petit message pour que je pense à la cantine | Pense à la cantine"})
    void aReminderAskedInAnyTenseKeepsItsDeed(String sentence, String deed) {
        assertThat(Kept.of(sentence)).as(sentence).anySatisfy(fact -> {
            assertThat(fact.kind()).isEqualTo(MemoryKind.REMINDER);
            assertThat(fact.text()).startsWith(deed);
        }).noneSatisfy(fact -> assertThat(fact.text()).containsIgnoringCase("oublie"));
    }
}
