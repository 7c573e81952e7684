package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The user setting off on a day to come is a plan ("on descend à Sète le 12 avec les cousins"), not something they are;
 * a thing of theirs that did something once ("my phone died on me") and the user trying the assistant out ("je teste si
 * ça marche") keep nothing; what narrows the fact just said ("…, je fais surtout des mariages") is more of that fact.
 */
class ReadsPlansTrialsAndWhatNarrowsAFactTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "on descend à Sète le 12 avec les cousins de Lyon | Sète",
            "nous partons au camping du 3 avec la bande du lycée | camping"})
    void settingOffOnADayToComeIsAPlan(String sentence, String where) {
        assertThat(Kept.of(sentence)).as(sentence).anySatisfy(fact -> {
            assertThat(fact.kind()).isEqualTo(MemoryKind.EVENT);
            assertThat(fact.text()).contains(where);
        }).noneSatisfy(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.FACT));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "so windy out there, I opened the gate and my umbrella flipped inside out",
            "je teste si ça marche, ignore-moi",
            "testing if this thing works, ignore me"})
    void keepsNothing(String sentence) {
        assertThat(Kept.of(sentence)).as(sentence).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "je suis photographe à Brest, je fais surtout des mariages | mariages",
            "I'm a baker in Leeds, I mostly do sourdough | sourdough"})
    void whatNarrowsTheFactJustSaidIsMoreOfIt(String sentence, String detail) {
        assertThat(Kept.of(sentence)).as(sentence).hasSize(1).allSatisfy(fact -> assertThat(fact.text()).contains(detail));
    }
}
