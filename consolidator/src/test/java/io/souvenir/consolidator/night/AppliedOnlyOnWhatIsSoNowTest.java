package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The night changes a memory only on a value that holds now and is another: an age someone had, a wish or a plan, a trade
 * said by its shop, or a move it cannot read leave the memory as it is, and nothing is filed beside it as a second value.
 */
class AppliedOnlyOnWhatIsSoNowTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-03-18T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest(name = "{3}: never {4}")
    @CsvSource(delimiter = '|', value = {
        // an age someone had does not replace the age on their card
        "Noé — mon fils, 9 ans              | son    | Noé    | Noé — mon fils, avait 4 ans quand on a adopté le chat | SUPERSEDED",
        "Sophie — ma nièce, 15 ans          | niece  | Sophie | Sophie — ma nièce, avait 6 ans à mon mariage          | SUPERSEDED",
        // a move the reader cannot read is not filed beside the card that says where they live
        "Lina — ma cousine, habite à Angers | cousin | Lina   | Lina — ma cousine, s'est posée à Nantes               | PROMOTED",
        "Rob — my uncle, lives in Perth     | uncle  | Rob    | Rob — my uncle, has settled in Darwin                 | PROMOTED"})
    void aCardIsNeitherReplacedByWhatNoLongerHoldsNorDoubledByWhatMayReplaceIt(String card, String relation, String name, String heard,
            Outcome never) {
        Verdict verdict = classifier.decide(Beside.cards(card, relation, name, heard, NIGHT));
        assertThat(verdict.outcome()).isNotEqualTo(never);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I'm a baker in Derby | I'd love to work as a pilot someday",
        "I live in Exeter     | one day I'd love to live in Cornwall",
        "J'habite à Lorient   | Si on trouve une maison, on habitera à Vannes"})
    void aWishOrAPlanAboutWhatAMemoryHoldsIsHeldAndReplacesNothing(String known, String heard) {
        // the day files a wish or a plan as ongoing, beside who the user is
        Situation situation = Beside.among(List.of(new Known("a1", "fact", "identity", "none", known, List.of(), 0.9)),
                new Known("c", "fact", "ongoing", "none", heard, List.of(), 0.9), NIGHT);
        assertThat(classifier.decide(situation)).isEqualTo(Verdict.of(Outcome.HELD, Rule.NO_DESTINATION));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis boucher à Albi       | je tiens une boucherie à Albi",
        "Je suis poissonnière à Sète  | je tiens une poissonnerie à Sète",
        "I'm a baker in Whitby        | we run a little bakery in Whitby"})
    void aTradeSaidByItsShopIsTheJobAlreadyKnown(String known, String heard) {
        Verdict verdict = classifier.decide(Beside.facts("identity", known, heard, NIGHT));
        assertThat(verdict).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }
}
