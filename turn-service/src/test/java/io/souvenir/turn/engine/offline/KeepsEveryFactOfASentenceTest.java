package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.NOW;
import static io.souvenir.turn.engine.offline.Heard.heard;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class KeepsEveryFactOfASentenceTest {

    private final OfflineExtractor extractor = new OfflineExtractor();

    static Stream<Arguments> severalFacts() {
        return Stream.of(
                heard("Salut ! Je suis infirmière et j'adore le jazz, tu sais ?",
                        "FACT/IDENTITY \"Métier : infirmière\"", "FACT/PREFERENCE \"Adore le jazz\""),
                heard("Hi! I'm a nurse and I love jazz, you know?",
                        "FACT/IDENTITY \"Job: nurse\"", "FACT/PREFERENCE \"Loves jazz\""),
                heard("Bon, j'habite à Nantes, je travaille chez Airbus et je prépare un marathon",
                        "FACT/IDENTITY \"Habite à Nantes\"", "FACT/IDENTITY \"Travaille chez Airbus\"",
                        "FACT/ONGOING \"Prépare un marathon\""),
                heard("I live in Leeds and I'm learning Spanish. Oh, and I hate coffee!",
                        "FACT/IDENTITY \"Lives in Leeds\"", "FACT/ONGOING \"Learning Spanish\"",
                        "FACT/PREFERENCE \"Hates coffee\""),
                heard("ma femme s'appelle Claire et rappelle-moi demain d'acheter des fleurs",
                        "PERSON \"Claire — ma femme\" [Claire/wife]",
                        "REMINDER \"Acheter des fleurs\" due=2025-06-12T09:00 visible"),
                heard("Je suis infirmière, tu te souviens de ma fille ?", "FACT/IDENTITY \"Métier : infirmière\""),
                heard("j'adore le jazz, j'adore le jazz !", "FACT/PREFERENCE \"Adore le jazz\""),
                heard("Je suis infirmière. je suis infirmière", "FACT/IDENTITY \"Métier : infirmière\""),
                heard("I love jazz and rock", "FACT/PREFERENCE \"Loves jazz and rock\""),
                heard("ma femme Claire et moi allons au cinéma samedi",
                        "PERSON \"Claire — ma femme\" [Claire/wife]",
                        "EVENT \"Ma femme Claire et moi allons au cinéma — samedi 14 juin 2025\" [Claire/wife] "
                                + "at=2025-06-14T09:00 visible"));
    }

    static Stream<Arguments> saidOfThePersonJustNamed() {
        return Stream.of(
                heard("Ma femme s'appelle Claire, elle est infirmière",
                        "PERSON \"Claire — ma femme, infirmière\" [Claire/wife]"),
                heard("mon mari Paul a 45 ans et il est boulanger",
                        "PERSON \"Paul — mon mari, 45 ans, boulanger\" [Paul/husband]"),
                heard("dis-moi, mon frère s'appelle Hugo, il a trente ans, et ma sœur Inès vingt-deux",
                        "PERSON \"Hugo — mon frère, 30 ans\" [Hugo/brother]", "PERSON \"Inès — ma sœur, 22 ans\" [Inès/sister]"),
                heard("my sister is called Anna and she is 30", "PERSON \"Anna — my sister, 30 years old\" [Anna/sister]"),
                heard("my best friend is called Tom, he's a plumber",
                        "PERSON \"Tom — my best friend, plumber\" [Tom/best friend]"),
                heard("mes enfants ont 5 et 8 ans", "PERSON \"Mes enfants — 5 et 8 ans\" [/children]"),
                heard("je suis infirmière, elle est infirmière", "FACT/IDENTITY \"Métier : infirmière\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("saidOfThePersonJustNamed")
    void whatIsSaidOfAPersonRightAfterGoesWithThatPerson(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("severalFacts")
    void keepsEachFactOnceWhateverGreetingOrQuestionSurroundsIt(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> typedCarelessly() {
        return Stream.of(
                heard("MA FEMME S'APPELLE CLAIRE", "PERSON \"Claire — ma femme\" [Claire/wife]"),
                heard("ma femme s appelle claire", "PERSON \"Claire — ma femme\" [Claire/wife]"),
                heard("ma femme s’appelle Claire", "PERSON \"Claire — ma femme\" [Claire/wife]"),
                heard("je deteste les huitres", "FACT/PREFERENCE \"Deteste les huitres\""),
                heard("rappelle-moi à 25h de dormir", "REMINDER \"À 25h de dormir\" visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("typedCarelessly")
    void readsWhatIsTypedInCapitalsWithoutAccentsOrWithAnImpossibleHour(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    @Test
    void readsTheLongestSentenceTheGatewayLetsThroughWithoutFailing() {
        String sentence = ("ma fille a dix-huit ans et " + "très ".repeat(300) + "le code est 4820, ").repeat(8)
                .substring(0, 8000);

        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> extractor.extract(sentence, NOW));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {
            "comment s'appelle ma femme ?", "merci", "ok", "quel temps fait-il ?", "what's my wife's name?",
            "salut", "Bonjour !", "hello", "How old is my daughter?", "est-ce que ma fille a onze ans ?",
            "je suis fatigué", "I'm tired", "il fait beau", "d'accord, merci", "qui est Claire ?",
            "do you remember my wife?", "Hello! What is my daughter's name?", "", "   ", "?!", "42",
            "on se voit demain ?", "tu te souviens de ma femme ?", "ma femme s'appelle Claire ?", "ok super",
            "je vais bien merci", "hier j'étais malade", "I'm tired today",
    })
    void aSentenceWithoutADurableFactLeavesNothing(String sentence) {
        assertThat(extractor.extract(sentence, NOW)).isEmpty();
    }
}
