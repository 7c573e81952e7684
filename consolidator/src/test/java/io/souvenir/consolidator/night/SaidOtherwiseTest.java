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

/**
 * What the night must not apply because it is said in other words: a value that never changes
 * (a birthday in its short forms or with its date spelled out) given another value goes to review,
 * the same one is known; a sport, a job or a workplace said by its verb, its place or its familiar
 * short name is the value already known, not a new fact or a change.
 */
class SaidOtherwiseTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-09-15T02:00:00+02:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis né le 3 octobre 1991            | Mon annif c'est le 5 octobre",
        "Je suis née le 3 octobre 1991           | Mon anniversaire, c'est le 30 octobre",
        "I was born on 3 October 1991            | My bday's on the 5th of October",
        "I was born on 3 October 1991            | My b-day is on the 13th of October",
        "Date de naissance : 12/04/1985          | Mon anniv tombe le 21 avril",
        "Je suis né le 3 octobre 1991            | Je suis du 13 octobre",
        "Je suis né le 3 octobre 1991            | Moi je suis de 1993"})
    void theUsersBirthdayInItsShortFormsWithAnotherDateGoesToReview(String active, String candidate) {
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", active)), fact("identity", candidate), NIGHT)))
                .isEqualTo(Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis né le 3 octobre 1991            | Mon annif c'est le 3 octobre",
        "I was born on 3 October 1991            | My birthday's on the 3rd of October",
        "I was born on 3 October 1991            | My bday is October 3rd",
        "Je suis né le 3 octobre 1991            | Je suis du 3 octobre",
        "Je suis né le 3 octobre 1991            | Je suis né un 3 octobre"})
    void theSameBirthdayWithoutItsYearIsAlreadyKnown(String active, String candidate) {
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", active)), fact("identity", candidate), NIGHT)))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @Test
    void aChildsBirthdayOnAnotherDayIsAContradictionEvenWhenAFactAlsoNamesTheChild() {
        Known card = new Known("a1", "person", null, "none", "Noor — my daughter, born 9 March 2017", List.of(new Who("Noor", "daughter")), 0.9);
        Known plan = new Known("a2", "fact", "commitment", "none", "Noor's party is at the bowling alley", List.of(new Who("Noor", "daughter")), 0.9);
        Known said = new Known("candidate", "fact", "identity", "none", "My daughter's birthday is on the 19th of March",
                List.of(new Who(null, "daughter")), 0.8);

        assertThat(classifier.decide(Beside.among(List.of(card, plan), said, NIGHT))).isEqualTo(Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "task  | Commander le gâteau pour l'anniv de Lina",
        "task  | Get a card for Lina's bday",
        "event | Lina fête son anniversaire samedi au bowling"})
    void aPresentOrAPartyForABirthdayGivesNoDateOfBirth(String kind, String text) {
        Known card = new Known("a1", "person", null, "none", "Lina — ma nièce, née le 2 octobre", List.of(new Who("Lina", "niece")), 0.9);
        Known said = new Known("candidate", kind, null, "none", text, List.of(new Who("Lina", "niece")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(card), said, NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je vais à la piscine le jeudi soir           | Le jeudi soir, je nage",
        "I go swimming on Fridays                     | On Fridays I do laps at the pool",
        "Je fais de la muscu le lundi                 | Le lundi je vais à la salle de sport",
        "I go to the gym before work                  | I work out before work",
        "Je vais au boulot à vélo                     | Je pédale jusqu'au boulot",
        "I cycle to the office                        | I bike to the office",
        "I hit the gym three times a week             | I work out three times a week",
        "Je vais au travail à vélo                    | Je fais le trajet du boulot en vélo"})
    void aSportSaidByItsVerbItsPlaceOrItsNameIsAlreadyKnown(String active, String candidate) {
        assertThat(classifier.decide(Beside.among(List.of(fact("ongoing", active)), fact("ongoing", candidate), NIGHT)))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @Test
    void anotherSportOnTheSameDayIsNew() {
        assertThat(classifier.decide(Beside.among(List.of(fact("ongoing", "Je vais à la piscine le mardi")),
                fact("ongoing", "Le mardi je fais de l'escalade"), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Sandra — my sister, lorry driver       | Sandra | sister | My sister drives lorries",
        "Bernard — mon oncle, chauffeur de bus  | Bernard| uncle  | Mon oncle conduit des bus",
        "Nadia — my aunt, hairdresser           | Nadia  | aunt   | My aunt cuts hair",
        "Karim — mon cousin, mécanicien         | Karim  | cousin | Mon cousin répare des voitures",
        "Gary — my uncle, postman               | Gary   | uncle  | My uncle delivers the post",
        "Joël — mon oncle, plombier             | Joël   | uncle  | Mon oncle répare des fuites"})
    void aJobSaidByTheWorkItDoesIsTheJobTheCardHolds(String card, String name, String relation, String candidate) {
        Known known = new Known("a1", "person", null, "none", card, List.of(new Who(name, relation)), 0.9);
        Known said = new Known("candidate", "fact", "identity", "none", candidate, List.of(new Who(null, relation)), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(known), said, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I work at McDonald's on the high street    | I work at Macdo",
        "Je bosse chez Carrefour                    | Je bosse chez Carrouf",
        "I live in Philadelphia                     | I live in Philly",
        "I work at Wetherspoons in Crewe            | I work at Spoons",
        "I live in Manchester                       | I'm a proper Mancunian",
        "J'habite à Nice                            | Je suis niçoise pure souche"})
    void aWorkplaceOrATownInItsFamiliarShortFormIsAlreadyKnown(String active, String candidate) {
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", active)), fact("identity", candidate), NIGHT)))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I work at Tesco                            | I work at Texaco now",
        "J'habite à Lille                           | J'habite à Lyon maintenant",
        "I live in Leeds                            | I live in London now"})
    void anotherWorkplaceOrTownThatOpensTheSameWayStillSupersedes(String active, String candidate) {
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", active)), fact("identity", candidate), NIGHT)).outcome())
                .isEqualTo(Outcome.SUPERSEDED);
    }

    @Test
    void theAgeOfACardThatSpeaksOfCareSaidAgainIsKnownButANewAgeGoesToReview() {
        Known card = new Known("a1", "person", null, "none", "Marcel — mon grand-père, 88 ans, sous dialyse",
                List.of(new Who("Marcel", "grandfather")), 0.9);
        Known same = new Known("candidate", "fact", "identity", "none", "Mon grand-père Marcel a quatre-vingt-huit ans",
                List.of(new Who("Marcel", "grandfather")), 0.9);
        Known older = new Known("candidate", "fact", "identity", "none", "Mon grand-père Marcel a quatre-vingt-neuf ans",
                List.of(new Who("Marcel", "grandfather")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(card), same, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        assertThat(classifier.decide(Beside.among(List.of(card), older, NIGHT)).rule()).isEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Priya — my girlfriend  | girlfriend | Priya — my fiancée, we got engaged in Rome         | fiancee",
        "Priya — my fiancée     | fiancee    | Priya — my wife, married on Saturday!             | wife",
        "Hugo — mon copain      | boyfriend  | Hugo — mon fiancé, il m'a fait sa demande à Noël  | fiance",
        "Hugo — mon fiancé      | fiance     | Hugo — mon mari depuis samedi                     | husband"})
    void aPartnersCardAStepForwardOnTheWayToMarriageSupersedesTheCardOfTheStepBefore(String card, String before, String text,
            String after) {
        String name = card.substring(0, card.indexOf(' '));
        Known known = new Known("a1", "person", null, "none", card, List.of(new Who(name, before)), 0.9);
        Known said = new Known("candidate", "person", null, "none", text, List.of(new Who(name, after)), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(known), said, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aWifeCalledAGirlfriendInPassingIsNotAStepBack() {
        Known known = new Known("a1", "person", null, "none", "Priya — my wife", List.of(new Who("Priya", "wife")), 0.9);
        Known said = new Known("candidate", "person", null, "none", "Priya — my girlfriend, loves salsa", List.of(new Who("Priya", "girlfriend")),
                0.9);

        assertThat(classifier.decide(Beside.among(List.of(known), said, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis infirmière à Lariboisière     | J'ai travaillé deux ans à Genève avant",
        "Je suis infirmière à Lariboisière     | J'ai été serveuse pendant mes études",
        "I'm a solicitor in Cardiff            | I worked in a call centre during my degree",
        "I'm a solicitor in Cardiff            | I did bar work back in the 2000s",
        "I'm a solicitor in Cardiff            | I used to be a lifeguard, six summers of it"})
    void workOrAJobOfBeforeToldAsPastIsPromotedBesideTheJobNow(String active, String candidate) {
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", active)), fact("identity", candidate), NIGHT)))
                .isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @Test
    void aTransferToldInThePastTenseIsStillTheJobNow() {
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", "Je travaille à l'agence de Brest")),
                fact("identity", "J'ai été mutée à l'agence de Quimper"), NIGHT)).outcome()).isNotEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Alan — my granddad, lives in Stoke    | Alan | grandfather | Alan — my granddad, moved into a care home in Leek",
        "Colette — ma tante, habite à Laval    | Colette | aunt     | Colette — ma tante, a emménagé dans un petit appartement à Vitré",
        "Rosa — my sister, lives in Leeds      | Rosa | sister      | Rosa — my sister, moved to a flat in Harrogate"})
    void aMoveIntoAHomeSomewhereSupersedesTheTownTheCardHolds(String card, String name, String relation, String text) {
        Known known = new Known("a1", "person", null, "none", card, List.of(new Who(name, relation)), 0.9);
        Known said = new Known("candidate", "person", null, "none", text, List.of(new Who(name, relation)), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(known), said, NIGHT)).outcome()).isIn(Outcome.SUPERSEDED, Outcome.REVIEW);
        assertThat(classifier.decide(Beside.among(List.of(known), said, NIGHT)).outcome()).isNotEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Ma sœur Lou a commencé la poterie",
        "My sister Lou has started learning Italian",
        "My sister Lou started climbing on Wednesdays"})
    void somethingBegunBesideNothingItCouldReplaceIsNew(String text) {
        Known card = new Known("a1", "person", null, "none", "Lou — ma sœur, habite à Caen", List.of(new Who("Lou", "sister")), 0.9);
        Known said = new Known("candidate", "fact", "ongoing", "none", text, List.of(new Who("Lou", "sister")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(card), said, NIGHT))).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Ma sœur Lou a commencé à bosser chez Leroy Merlin",
        "My sister Lou has started seeing a guy from work",
        "My sister Lou's little one started nursery"})
    void somethingBegunAtWorkInLoveOrAtSchoolMayReplaceWhatIsKnown(String text) {
        Known card = new Known("a1", "person", null, "none", "Lou — ma sœur, caissière chez Auchan, en couple avec Rémi",
                List.of(new Who("Lou", "sister")), 0.9);
        Known said = new Known("candidate", "fact", "ongoing", "none", text, List.of(new Who("Lou", "sister")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(card), said, NIGHT)).outcome()).isNotEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I take 20mg of citalopram every morning    | They doubled it, I'm on 40 now",
        "Je prends 75 µg de Levothyrox              | Le médecin m'a baissé à 50",
        "My dad takes 5 mg of ramipril              | Dad's been bumped up to 10"})
    void aDoseSaidToChangeWithoutItsMedicineGoesToReview(String treatment, String candidate) {
        Known known = new Known("a1", "fact", "ongoing", "health", treatment, List.of(), 0.9);
        Known said = new Known("candidate", "fact", "ongoing", "none", candidate, List.of(), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(known), said, NIGHT)).rule()).isEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I run 5 km on Sundays                      | I've upped it, I'm on 10 now",
        "I take 20mg of citalopram every morning    | Upped my cycling, I'm on 60 km a week now",
        "Je prends 75 µg de Levothyrox              | J'ai augmenté mes heures, je suis à 30 h maintenant"})
    void aNumberGoingUpThatIsADistanceATimeOrBesideNoTreatmentIsNoDose(String active, String candidate) {
        Known known = new Known("a1", "fact", "ongoing", "none", active, List.of(), 0.9);
        Known said = new Known("candidate", "fact", "ongoing", "none", candidate, List.of(), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(known), said, NIGHT)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @Test
    void somethingBegunByAPartnerBesideTheirCardIsNew() {
        Known card = new Known("a1", "person", null, "none", "Sami — my husband, electrician", List.of(new Who("Sami", "husband")), 0.9);
        Known said = new Known("candidate", "fact", "ongoing", "none", "Sami has started bouldering on Thursdays",
                List.of(new Who("Sami", "husband")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(card), said, NIGHT))).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I'm married                | We tied the knot ages ago",
        "Je suis en couple          | Je suis maquée depuis deux ans"})
    void aStatusInItsEverydayWordsIsAlreadyKnown(String active, String candidate) {
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", active)), fact("identity", candidate), NIGHT)))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Rose — my nan, 79          | Rose | grandmother | My nan was born in 1938",
        "Rose — ma grand-mère, 79   | Rose | grandmother | Ma grand-mère est née en 1952"})
    void aYearOfBirthThatBeliesTheCardsBareAgeGoesToReview(String card, String name, String relation, String candidate) {
        Known known = new Known("a1", "person", null, "none", card, List.of(new Who(name, relation)), 0.9);
        Known said = new Known("candidate", "fact", "identity", "none", candidate, List.of(new Who(null, relation)), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(known), said, NIGHT))).isEqualTo(Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis né à Rennes    | Moi je viens de Vannes à la base",
        "Je suis né à Rennes    | Je viens de Montpellier, au départ"})
    void comingFromAnotherPlaceWhateverItsEndingGoesToReview(String active, String candidate) {
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", active)), fact("identity", candidate), NIGHT)))
                .isEqualTo(Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE));
    }

    private static Known fact(String facet, String text) {
        return new Known("a1", "fact", facet, "none", text, List.of(), 0.9);
    }
}
