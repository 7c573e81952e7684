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
 * A birth said in few words: "elle est de 1992", "il est du 2 février" (the copula and a date
 * alone), "a vu le jour le…", and someone named then who they are with their birth after a heading that says what
 * it is for ("For the school form: Ella, my daughter, born…"): the date goes on their card, not
 * in an event.
 */
class HearsWhenSomeoneWasBornSaidBrieflyTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("Lucie, ma filleule, a vu le jour le 5 mars 2022",
                        "PERSON \"Lucie — ma filleule, naissance : 5 mars 2022\" [Lucie/child]"),
                heard("ma sœur est de 1992", "PERSON \"Ma sœur — naissance : 1992\" [/sister]"),
                heard("mon oncle Marc, il est du 2 février", "PERSON \"Marc — mon oncle, naissance : 2 février\" [Marc/uncle]"),
                heard("Pour le dossier de la mutuelle : Noé, mon fils, né le 2 mai 2017",
                        "PERSON \"Noé — mon fils, né le 2 mai 2017\" [Noé/son]"),
                heard("For the school form: Ella, my daughter, born 3 March 2016",
                        "PERSON \"Ella — my daughter, born 3 March 2016\" [Ella/daughter]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsTheBirthOnTheirCard(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
