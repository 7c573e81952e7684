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
 * An age reached on a day ("turned 80 on Saturday", "a eu 5 ans dimanche") is how old someone is,
 * not an outing on that day (unless only a pronoun says whose age it is); money still owed ("je dois encore 1200 euros à…") is a debt, not a task,
 * while "je dois encore rappeler…" is still something to do.
 */
class KeepsAgesReachedAndDebtsForWhatTheyAreTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("my grandad turned 80 on Saturday", "PERSON \"My grandad — 80 years old\" [/grandfather]"),
                heard("ma nièce a eu 5 ans dimanche", "PERSON \"Ma nièce — 5 ans\" [/niece]"),
                // a pronoun alone names no card for the age: the day is all there is to keep
                heard("il a eu 3 ans hier", "EVENT \"Il a eu 3 ans — mardi 10 juin 2025\" at=2025-06-10T12:00"),
                heard("je dois encore 1200 euros à ma tante", "FACT/GENERAL FINANCE \"Doit encore 1200 euros à ma tante\" [/aunt]"),
                heard("je dois encore rappeler la banque", "TASK FINANCE \"Rappeler la banque\" visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatTheSentenceIs(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
