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
 * People answer before they are asked: "mes colocs ? Julien et Sabrina", "the alarm code? it's 7741" name a
 * thing of theirs as a question, then say what it is; "pour répondre à ta question", "to answer your question"
 * lead in to the answer. What is kept is the answer, as if said plainly. Names followed by who they all are
 * ("Hugo et Clémence, mes voisins") are one enumeration too.
 */
class HearsTheAnswerAfterItsOwnQuestionTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("mes colocs ? Julien et Sabrina, bien sûr",
                        "PERSON \"Julien — parmi mes colocs\" [Julien/flatmate]",
                        "PERSON \"Sabrina — parmi mes colocs\" [Sabrina/flatmate]"),
                heard("oh the alarm code? it's 7741", "FACT/GENERAL \"Alarm code: 7741\""),
                heard("their names? Amira and Joss, my housemates",
                        "PERSON \"Amira — one of my housemates\" [Amira/flatmate]",
                        "PERSON \"Joss — one of my housemates\" [Joss/flatmate]"),
                heard("Hugo et Clémence, mes voisins du dessus",
                        "PERSON \"Hugo — parmi mes voisins\" [Hugo/neighbour]",
                        "PERSON \"Clémence — parmi mes voisins\" [Clémence/neighbour]"),
                heard("pour répondre à ta question : je suis né le 14 mars 1990", "FACT/IDENTITY \"Né le 14 mars 1990\""),
                // a known job with a word of its trade before it
                heard("to answer your question, I'm a sous chef at a hotel in Bath",
                        "FACT/IDENTITY \"Job: sous chef at a hotel\"", "FACT/IDENTITY \"Works in Bath\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsTheAnswer(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
