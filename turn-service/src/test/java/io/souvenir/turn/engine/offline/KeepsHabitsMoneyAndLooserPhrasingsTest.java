package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.heard;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What people say of themselves without the textbook phrasing: a pastime kept up, an amount of
 * money, "on"/"we" for the household, a professional in their life, a name given after a
 * pronoun, a past told with "ce week-end", a farewell that plans nothing.
 */
class KeepsHabitsMoneyAndLooserPhrasingsTest {

    static Stream<Arguments> pastimes() {
        return Stream.of(
                heard("je fais de la natation tous les jeudis",
                        "FACT/PREFERENCE \"Fait de la natation tous les jeudis\""),
                heard("je joue du piano", "FACT/PREFERENCE \"Joue du piano\""),
                heard("I play chess every Sunday", "FACT/PREFERENCE \"Plays chess every Sunday\""),
                heard("I go climbing on weekends", "FACT/PREFERENCE \"Goes climbing on weekends\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pastimes")
    void keepsAPastimeKeptUpAsASilentPreference(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> notPastimes() {
        return Stream.of(
                heard("je fais du vélo demain avec Paul",
                        "EVENT \"Faire du vélo avec Paul — jeudi 12 juin 2025\" [Paul/] at=2025-06-12T09:00 visible"),
                heard("je fais la vaisselle"),
                heard("I play with my kids"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("notPastimes")
    void aChoreOrAPlanForADayIsNoPastime(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> moneyAndHealth() {
        return Stream.of(
                heard("j'ai 3000 euros sur mon livret", "FACT/GENERAL FINANCE \"A 3000 euros sur mon livret\""),
                heard("je paie 650 euros de loyer", "FACT/GENERAL FINANCE \"Paie 650 euros de loyer\""),
                heard("I pay $90 a month for my phone", "FACT/GENERAL FINANCE \"Pays $90 a month for my phone\""),
                heard("je fais de l'asthme", "FACT/IDENTITY HEALTH \"Fait de l'asthme\""),
                heard("la combinaison du cadenas est 4-8-15", "FACT/GENERAL \"Combinaison du cadenas : 4-8-15\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("moneyAndHealth")
    void keepsAmountsConditionsAndCombinationsSilently(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> household() {
        return Stream.of(
                heard("on habite à Rennes", "FACT/IDENTITY \"On habite à Rennes\""),
                heard("we live near Leeds", "FACT/IDENTITY \"We live near Leeds\""),
                heard("coucou, moi j'habite à Dijon", "FACT/IDENTITY \"Habite à Dijon\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("household")
    void theHouseholdAndAnEmphaticMoiAreTheUser(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> persons() {
        return Stream.of(
                heard("ma marraine vit à Montréal", "PERSON \"Ma marraine — vit à Montréal\" [/godmother]"),
                heard("our nanny is called Rosa", "PERSON \"Rosa — our nanny\" [Rosa/babysitter]"),
                heard("my GP is Dr Okafor", "PERSON \"Dr Okafor — my GP\" [Dr Okafor/doctor]"),
                heard("mon avocat c'est Maître Roux", "PERSON LEGAL \"Maître Roux — mon avocat\" [Maître Roux/lawyer]"),
                heard("mon voisin Paul est de Marseille", "PERSON \"Paul — mon voisin, de Marseille\" [Paul/neighbour]"),
                heard("mon voisin est de mauvaise humeur"),
                heard("ma cousine Léa habite à Nice et mon oncle Jean à Brest",
                        "PERSON \"Léa — ma cousine, habite à Nice\" [Léa/cousin]",
                        "PERSON \"Jean — mon oncle, à Brest\" [Jean/uncle]"),
                heard("my nephew turned 12 on Monday", "PERSON \"My nephew — 12 years old\" [/nephew]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("persons")
    void keepsProfessionalsGodparentsOriginsAndAPlaceSaidWithoutItsVerb(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> namedAfterAPronoun() {
        return Stream.of(
                heard("je dois appeler mon oncle, il s'appelle Bernard",
                        "TASK \"Appeler mon oncle\" [/uncle] visible", "PERSON \"Bernard — mon oncle\" [Bernard/uncle]"),
                heard("I need to call my aunt, she's called Margaret",
                        "TASK \"Call my aunt\" [/aunt] visible", "PERSON \"Margaret — my aunt\" [Margaret/aunt]"),
                heard("je dois voir ma tante, il s'appelle Bob", "TASK \"Voir ma tante\" [/aunt] visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("namedAfterAPronoun")
    void aNameGivenAfterAPronounGoesToTheRelationItFits(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> datedOrNot() {
        return Stream.of(
                heard("ce week-end on a rangé le grenier",
                        "EVENT \"On a rangé le grenier — samedi 7 juin 2025\" at=2025-06-07T12:00"),
                heard("yesterday my brother broke his arm",
                        "EVENT \"My brother broke his arm — Tuesday, June 10, 2025\" [/brother] at=2025-06-10T12:00"),
                heard("bon, une chose : rappelle-moi demain d'appeler le garage",
                        "REMINDER \"Appeler le garage\" due=2025-06-12T09:00 visible"),
                heard("see you on Friday"),
                heard("à demain !"),
                heard("see you at the cinema on Friday",
                        "EVENT \"See you at the cinema — Friday, June 13, 2025\" at=2025-06-13T09:00 visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("datedOrNot")
    void aPastWeekendIsLivedAHeadingIsSkippedAndAFarewellPlansNothing(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }
}
