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
 * What chat leaves out or puts first: a statement of the user's with no subject that opens on an
 * adverb ("just started at…"), kept with the adverb where it was and the verb as said; "elle a
 * une boulangerie", said of her as "she has a bakery" is; and an elided "C'est" is no one's name.
 */
class HearsStatementsOpenedByAnAdverbTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("just started at Shopify in Ottawa", "FACT/IDENTITY \"Just started at Shopify in Ottawa\""),
                heard("finally moved to Leeds last week",
                        "EVENT \"Finally moved to Leeds — week of June 2, 2025\" at=2025-06-04T12:00"),
                // the adverb in -ly stays as it is, the verb after it is the one said of the user
                heard("I finally moved to Leeds last week",
                        "EVENT \"Finally moved to Leeds — week of June 2, 2025\" at=2025-06-04T12:00"),
                heard("mon oncle Marc, il a un garage à Tours",
                        "PERSON \"Marc — mon oncle, a un garage à Tours\" [Marc/uncle]"),
                // "C'est Maître…": an elided word before the next one, not a name
                heard("C'est Maître Fabre, à Rouen, qui gère le divorce de ma sœur",
                        "PERSON \"Maître Fabre\" [Maître Fabre/lawyer]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatIsSaid(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
