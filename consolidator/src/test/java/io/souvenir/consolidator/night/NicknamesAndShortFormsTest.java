package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import java.time.Duration;
import java.time.OffsetDateTime;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A value said again by its nickname or its everyday word (a town, a job, a diet, a shop's familiar
 * name with where it is) is the value known, not a change; a move said with a nickname is still a move.
 */
class NicknamesAndShortFormsTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-03-11T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "identity   | I live in Detroit                  | I live in the Motor City, Corktown",
        "identity   | J'habite à Avignon                 | J'habite dans la cité des papes, intra-muros",
        "identity   | Je suis vendeur chez Decathlon     | Je suis conseiller de vente chez Decathlon",
        "identity   | Je bosse chez Carrefour            | Je bosse chez Carrouf de la gare",
        "identity   | I work at McDonald's               | I work at Maccies on the ring road"})
    void aValueSaidByItsNicknameIsAlreadyKnown(String facet, String known, String heard) {
        assertThat(beside(facet, known, heard)).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    /** A diet said in its everyday words is not applied again beside the diet known. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"I'm vegan | I eat plant-based", "Je suis végétalienne | Je mange 100% végétal",
        "Je suis végétarienne | Je suis végé", "I'm vegetarian | I'm veggie"})
    void aDietSaidInItsEverydayWordsIsNotAppliedAgain(String known, String heard) {
        assertThat(beside("preference", known, heard).outcome()).isEqualTo(Outcome.HELD);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "identity | I live in Leeds          | Moved to the Big Smoke last month, Hackney",
        "identity | J'habite à Lyon          | J'ai déménagé dans la ville rose en mars",
        "identity | Je bosse chez Carrefour  | Je bosse chez Leclerc de la gare",
        "identity | J'habite à Nantes        | Installée à Brest depuis lundi, fini Nantes",
        "identity | I live in York           | Moved to Bath in May, no more York"})
    void anotherValueSaidWithANicknameOrWhereItIsIsAChange(String facet, String known, String heard) {
        assertThat(beside(facet, known, heard)).isEqualTo(Verdict.supersede("a1"));
    }

    /** A town the reader cannot read as typed ("LA", read as an article) is not a new town. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"I live in Los Angeles | I live in LA", "I live in Los Angeles | I live in LA, Echo Park"})
    void aTownTheReaderCannotReadIsNotApplied(String known, String heard) {
        assertThat(beside("identity", known, heard).outcome()).isEqualTo(Outcome.HELD);
    }

    private Verdict beside(String facet, String known, String heard) {
        return classifier.decide(Beside.facts(facet, known, heard, NIGHT));
    }
}
