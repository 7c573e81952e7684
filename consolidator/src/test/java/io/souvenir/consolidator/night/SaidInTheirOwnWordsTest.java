package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import io.souvenir.platform.memory.Attributes.Who;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Values said in the user's own words rather than the reader's: a custody case told by the
 * question it settles, an age in slang beside a party told in the past, a spouse by another word,
 * the usual order, a club by its supporters' name, an employer with where it is, a hometown said as
 * who one is; and what these readings must leave alone.
 */
class SaidInTheirOwnWordsTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-11-10T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @ValueSource(strings = {
        "The judge will decide who Lily lives with after the summer",
        "They'll decide where the children live from September at the family hearing",
        "the hearing's next Tuesday at 10",
        "Le juge tranchera chez qui vivront les enfants",
        "L'audience doit décider avec qui Noé va vivre",
        "On attend de savoir qui aura la garde des petits"})
    void whoAChildLivesWithDecidedBySomeoneElseGoesToReview(String heard) {
        Known said = new Known("c", "event", null, "none", heard, List.of(), 0.9);
        assertThat(classifier.decide(Beside.alone(said, NIGHT)).rule()).isEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "We still have to decide who lives in the spare room",
        "We need to decide where we live next year, Leeds or York",
        "On doit décider chez qui on fête Noël cette année"})
    void whereTheUserOrAGuestLivesOrStaysIsNoCustodyCase(String heard) {
        Known said = new Known("c", "event", null, "none", heard, List.of(), 0.9);
        assertThat(classifier.decide(Beside.alone(said, NIGHT)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "J'ai 34 ans   | Ça y est, j'ai 35 balais, la soirée était dingue",
        "J'ai 34 ans   | J'ai 35 piges depuis hier",
        "I'm 40        | I'm 41 now, the party was brilliant"})
    void anAgeSaidInSlangOrBesideAPartyToldInThePastReplacesTheOldAge(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "J'ai 34 ans   | J'ai acheté 3 balais neufs pour l'atelier",
        "J'ai 34 ans   | J'avais 30 ans quand j'ai quitté Lyon",
        "I'm 40        | I was 30 when we moved to Bristol"})
    void brushesBoughtOrAnAgeThatWasReplaceNothing(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Malik — mon mari, boulanger | husband | Malik | Malik — mon époux",
        "Sonia — ma femme, kiné      | wife    | Sonia | Sonia — mon épouse"})
    void aSpouseKnownByNameToldByAnotherWordForTheRelationIsAlreadyKnown(String card, String relation, String name, String heard) {
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @Test
    void anotherNameForTheSpouseIsNotTheSpouseAlreadyKnown() {
        Known card = new Known("a1", "person", null, "none", "Malik — mon mari, boulanger", List.of(new Who("Malik", "husband")), 0.9);
        Known said = new Known("c", "person", null, "none", "Karim — mon époux", List.of(new Who("Karim", "husband")), 0.9);
        assertThat(classifier.decide(Beside.among(List.of(card), said, NIGHT)).rule()).isNotEqualTo(Rule.ALREADY_KNOWN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "My go-to drink is an oat cappuccino from Blue Bottle      | My usual order is a matcha latte from Verve now",
        "My favourite coffee is a cortado                          | My regular order's a long black these days",
        "Ma boisson préférée c'est un chocolat viennois            | Ma commande habituelle c'est un thé glacé maintenant"})
    void theUsualOrderChangedReplacesTheFavouriteDrink(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("preference", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void theUsualOrderReplacesNoFavouriteBook() {
        assertThat(classifier.decide(Beside.facts("preference", "My favourite book is Dune", "My usual order is a flat white", NIGHT)).outcome())
                .isNotEqualTo(Outcome.SUPERSEDED);
    }

    @Test
    void whereTheUsualCoffeeIsBoughtIsNoBirthplace() {
        assertThat(classifier.decide(Beside.facts("identity", "I'm from Dublin originally", "My usual coffee is a flat white from Kiln", NIGHT)).rule())
                .isNotEqualTo(Rule.UNCHANGEABLE_ATTRIBUTE);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I support Everton          | Evertonian till I die",
        "I support Aston Villa      | Astonians forever, whatever the table says"})
    void aClubSaidByItsSupportersNameIsTheClubAlreadyKnown(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("preference", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @Test
    void anotherClubsSupportersAreNoClubAlreadyKnown() {
        assertThat(classifier.decide(Beside.facts("preference", "I support Everton", "Arsenalite for life now, don't judge me", NIGHT)).rule())
                .isNotEqualTo(Rule.ALREADY_KNOWN);
    }

    @Test
    void anEmployerSaidWithWhereItIsIsTheEmployerAlreadyKnown() {
        assertThat(classifier.decide(Beside.cards("Jade — my sister, works at the Nissan plant in Sunderland", "sister", "Jade",
                "my sis Jade works at Nissan out in Sunderland", NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @Test
    void anotherEmployerSaidWithWhereItIsReplacesTheOldOne() {
        assertThat(classifier.decide(Beside.cards("Jade — my sister, works at the Nissan plant in Sunderland", "sister", "Jade",
                "Jade works at Tesco over in Gateshead now", NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I was born in Cork          | I'm a Galway girl through and through",
        "I grew up in York           | I'm Leeds born and bred",
        "Je suis né à Brest          | Je suis une fille de Lorient pur jus"})
    void aHometownSaidAsWhoOneIsAgainstAnotherBirthplaceGoesToReview(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I was born in Cork          | I'm a Cork lad born and bred",
        "I was born in Cork          | I'm a city girl through and through"})
    void theSameHometownOrNoTownAtAllContradictsNothing(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT)).outcome()).isNotEqualTo(Outcome.REVIEW);
    }
}
