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
 * Someone the user talks of before saying their name, or whose name is said in passing: an English
 * word for them that says no gender ("my boss… she"), a name set apart at the end of the clause, a
 * name given with no "his"/"her" or before "his name is", and what is said after an adverb that
 * opens the clause ("now he's…"): all of it on one card.
 */
class HearsWhoSomeoneIsWhenTheirNameComesLateTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // "boss", "neighbour", "doctor" are said of a woman as of a man in English; not "voisin" in French
                heard("bumped into my boss at the gym, she's 45 and runs marathons",
                        "PERSON \"My boss — 45 years old, runs marathons\" [/boss]"),
                heard("j'ai croisé mon voisin au marché, elle a 40 ans"),
                // the name apposed at the end of the clause names who the next one describes
                heard("was talking to my colleague this morning, Joanne, she's 58 and used to be a nurse in Derby",
                        "EVENT \"Was talking to my colleague, Joanne — Wednesday, June 11, 2025\" [Joanne/colleague] at=2025-06-11T09:00",
                        "PERSON \"Joanne — my colleague, 58 years old, used to be a nurse in Derby\" [Joanne/colleague]"),
                // the name given last, without "his", with what is apposed to it; or said before "his name is"
                heard("my cousin lives in Leeds now, works for Aviva, name's Rohan, turning 40 next month",
                        "PERSON \"Rohan — my cousin, lives in Leeds now, works for Aviva, 40 years old\" [Rohan/cousin]"),
                heard("our plumber is a lifesaver, Gary his name is",
                        "PERSON \"Gary — our plumber, lifesaver\" [Gary/mechanic]"),
                // an adverb before the pronoun: still said of them, even after a clause about something else
                heard("Mon voisin s'appelle Rémi. On s'est connus au lycée. Maintenant il est pompier, à Lyon.",
                        "PERSON \"Rémi — mon voisin, pompier, à Lyon\" [Rémi/neighbour]"),
                heard("Ma marraine s'appelle Lucie. Aujourd'hui elle est infirmière à Brest.",
                        "PERSON \"Lucie — ma marraine, infirmière à Brest\" [Lucie/godmother]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsOneCardForThem(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
