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
 * Someone named with something around the name that says nothing of who they are (issue 11): a
 * picture after the last word, the words that say which kind of pet was taken in, an adjective after
 * the relation before the name is given.
 */
class HearsWhoPastWhatSurroundsTheirNameTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // a picture after the name ends nothing the grammar reads
                heard("on a recueilli une chatte, elle s'appelle Noisette 🐱",
                        "PERSON \"Noisette — ma chatte\" [Noisette/cat]"),
                heard("we got a puppy, his name is Rocket 🐶",
                        "PERSON \"Rocket — my puppy\" [Rocket/dog]"),
                // "a stray dog": the words between the article and the relation say which kind, the name is for it
                heard("we took in a stray dog, his name is Biscuit",
                        "PERSON \"Biscuit — my dog\" [Biscuit/dog]"),
                // "mon voisin polonais c'est Piotr": the adjective is part of who they are, the copula gives the name
                heard("Mon voisin polonais c'est Piotr",
                        "PERSON \"Piotr — mon voisin polonais\" [Piotr/neighbour]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhoTheyAre(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
