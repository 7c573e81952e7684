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
 * One reading of subject + attribute + value behind "already known", "update" and "lookalike": a
 * value said in other words, another language or slang is the same value; another value of the
 * same attribute supersedes; a value told as past, or an age still to come, is not the value now.
 */
class OneReadingTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-03-10T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I work as a nurse                     | nurse at the Royal Free",
        "I work as a nurse                     | I'm a nurse at the Royal Free",
        "Je suis infirmière                    | Je travaille comme infirmière à Bichat",
        "I live in Hoboken                     | Home is Hoboken, NJ",
        "J'habite à Montréal, sur le Plateau   | Je vis sur le Plateau-Mont-Royal",
        "I moved to Lyon last year             | I live in Lyon",
        "J'habite à Lyon                       | Je vis à Lyon depuis cinq ans",
        "I live in New York                    | I live in NYC",
        "I live in Manchester                  | I live in Didsbury, Manchester",
        "Ma couleur préférée est le vert       | Le vert, c'est ma couleur préférée"})
    void theSameValueOfTheUsersAttributeSaidOtherwiseIsAlreadyKnown(String active, String candidate) {
        assertThat(classifier.decide(beside(fact("identity", active), fact("identity", candidate))))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Inès — ma femme, kinésithérapeute | Inès | wife    | Ma femme est kiné",
        "Declan — my husband, electrician  | Declan | husband | my husband's a sparky",
        "Tom — my brother, nurse           | Tom  | brother | Tom works as a nurse"})
    void aPersonsJobInSlangOrShortIsTheJobTheCardHolds(String card, String name, String relation, String candidate) {
        Known known = person(card, name, relation);
        Known said = new Known("candidate", "fact", "identity", "none", candidate, List.of(new Who(null, relation)), 0.9);

        assertThat(classifier.decide(beside(known, said)).outcome()).isEqualTo(Outcome.HELD);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Tom — my brother, lives in Leeds | Tom | brother | Tom has a flat in Leeds",
        "Tom — my brother, lives in Leeds | Tom | brother | Tom's still up in Leeds"})
    void aCandidateThatNamesThePersonsKnownPlaceSaysNothingNew(String card, String name, String relation, String candidate) {
        Known said = new Known("candidate", "fact", "general", "none", candidate, List.of(new Who(name, relation)), 0.9);

        assertThat(classifier.decide(beside(person(card, name, relation), said))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @Test
    void theUsersTownSaidByItsPeoplesNameIsKnownButAnEventAtAPersonsTownIsNew() {
        assertThat(classifier.decide(beside(fact("identity", "J'habite à Lyon"), fact("identity", "Je suis lyonnaise"))).outcome())
                .isEqualTo(Outcome.HELD);
        Known maeve = person("Auntie Maeve — my aunt, lives in Galway", "Maeve", "aunt");
        Known stay = new Known("candidate", "event", null, "none", "I'm house-sitting for Auntie Maeve in Galway until Sunday",
                List.of(new Who("Maeve", "aunt")), 0.9);
        assertThat(classifier.decide(beside(maeve, stay)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    /** Held, whether as known or in doubt: never applied a second time beside the value it says again. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "identity   | I'm a software engineer at Monzo | I'm a dev at Monzo",
        "identity   | Je suis professeur des écoles    | Je suis instit en CM1",
        "identity   | I'm 41                           | I'm in my early forties",
        "identity   | Je bosse à la SNCF               | Je suis cheminot à la SNCF",
        "identity   | I'm a primary school teacher     | I teach reception at St Mary's",
        "identity   | I'm single                       | not seeing anyone at the moment",
        "identity   | Je suis retraitée                | Je suis à la retraite depuis 2020",
        "preference | J'adore le tennis                | Le tennis c'est ma passion",
        "preference | I love Thai food                 | Thai is my go-to cuisine",
        "preference | I don't drink coffee             | Coffee isn't for me",
        "preference | Je n'aime pas les olives         | Les olives, très peu pour moi",
        "preference | Je suis végétarienne depuis 2018 | Je mange pas de viande",
        "preference | I'm vegan                        | I don't eat any animal products"})
    void aJobAnAgeAStatusATasteOrADietSaidLooselyIsNeverANewValue(String facet, String active, String candidate) {
        assertThat(classifier.decide(beside(fact(facet, active), fact(facet, candidate))).outcome()).isEqualTo(Outcome.HELD);
    }

    @Test
    void aPersonsJobOfBeforeIsPromotedBesideTheJobNow() {
        Known marc = person("Marc — mon mari, prof de sport", "Marc", "husband");
        Known before = new Known("candidate", "fact", "general", "none", "Marc était plombier avant", List.of(new Who("Marc", "husband")), 0.9);

        assertThat(classifier.decide(beside(marc, before))).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @Test
    void aJobSaidByWhatOneDoesBesideTheKnownJobIsNotPromotedAsANewFact() {
        assertThat(classifier.decide(beside(fact("identity", "I'm a teacher"), fact("identity", "I teach year 5 at a primary school"))).outcome())
                .isEqualTo(Outcome.HELD);
    }

    @Test
    void aMoveThatNamesTheCityLeftSupersedesIt() {
        Known mother = new Known("a1", "fact", "identity", "none", "Ma mère habite à Toulouse", List.of(new Who(null, "mother")), 0.9);
        Known moved = new Known("candidate", "fact", "identity", "none", "Ma mère vit à Albi maintenant, elle a quitté Toulouse",
                List.of(new Who(null, "mother")), 0.9);

        assertThat(classifier.decide(beside(mother, moved))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I'm a nurse         | I'm a teacher now",
        "Je suis infirmière  | Je suis prof maintenant",
        "J'habite à Nantes   | J'ai déménagé à Lyon",
        "I live in Nantes    | moved to Lyon"})
    void anotherValueOfTheSameAttributeSupersedes(String active, String candidate) {
        assertThat(classifier.decide(beside(fact("identity", active), fact("identity", candidate)))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aDaughterWhoLeftToLiveElsewhereSupersedesHerCityNotHerBrothers() {
        Known zoe = new Known("a1", "fact", "identity", "none", "Ma fille Zoé habite à Bordeaux", List.of(new Who("Zoé", "daughter")), 0.9);
        Known malo = new Known("a2", "fact", "identity", "none", "Mon fils Malo habite à Bordeaux aussi", List.of(new Who("Malo", "son")), 0.9);
        Known moved = new Known("candidate", "fact", "identity", "none", "Zoé est partie vivre à Toulouse avec son copain",
                List.of(new Who("Zoé", "daughter")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(zoe, malo), moved, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I live in Brooklyn, Park Slope | I used to live in Astoria, loved it there",
        "I'm a nurse                    | I was a teacher for ten years"})
    void aValueToldAsPastIsPromotedBesideTheValueNowNotSuperseding(String active, String candidate) {
        assertThat(classifier.decide(beside(fact("identity", active), fact("identity", candidate))).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void whereOneComesFromSaidOtherwiseIsKnownAndAJobOfBeforeIsNoContradiction() {
        assertThat(classifier.decide(beside(fact("identity", "I'm from Ohio originally"), fact("identity", "born and raised in Ohio"))))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        assertThat(classifier.decide(beside(fact("identity", "I'm a software engineer at Stripe"),
                fact("identity", "i was a line cook for like five years before all this")))).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "preference | My favourite band is Arctic Monkeys | fave band these days has to be Fontaines D.C.",
        "identity   | I'm single                          | I'm in a relationship now, it's official as of last week lol"})
    void aNewFavouriteOrANewStatusSaidCasuallySupersedes(String facet, String active, String candidate) {
        assertThat(classifier.decide(beside(fact(facet, active), fact(facet, candidate)))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void beingSingleAgainSaidOfThePartnerEndsThePartnersCard() {
        Known chloe = person("Chloé — ma copine, on vit ensemble à Montreuil", "Chloé", "partner");
        Known apart = new Known("candidate", "fact", "identity", "none", "Chloé et moi on s'est séparés, je suis célib depuis deux semaines",
                List.of(new Who("Chloé", "partner")), 0.9);

        assertThat(classifier.decide(beside(chloe, apart))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void anAgeTurnedSupersedesTheCardsBareAgeEvenWhenSomethingElseIsStillTrue() {
        Known gran = person("Edith — my gran, 91, lives in Margate", "Edith", "grandmother");
        Known turned = new Known("candidate", "fact", "identity", "none", "Gran turned ninety two last week, still sharp as anything",
                List.of(new Who("Edith", "grandmother")), 0.9);

        assertThat(classifier.decide(beside(gran, turned))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I live in Leeds   | I'm living in Lisbon for the summer",
        "J'habite à Nantes | Je vis à Lisbonne jusqu'en septembre pour le boulot",
        "I work at Tesco   | I'm working at the Asda in town for two weeks while they refit ours"})
    void aValueForAWhileDoesNotSupersedeTheValueItWillGoBackTo(String active, String candidate) {
        assertThat(classifier.decide(beside(fact("identity", active), fact("general", candidate))).outcome()).isEqualTo(Outcome.HELD);
    }

    @Test
    void aSisterWhoMovedDownToLondonSupersedesHerCity() {
        Known nora = person("Nora — my sister, lives in Glasgow", "Nora", "sister");
        Known moved = new Known("candidate", "fact", "general", "none", "Nora's moved down to London", List.of(new Who("Nora", "sister")), 0.9);

        assertThat(classifier.decide(beside(nora, moved))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void anAgeStillToComeSupersedesNoAge() {
        Known nina = person("Nina — ma fille, 9 ans", "Nina", "daughter");
        Known promise = new Known("candidate", "fact", "commitment", "none", "J'ai promis à Nina de l'emmener à Disney pour ses dix ans",
                List.of(new Who("Nina", "daughter")), 0.9);

        assertThat(classifier.decide(beside(nina, promise))).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
        Known emma = person("Emma — my daughter, 14", "Emma", "daughter");
        Known june = new Known("candidate", "fact", "general", "none", "Emma is 15 in June", List.of(new Who("Emma", "daughter")), 0.9);
        assertThat(classifier.decide(beside(emma, june)).outcome()).isEqualTo(Outcome.HELD);
    }

    @Test
    void aJobThatEnforcesTheLawIsPromotedAndAPayRiseGoesToReview() {
        Known adrien = person("Adrien — mon frère, habite à Lille", "Adrien", "brother");
        Known gendarme = new Known("candidate", "fact", "identity", "none", "Adrien est gendarme à Arras",
                List.of(new Who("Adrien", "brother")), 0.9);

        assertThat(classifier.decide(beside(adrien, gendarme)).outcome()).isEqualTo(Outcome.PROMOTED);
        assertThat(classifier.decide(beside(fact("identity", "I make 68k a year"), fact("identity", "got the promotion!! I'm at 75k now")))
                .rule()).isEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @Test
    void aTaskAboutThatThingIsHeldForWantOfWhatItIs() {
        Known task = new Known("candidate", "task", null, "none", "need to return that thing before friday", List.of(), 0.9);

        assertThat(classifier.decide(beside(fact("identity", "I live in Harlem"), task)).rule()).isEqualTo(Rule.NO_DESTINATION);
    }

    private static Situation beside(Known active, Known candidate) {
        return Beside.among(List.of(active), candidate, NIGHT);
    }

    private static Known fact(String facet, String text) {
        return new Known("a1", "fact", facet, "none", text, List.of(), 0.9);
    }

    private static Known person(String text, String name, String relation) {
        return new Known("a1", "person", null, "none", text, List.of(new Who(name, relation)), 0.9);
    }
}
