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
 * Who someone is, said as people say it: where the user knows them from between who they are and
 * their name ("mon prof au conservatoire c'est…"), "the" instead of "my" before the name is given,
 * "'s" for "is" before a title, "doing law" as what they do; and "g" typed for "j'ai".
 */
class HearsWhoSomeoneIsSaidPlainlyTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("mon prof au conservatoire c'est M. Garnier",
                        "PERSON \"M. Garnier — mon prof au conservatoire\" [M. Garnier/teacher]"),
                heard("the new cleaner is a star, her name's Marisol, she's doing law at Kent",
                        "PERSON \"Marisol — the new cleaner, doing law at Kent\" [Marisol/cleaner]"),
                heard("la nouvelle nounou est top, elle s'appelle Inès",
                        "PERSON \"Inès — la nouvelle nounou\" [Inès/babysitter]"),
                heard("my dentist's Dr. Patel, she's fixing my crown in May",
                        "PERSON HEALTH \"Dr. Patel — my dentist, fixing my crown in May\" [Dr. Patel/dentist]"),
                // the dog is the neighbour's, not someone of the user's
                heard("the neighbour's dog barks all night, his name is Rex"),
                heard("g 15 ans et chui en seconde", "FACT/IDENTITY \"Âge : 15 ans\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhoTheyAre(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
