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
 * A person's card carries everything the sentence says of them, in the user's words: the relative
 * clause on them, the predicate after its clitics, what a copula names them as, what the
 * details leave out; and nothing said after someone else could be meant.
 */
class KeepsAllTheSentenceSaysOfSomeoneTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // a relative clause set off after the apposition
                heard("Priya, my flatmate, who grew up in Mumbai, teaches chemistry at a school in Croydon",
                        "PERSON \"Priya — my flatmate, grew up in Mumbai\" [Priya/flatmate]"),
                // the predicate whose verb comes after its clitics
                heard("mon oncle Rachid ne boit plus d'alcool depuis son infarctus",
                        "PERSON HEALTH \"Rachid — mon oncle, ne boit plus d'alcool depuis son infarctus\" [Rachid/uncle]"),
                heard("ma grand-mère Odile, 84 ans, se déplace en fauteuil roulant",
                        "PERSON \"Odile — ma grand-mère, 84 ans, se déplace en fauteuil roulant\" [Odile/grandmother]"),
                // a day set off after them is the plan's, kept by the event
                heard("ma grand-mère Odile, 84 ans, se fait opérer du genou le 3 juillet",
                        "PERSON \"Odile — ma grand-mère, 84 ans\" [Odile/grandmother]",
                        "EVENT \"Ma grand-mère Odile, 84 ans, se fait opérer du genou — jeudi 3 juillet 2025\" [Odile/grandmother]"
                                + " at=2025-07-03T09:00 visible"),
                // what the details leave out is kept as said; the user's own statement after it is not theirs
                heard("my wife Priya is 7 months pregnant, need to paint the nursery this weekend",
                        "PERSON \"Priya — my wife, 7 months old, is 7 months pregnant\" [Priya/wife]",
                        "TASK \"Paint the nursery\" due=2025-06-14T09:00 visible"),
                // the predicate of the one named first; a pronoun after another being is not theirs
                heard("ma sœur Clara a adopté un chaton, il est trop mignon",
                        "PERSON \"Clara — ma sœur, a adopté un chaton\" [Clara/sister]"),
                // two persons named: each keeps only what is said of them
                heard("mon frère Hugo et ma sœur Inès vivent à Lille",
                        "PERSON \"Hugo — mon frère, vivent à Lille\" [Hugo/brother]",
                        "PERSON \"Inès — ma sœur, vivent à Lille\" [Inès/sister]"),
                // a time set off after someone is not who they are
                heard("I see Dr. Feld, my therapist, every other Tuesday",
                        "PERSON HEALTH \"Dr. Feld — my therapist\" [Dr. Feld/doctor]",
                        "FACT/PREFERENCE HEALTH \"Sees Dr. Feld, my therapist, every other Tuesday\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsAllTheSentenceSaysOfSomeone(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
