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
 * A name chosen for the one to come or just arrived ("ce sera Hortense", "will be called Miso",
 * "we've settled on Rowan, not Ellis") is that one's name, and the name set aside is not kept;
 * a name that does something, or goes with someone, is not a name chosen. French and English.
 */
class KeepsTheNameChosenTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("pour notre fille ce sera Margot, pas Lison",
                        "PERSON \"Margot — notre fille\" [Margot/daughter]"),
                heard("la chienne s'appellera Praline",
                        "PERSON \"Praline — la chienne\" [Praline/dog]"),
                heard("notre bébé va s'appeler Elio",
                        "PERSON \"Elio — notre bébé\" [Elio/baby]"),
                heard("for the baby we've settled on Rowan, not Ellis",
                        "PERSON \"Rowan — the baby\" [Rowan/baby]"),
                heard("our kitten is going to be called Miso",
                        "PERSON \"Miso — our kitten\" [Miso/cat]"),
                heard("we're naming the puppy Biscuit",
                        "PERSON \"Biscuit — the puppy\" [Biscuit/dog]"),
                // the name does something, or goes with someone: nothing is named
                heard("ce sera Marc qui gardera le chien"),
                heard("we went with Anna to see my mum"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsTheNameChosen(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
