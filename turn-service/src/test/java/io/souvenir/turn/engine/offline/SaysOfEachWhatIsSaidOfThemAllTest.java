package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.heard;
import static io.souvenir.turn.engine.offline.Heard.kept;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What is said of several persons at once goes on each card as said of one: the word that says
 * it is true of all of them ("both", "tous les deux") is left out, and "respectively" gives each
 * their own, in the order they were named.
 */
class SaysOfEachWhatIsSaidOfThemAllTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("my neighbours Karim and Lou are both teachers",
                        "PERSON \"Karim — one of my neighbours, teachers\" [Karim/neighbour]",
                        "PERSON \"Lou — one of my neighbours, teachers\" [Lou/neighbour]"),
                heard("mes deux frères, Malo et Yann, vivent tous les deux à Brest",
                        "PERSON \"Malo — parmi mes frères, vivent à Brest\" [Malo/brother]",
                        "PERSON \"Yann — parmi mes frères, vivent à Brest\" [Yann/brother]"),
                // said in a clause opened by "they"
                heard("my aunts are Edith and Maud, they're both retired nurses",
                        "PERSON \"Edith — one of my aunts, retired nurses\" [Edith/aunt]",
                        "PERSON \"Maud — one of my aunts, retired nurses\" [Maud/aunt]"),
                // each their own
                heard("mes cousines Nina et Zoé ont respectivement 14 et 11 ans",
                        "PERSON \"Nina — parmi mes cousines, 14 ans\" [Nina/cousin]",
                        "PERSON \"Zoé — parmi mes cousines, 11 ans\" [Zoé/cousin]"),
                heard("my twins Ada and Max are 7 and 4 respectively",
                        "PERSON \"Ada — one of my twins, 7 years old\" [Ada/child]",
                        "PERSON \"Max — one of my twins, 4 years old\" [Max/child]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void saysOfEachWhatIsSaidOfThemAll(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
