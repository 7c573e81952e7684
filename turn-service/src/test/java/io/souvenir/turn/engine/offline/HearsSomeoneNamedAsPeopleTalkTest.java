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
 * Someone is named the way people talk: a family's name for its own before the name, without "mon"/"ma"
 * ("tata Josette", "tonton Farid"); brought into the talk first ("y a Karim aussi, …", "there's Maya too, …");
 * or the name said last, as the name ("…, Beatrice's her name"). Each is the same person, with what is said
 * of them.
 */
class HearsSomeoneNamedAsPeopleTalkTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("tata Josette, elle est infirmière à Brest",
                        "PERSON \"Josette — ma tata, infirmière à Brest\" [Josette/aunt]"),
                heard("et tonton Farid, il est chauffeur de taxi à Lille",
                        "PERSON \"Farid — mon tonton, chauffeur de taxi à Lille\" [Farid/uncle]"),
                heard("y a Karim aussi, mon collègue, il est électricien",
                        "PERSON \"Karim — mon collègue, électricien\" [Karim/colleague]"),
                heard("my cousin lives in Perth, works as a vet, Beatrice's her name",
                        "PERSON \"Beatrice — my cousin, lives in Perth, vet\" [Beatrice/cousin]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsThePersonNamed(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
