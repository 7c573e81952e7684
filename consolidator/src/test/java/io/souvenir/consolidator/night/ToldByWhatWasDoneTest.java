package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import io.souvenir.platform.memory.Attributes.Who;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Values said by what someone did or by the words of those who share them: a home bought somewhere
 * is a move, a favourite one goes back to is the favourite, a term told by the prison left and the
 * months done is a sentence, and a town, a breed, a diet or a club said by its other names, an age
 * said with a joke after it, is what is known already.
 */
class ToldByWhatWasDoneTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-06-11T02:00:00+02:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Nadine — ma sœur, vit à Dijon      | sister | Nadine | Ma sœur Nadine a acheté une maison à Beaune avec son mari",
        "Gérard — mon oncle, habite à Pau   | uncle  | Gérard | Gérard s'est offert un appartement à Biarritz pour sa retraite",
        "Priya — my sister, lives in Leeds  | sister | Priya  | Priya's bought a terraced house in Harrogate",
        "Colin — my uncle, lives in Bristol | uncle  | Colin  | My uncle Colin just bought a bungalow in Weymouth, near the beach",
        "Lucien — mon grand-père, reste à Chicoutimi | grandfather | Lucien | Lucien s'est acheté un plain-pied à Rimouski",
        "Lucien — mon grand-père, vit à Chicoutimi | grandfather | Lucien | Lucien s'est acheté un plain-pied à Rimouski, près de ma cousine"})
    void aHomeBoughtElsewhereIsAMove(String card, String relation, String name, String heard) {
        assertThat(aboutSomeone(card, relation, name, heard)).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Tom — my brother, works at Deloitte      | brother | Tom  | Tom got poached by KPMG in the spring",
        "Inès — ma cousine, travaille chez Orange | cousin | Inès  | Inès a signé chez Free le mois dernier",
        "Inès — ma cousine, travaille chez Orange | cousin | Inès  | Inès s'est fait débaucher par Capgemini"})
    void aJobToldByTheHiringIsAChange(String card, String relation, String name, String heard) {
        assertThat(aboutSomeone(card, relation, name, heard)).isEqualTo(Verdict.supersede("a1"));
    }

    /** The move is the buyer's, even told beside someone of the user's who lives there already. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Lucien s'est acheté un plain-pied à Rimouski, proche de ma cousine",
        "Mon grand-père Lucien s'est acheté un plain-pied à Rimouski, à deux rues de ma cousine"})
    void aHomeBoughtNearSomeoneElseIsTheBuyersMove(String heard) {
        Known grandfather = new Known("a1", "person", null, "none", "Lucien — mon grand-père, reste à Chicoutimi",
                List.of(new Who("Lucien", "grandfather")), 0.9);
        Known cousin = new Known("a2", "person", null, "none", "Huguette — ma cousine, reste à Rimouski",
                List.of(new Who("Huguette", "cousin")), 0.9);
        Known candidate = new Known("c", "person", null, "none", heard, List.of(new Who("Lucien", "grandfather")), 0.9);
        assertThat(classifier.decide(new Situation(List.of(grandfather, cousin), candidate, NIGHT.minusDays(3), NIGHT)))
                .isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Nadine — ma sœur, vit à Dijon      | sister | Nadine | Ma sœur Nadine a acheté une maison de vacances à Beaune",
        "Priya — my sister, lives in Leeds  | sister | Priya  | Priya bought a holiday cottage in Whitby to rent out"})
    void aSecondHomeBoughtIsNoMove(String card, String relation, String name, String heard) {
        assertThat(aboutSomeone(card, relation, name, heard)).isNotEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Favourite chippy is the Golden Fry by the harbour | My go-to chippy these days is Neptune, the Golden Fry changed hands",
        "Mon resto préféré c'est le libanais de la gare    | Mon resto fétiche maintenant c'est le coréen rue Nationale"})
    void aFavouriteOneGoesBackToNowReplacesTheOldOne(String known, String heard) {
        assertThat(beside("preference", known, heard)).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Karim — mon cousin | cousin  | Karim | Karim sort des Baumettes en mars, il aura fait deux ans",
        "Karim — mon cousin | cousin  | Karim | Karim est transféré à Fresnes la semaine prochaine",
        "Jordan — my cousin | cousin  | Jordan | Jordan gets out of Belmarsh in June, he'll have done three years",
        "Jordan — my cousin | cousin  | Jordan | Jordan's due out in May after 14 months, then he's on licence",
        "Jordan — my cousin | cousin  | Jordan | Jordan was released last week after eighteen months",
        "Jordan — my cousin | cousin  | Jordan | Jordan's been in HMP Durham since the spring",
        "Karim — mon cousin | cousin  | Karim  | Karim est détenu à Fleury depuis janvier"})
    void aTermToldByThePrisonOrTheMonthsDoneGoesToReview(String card, String relation, String name, String heard) {
        assertThat(aboutSomeone(card, relation, name, heard).outcome()).isEqualTo(Outcome.REVIEW);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Karim — mon cousin | cousin  | Karim  | Karim sort de l'armée en mars, il aura fait quatre ans",
        "Karim — mon cousin | cousin  | Karim  | Karim est transféré à Lyon pour le boulot",
        "Jordan — my cousin | cousin  | Jordan | Jordan gets out of the navy after six years",
        "Jordan — my cousin | cousin  | Jordan | Jordan's released his second album after two years of work"})
    void leavingTheArmyOrAJobAfterYearsIsNoSentence(String card, String relation, String name, String heard) {
        assertThat(aboutSomeone(card, relation, name, heard).outcome()).isNotEqualTo(Outcome.REVIEW);
    }

    /** Staying somewhere for a weekend is no home, whatever Quebec calls living there on a card. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"J'habite à Grenoble | Je reste à Lyon ce week-end, chez ma sœur",
        "J'habite à Grenoble | On reste à Annecy jusqu'à dimanche"})
    void aStayIsNoMove(String known, String heard) {
        assertThat(beside("identity", known, heard)).isNotEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "identity | J'habite à Montpellier  | Je crèche à Montpel, côté Antigone",
        "identity | J'habite à Chambéry     | On crèche à Chambé depuis des années",
        "identity | I live in Portsmouth    | I'm based in Pompey, Southsea end",
        "identity | I live in Bristol       | Living in Brizzle, Bedminster way"})
    void aTownByItsLocalNicknameIsAlreadyKnown(String facet, String known, String heard) {
        assertThat(beside(facet, known, heard)).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Maddie — my daughter, 8 | daughter | Maddie | Maddie's eight going on eighteen",
        "Hugo — mon fils, 7 ans  | son      | Hugo   | Hugo a 7 ans, bientôt 30 dans sa tête",
        "Maddie — my daughter, 8 | daughter | Maddie | Maddie's 8 but acts like 15"})
    void anAgeSaidAgainWithAJokeIsAlreadyKnown(String card, String relation, String name, String heard) {
        assertThat(aboutSomeone(card, relation, name, heard)).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Mabel — our dog, a westie           | dog | Mabel | Mabel — our West Highland terrier",
        "Rex — notre chien, un berger allemand | dog | Rex | Rex — notre chien, un berger allemand",
        "Poppy — my dog, a frenchie          | dog | Poppy | Poppy — my French bulldog",
        "Roxy — notre chienne, un bouledogue français | dog | Roxy | Roxy — notre chienne, une frenchie"})
    void aBreedByItsShortOrFullNameIsAlreadyKnown(String card, String relation, String name, String heard) {
        assertThat(aboutSomeone(card, relation, name, heard)).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I'm vegetarian           | We never eat meat or fish, not since we were students",
        "Je suis végétarien       | Je ne mange ni viande ni poisson depuis des années",
        "Je suis végétarienne     | Je mange pas de viande, ça fait des années",
        "Je suis végétarien       | Je mange pas de viande, ça fait des années",
        "Je suis végétarienne     | Je suis végétarien, ça fait des années",
        "Je suis végétarienne     | Je mange pas de viande"})
    void aDietSaidAsWhatOneDoesNotEatIsAlreadyKnown(String known, String heard) {
        assertThat(beside("preference", known, heard).outcome()).isEqualTo(Outcome.HELD);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I support Arsenal           | Up the Gunners, Arsenal through and through",
        "I'm an Everton fan          | EFC till I die, blue through and through",
        "Je supporte l'OM            | Allez l'OM, Marseille jusqu'au bout",
        "Je suis supporter du RC Lens | Sang et Or pour toujours, les Lensois"})
    void aClubByItsNicknameOrChantIsAlreadyKnown(String known, String heard) {
        assertThat(beside("preference", known, heard).outcome()).isEqualTo(Outcome.HELD);
    }

    /** A name said "forever" that is no club is no support of a club. */
    @ParameterizedTest
    @ValueSource(strings = {"Highbury forever, best ground there was", "Marseille pour toujours dans mon cœur"})
    void aPlaceSaidForeverIsNoClub(String heard) {
        assertThat(Phrasing.plain(new Known("c", "fact", "preference", "none", heard, List.of(), 0.9)).text()).doesNotStartWith("I support")
                .doesNotStartWith("je supporte");
    }

    private Verdict beside(String facet, String known, String heard) {
        return classifier.decide(Beside.facts(facet, known, heard, NIGHT));
    }

    private Verdict aboutSomeone(String card, String relation, String name, String heard) {
        return classifier.decide(Beside.cards(card, relation, name, heard, NIGHT));
    }
}
