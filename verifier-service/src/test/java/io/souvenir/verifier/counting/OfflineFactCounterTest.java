package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.verifier.counting.Abstention.Reason;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class OfflineFactCounterTest {

    private final FactCounter counter = new OfflineFactCounter();

    @Test
    void countsTheThreePersonsOfTheFamilySentenceWithTheElidedVerb() {
        FactCount count = counter.count("salut, écoute, ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit");

        assertThat(count.facts()).extracting(StatedFact::kind, StatedFact::person, StatedFact::text).containsExactly(
                tuple(MemoryKind.PERSON, new PersonRef("Claire", "wife"), "Claire — ma femme"),
                tuple(MemoryKind.PERSON, new PersonRef(null, "daughter"), "Ma fille — 11 ans"),
                tuple(MemoryKind.PERSON, new PersonRef(null, "son"), "Mon fils — 18 ans"));
        assertThat(count.abstentions()).isEmpty();
    }

    static Stream<Arguments> persons() {
        return Stream.of(
                stated("my wife is called Claire, my daughter is eleven and my son eighteen",
                        "PERSON Claire/wife \"Claire — my wife\"", "PERSON /daughter \"My daughter — 11 years old\"",
                        "PERSON /son \"My son — 18 years old\""),
                stated("j'ai une fille qui s'appelle Léa et un fils de 18 ans",
                        "PERSON Léa/daughter \"Léa — ma fille\"", "PERSON /son \"Mon fils — 18 ans\""),
                stated("ma fille, Léa, a onze ans", "PERSON Léa/daughter \"Léa — ma fille, 11 ans\""),
                stated("I have a daughter named Lea, she's 11", "PERSON Lea/daughter \"Lea — my daughter, 11 years old\""),
                stated("my husband's name is Tom", "PERSON Tom/husband \"Tom — my husband\""),
                stated("ma femme, c'est Claire", "PERSON Claire/wife \"Claire — ma femme\""),
                stated("ma mère a soixante et onze ans et mon père quatre-vingt-deux",
                        "PERSON /mother \"Ma mère — 71 ans\"", "PERSON /father \"Mon père — 82 ans\""),
                stated("ma sœur Julie habite à Lyon", "PERSON Julie/sister \"Julie — ma sœur, habite à Lyon\""),
                stated("mon meilleur ami s'appelle Marc", "PERSON Marc/friend \"Marc — mon meilleur ami\""),
                stated("ma petite amie s'appelle Inès", "PERSON Inès/partner \"Inès — ma petite amie\""),
                stated("my boss is called Sarah and she's 50", "PERSON Sarah/boss \"Sarah — my boss, 50 years old\""),
                stated("ma femme s'appelle Claire, Claire est infirmière",
                        "PERSON Claire/wife \"Claire — ma femme, infirmière\""),
                stated("ma femme est allergique aux noix", "PERSON HEALTH /wife \"Ma femme — allergique aux noix\""),
                stated("I have a son and a daughter", "PERSON /son \"My son\"", "PERSON /daughter \"My daughter\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("persons")
    void countsEachPersonOnceWithNameAgeAndWhatIsSaidOfThem(String sentence, List<String> expected) {
        assertThat(describe(counter.count(sentence))).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> factsAboutTheUser() {
        return Stream.of(
                stated("I'm allergic to peanuts", "FACT GENERAL HEALTH \"I'm allergic to peanuts\""),
                stated("je suis allergique aux arachides et aux fruits de mer",
                        "FACT GENERAL HEALTH \"Je suis allergique aux arachides\"",
                        "FACT GENERAL HEALTH \"Je suis allergique aux fruits de mer\""),
                stated("je prends 50 mg de Levothyrox chaque matin",
                        "FACT GENERAL HEALTH \"Je prends 50 mg de Levothyrox chaque matin\""),
                stated("je suis infirmière et j'habite à Lyon",
                        "FACT IDENTITY NONE \"Je suis infirmière\"", "FACT IDENTITY NONE \"J'habite à Lyon\""),
                stated("I'm from Lyon and I work at Airbus",
                        "FACT IDENTITY NONE \"I'm from Lyon\"", "FACT IDENTITY NONE \"I work at Airbus\""),
                stated("j'aime le jazz et le piano",
                        "FACT PREFERENCE NONE \"J'aime le jazz\"", "FACT PREFERENCE NONE \"J'aime le piano\""),
                stated("je travaille sur un roman policier", "FACT ONGOING NONE \"Je travaille sur un roman policier\""),
                stated("I promised my daughter a trip to the zoo",
                        "FACT COMMITMENT NONE \"I promised my daughter a trip to the zoo\""),
                stated("rappelle-toi que le code du portail est 4820", "FACT GENERAL NONE \"Le code du portail est 4820\""),
                stated("mon salaire est de 3000 euros par mois",
                        "FACT GENERAL FINANCE \"Mon salaire est de 3000 euros par mois\""),
                stated("je suis en procès avec mon ancien employeur",
                        "FACT GENERAL LEGAL \"Je suis en procès avec mon ancien employeur\""),
                stated("my passport number is 12AB34567", "FACT GENERAL IDENTITY \"My passport number is 12AB34567\""),
                stated("I'm 34 years old", "FACT IDENTITY NONE \"I'm 34 years old\""),
                stated("Bonjour ! Ma fille a onze ans, tu te souviens ?", "PERSON /daughter \"Ma fille — 11 ans\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("factsAboutTheUser")
    void countsEachFactAboutTheUserWithItsFacetAndDomain(String sentence, List<String> expected) {
        assertThat(describe(counter.count(sentence))).containsExactlyElementsOf(expected);
    }

    @Test
    void aFactCarriesTheValuesThatTellItApart() {
        assertThat(counter.count("I'm allergic to peanuts").facts().get(0).keys()).containsExactly("peanut");
        assertThat(counter.count("le code du portail est 4820").facts().get(0).keys()).contains("4820");
    }

    static Stream<Arguments> abstentions() {
        return Stream.of(
                abstains("comment s'appelle ma femme ?", Reason.QUESTION),
                abstains("what is my daughter's name", Reason.QUESTION),
                abstains("ma femme s'appelle comment", Reason.QUESTION),
                abstains("Bob dit que c'est facile", Reason.UNINTRODUCED_NAME),
                abstains("ma femme travaille avec Bob", Reason.UNINTRODUCED_NAME),
                abstains("Claire adore le jazz", Reason.UNINTRODUCED_NAME),
                abstains("Doudou a 3 ans", Reason.UNINTRODUCED_NAME),
                abstains("je suis fatigué", Reason.NO_FACT_SIGNAL),
                abstains("je suis en train de manger", Reason.NO_FACT_SIGNAL),
                abstains("je prépare le dîner", Reason.NO_FACT_SIGNAL),
                abstains("my honey is 30", Reason.NO_FACT_SIGNAL),
                abstains("ma sœur", Reason.NO_FACT_SIGNAL),
                abstains("ma fille a deux chats", Reason.NO_FACT_SIGNAL),
                abstains("le temps est magnifique", Reason.NO_FACT_SIGNAL));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("abstentions")
    void abstainsWhenUnsureAndCountsNothing(String sentence, Reason reason) {
        FactCount count = counter.count(sentence);

        assertThat(count.facts()).isEmpty();
        assertThat(count.abstentions()).extracting(Abstention::reason).containsExactly(reason);
    }

    @Test
    void leavesRemindersTasksPlansAndGreetingsToTheMainPassWithoutAbstaining() {
        Stream.of("rappelle-moi jeudi de payer le loyer", "remind me on Thursday to pay the rent",
                        "il faut que j'appelle ma mère", "I need to call my mother", "dîner avec Paul samedi à 20h",
                        "hier on a fait du vélo avec Claire", "note: acheter du pain", "salut, merci beaucoup !")
                .forEach(sentence -> assertThat(counter.count(sentence)).as(sentence)
                        .isEqualTo(new FactCount(List.of(), List.of())));
    }

    @Test
    void placesFirmsAndThingsAreNotNicknames() {
        assertThat(counter.count("j'habite à Lyon et je travaille chez Airbus").abstentions()).isEmpty();
        assertThat(counter.count("my PIN is 1234").abstentions()).isEmpty();
    }

    private static Arguments stated(String sentence, String... expected) {
        return Arguments.of(sentence, List.of(expected));
    }

    private static Arguments abstains(String sentence, Reason reason) {
        return Arguments.of(sentence, reason);
    }

    /** PERSON [domain] name/relation "text", or FACT facet domain "text". */
    private static List<String> describe(FactCount count) {
        return count.facts().stream().map(fact -> fact.kind() == MemoryKind.PERSON
                ? "PERSON " + (fact.domain() == Domain.NONE ? "" : fact.domain() + " ")
                        + (fact.person().name() == null ? "" : fact.person().name()) + "/" + fact.person().relation()
                        + " \"" + fact.text() + "\""
                : "FACT " + fact.facet() + " " + fact.domain() + " \"" + fact.text() + "\"").toList();
    }
}
