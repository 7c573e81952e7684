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
 * A note headed "mémo"/"memo" is a memo, whoever and whatever number it holds; a place won at a
 * school or a university and leaving work for good are said of the person; a feast ("à Pâques",
 * "over Christmas") or "the weekend" after a preposition dates what was lived on it. French and English.
 */
class KeepsMemosMilestonesAndFeastsTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // a memo heading, with a name and an extension
                heard("memo: the woman at the council is Mrs Patel, ext 4417",
                        "MEMO \"The woman at the council is Mrs Patel, ext 4417\" visible"),
                heard("mémo pour moi : le technicien Free s'appelle Yanis, poste 203",
                        "MEMO \"Le technicien Free s'appelle Yanis, poste 203\" [Yanis/] visible"),
                heard("memo to self: Priya in accounts, extension 5520",
                        "MEMO \"Priya in accounts, extension 5520\" visible"),
                // admitted, accepted, got into
                heard("ma nièce Inès a été admise en prépa à Lyon",
                        "PERSON \"Inès — ma nièce, a été admise en prépa à Lyon\" [Inès/niece]"),
                heard("my cousin Dev was accepted at Imperial for engineering",
                        "PERSON \"Dev — my cousin, was accepted at Imperial for engineering\" [Dev/cousin]"),
                heard("My godson Theo just got into Durham to read history",
                        "PERSON \"Theo — my godson, got into Durham to read history\" [Theo/child]"),
                // retired, however it is said
                heard("mon beau-père a pris sa retraite de la SNCF",
                        "PERSON \"Mon beau-père — a pris sa retraite de la SNCF\" [/father-in-law]"),
                heard("my aunt finally retired from the NHS",
                        "PERSON \"My aunt — retired from the NHS\" [/aunt]"),
                heard("mon père part à la retraite en septembre",
                        "PERSON \"Mon père — part à la retraite en septembre\" [/father]"),
                // lived on a feast, with a relative
                heard("à Pâques on a fait une chasse aux œufs chez ma belle-sœur",
                        "EVENT \"On a fait une chasse aux œufs chez ma belle-sœur — dimanche 20 avril 2025\" [/sister-in-law]"
                                + " at=2025-04-20T12:00"),
                // "the weekend" after a preposition: the one just gone, told in the past; the next, ahead
                heard("over the weekend we painted the kitchen with my dad",
                        "EVENT \"We painted the kitchen with my dad — Saturday, June 7, 2025\" [/father] at=2025-06-07T12:00"),
                heard("my parents came up for the weekend",
                        "EVENT \"My parents came up — Saturday, June 7, 2025\" [/parents] at=2025-06-07T12:00"),
                heard("over Christmas we went to my aunt's in Galway",
                        "EVENT \"We went to my aunt's in Galway — Wednesday, December 25, 2024\" [/aunt] at=2024-12-25T12:00"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatWasSaid(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
