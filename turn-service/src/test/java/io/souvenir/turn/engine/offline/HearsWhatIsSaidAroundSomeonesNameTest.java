package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.heard;
import static io.souvenir.turn.engine.offline.Heard.kept;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a person says around a name goes on that name's card: where a group is, said before its
 * names (and naming no one); who someone was to the user; how much, said before what they do;
 * how long a couple has been together; a description in brackets; a move said with "il"/"elle".
 */
class HearsWhatIsSaidAroundSomeonesNameTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // where the group is: a place between the relation and the names, not one of them
                heard("my cousins in Leeds, Amy and Beth, run a bakery",
                        "PERSON \"Amy — one of my cousins in Leeds, run a bakery\" [Amy/cousin]",
                        "PERSON \"Beth — one of my cousins in Leeds, run a bakery\" [Beth/cousin]"),
                heard("mes cousins à Lyon - Paul et Marc - tiennent un garage",
                        "PERSON \"Paul — parmi mes cousins à Lyon, tiennent un garage\" [Paul/cousin]",
                        "PERSON \"Marc — parmi mes cousins à Lyon, tiennent un garage\" [Marc/cousin]"),
                // who they were to the user
                heard("Hélène, who was my flatmate in Bristol, is 41 now",
                        "PERSON \"Hélène — was my flatmate in Bristol, 41 years old\" [Hélène/flatmate]"),
                heard("Paul, qui était mon voisin, est plombier à Brest",
                        "PERSON \"Paul — était mon voisin, plombier à Brest\" [Paul/neighbour]"),
                heard("Sam used to be my boss", "PERSON \"Sam — used to be my boss\" [Sam/boss]"),
                // how much, before what they do
                heard("my dog Biscuit absolutely adores the beach",
                        "PERSON \"Biscuit — my dog, adores the beach\" [Biscuit/dog]"),
                heard("my parrot Kiwi constantly mimics the doorbell",
                        "PERSON \"Kiwi — my parrot, mimics the doorbell\" [Kiwi/parrot]"),
                // how long the couple has been together
                heard("ma femme c'est Inès, ça fait 10 ans qu'on est ensemble",
                        "PERSON \"Inès — ma femme, ça fait 10 ans qu'on est ensemble\" [Inès/wife]"),
                // a description in brackets right after the name
                heard("my neighbour Femi (retired bus driver, 70) waters my plants",
                        "PERSON \"Femi — my neighbour, retired bus driver, 70, waters my plants\" [Femi/neighbour]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatIsSaidAroundTheName(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }

    @Test
    void aMoveSaidWithAPronounGoesOnTheirCardNotInAnEvent() {
        List<String> kept = kept("le wifi chez ma tante Josiane c'est tortue42, elle a emménagé à Arles l'an dernier");
        assertThat(kept).contains("PERSON \"Josiane — ma tante, a emménagé à Arles l'an dernier\" [Josiane/aunt]");
        assertThat(kept).noneMatch(memory -> memory.startsWith("EVENT"));
    }
}
