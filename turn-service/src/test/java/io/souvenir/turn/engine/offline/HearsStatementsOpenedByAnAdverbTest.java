package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.heard;
import static io.souvenir.turn.engine.offline.Heard.kept;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What chat leaves out or puts first: a statement of the user's with no subject that opens on an
 * adverb ("just started at…"), kept with the adverb where it was and the verb as said; "elle a
 * une ferme", said of him as "he has a farm" is; and an elided "C'est" is no one's name.
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
                heard("mon parrain, il a une ferme en Bretagne",
                        "PERSON \"Mon parrain — a une ferme en Bretagne\" [/godfather]"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"C'est ma voisine du dessous, 79 ans, veuve", "J'ai mon cousin au téléphone"})
    void namesNoOneAfterAnElidedWord(String sentence) {
        // "C'est", "J'ai": an elided word before the next one, not a name
        assertThat(kept(sentence)).noneMatch(memory -> memory.contains("[C'est/") || memory.contains("[J'ai/"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatIsSaid(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
