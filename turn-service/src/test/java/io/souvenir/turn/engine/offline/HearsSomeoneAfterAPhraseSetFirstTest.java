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
 * A phrase with no verb of its own said before someone of the user's ("depuis mars", "this
 * year"): who they are is kept, with the phrase after what it qualifies.
 */
class HearsSomeoneAfterAPhraseSetFirstTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("depuis mars ma sœur vit à Lyon", "PERSON \"Ma sœur — vit à Lyon depuis mars\" [/sister]"),
                heard("since March my brother works at Tesco", "PERSON \"My brother — works at Tesco since March\" [/brother]"),
                heard("this year my son is in Year 2", "PERSON \"My son — in Year 2 this year\" [/son]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhoTheyAre(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"le baptême de mon neveu est le 14 septembre", "the funeral of my uncle is on 3 May"})
    void someoneOfTheUsersSaidOfTheSubjectIsNotTheSubject(String sentence) {
        assertThat(kept(sentence)).noneMatch(memory -> memory.matches("PERSON \".* — .*(?:de|of)\".*"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = "depuis janvier mon père est à la retraite, et le mariage de mon cousin est le 23 août")
    void thePhraseSetFirstStaysInItsOwnClause(String sentence) {
        assertThat(kept(sentence)).noneMatch(memory -> memory.contains("est depuis janvier"));
    }
}
