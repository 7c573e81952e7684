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
 * Someone called by a title who cares for the user or a relative: the practitioner keeps what
 * they do, the relative they care for keeps what for; what the practitioner said is not theirs.
 */
class HearsTitledPractitionersTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("le docteur Morel me suit pour mes migraines",
                        "PERSON \"Docteur Morel — me suit pour mes migraines\" [Docteur Morel/doctor]"),
                heard("le docteur Morel soigne ma fille pour son asthme",
                        "PERSON \"Docteur Morel — soigne ma fille pour son asthme\" [Docteur Morel/doctor]",
                        "PERSON HEALTH \"Ma fille — suivie par Docteur Morel pour son asthme\" [/daughter]"),
                heard("Dr Okafor is treating my dad for his knee",
                        "PERSON \"Dr Okafor — treating my dad for his knee\" [Dr Okafor/doctor]",
                        "PERSON \"My dad — treated by Dr Okafor for his knee\" [/father]"),
                // named by a copula, then where they are
                heard("my dentist is Dr Lowe in Leith", "PERSON HEALTH \"Dr Lowe — my dentist, in Leith\" [Dr Lowe/dentist]"),
                // what they said is reported speech, not who they are
                heard("le docteur Martin m'a dit de me reposer", "PERSON \"Docteur Martin\" [Docteur Martin/doctor]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatACarefulListenerKeeps(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
