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
 * A day said after "depuis" or "since" is when a state began, not a day something happens: "je suis
 * chez Boulanger depuis lundi" is where the user works now, not an appointment on Monday; said before
 * the subject ("…, depuis mardi je suis chez…", "since the surgery I…") it still opens the statement.
 * A day said alone keeps its plan.
 */
class HearsWhatLastsSinceADayTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("je suis chez Boulanger depuis lundi, au rayon télé", "FACT/IDENTITY \"Chez Boulanger depuis lundi\""),
                heard("I've been at Ocado since Monday", "FACT/IDENTITY \"Has been at Ocado since Monday\""),
                heard("since the surgery I walk with a stick", "FACT/IDENTITY HEALTH \"Since the surgery I walk with a stick\""),
                heard("lundi je suis chez le dentiste", "EVENT HEALTH \"Chez le dentiste — lundi 16 juin 2025\" at=2025-06-16T09:00 visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsTheStateFromItsStart(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
