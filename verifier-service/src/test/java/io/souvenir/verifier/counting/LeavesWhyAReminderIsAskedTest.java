package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Beside a reminder asked ("relance-moi…", "give me a nudge…"), the user's forgetting is why it is
 * asked ("j'oublie toujours", "I'm hopeless at remembering, I always forget"), not a fact to keep;
 * said on its own, or beside something else, it is still read as the user said it.
 */
class LeavesWhyAReminderIsAskedTest {

    private final OfflineFactCounter counter = new OfflineFactCounter();

    static Stream<Arguments> besideAReminder() {
        return Stream.of(
                Arguments.of("relance-moi jeudi pour la facture du plombier, j'oublie toujours"),
                Arguments.of("tu peux me faire penser à arroser le basilic ? je suis une vraie passoire"),
                Arguments.of("give me a nudge on Monday about the council tax, I always forget"),
                Arguments.of("remind me to book the MOT next week, I forget everything these days"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("besideAReminder")
    void theForgettingIsNotCountedAsAFact(String sentence) {
        assertThat(counter.count(sentence).facts()).as(sentence)
                .noneSatisfy(fact -> assertThat(Words.fold(fact.text())).containsAnyOf("oublie", "passoire", "forget"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("alone")
    void withoutAReminderItIsStillRead(String sentence, String word) {
        assertThat(counter.count(sentence).facts()).as(sentence)
                .anySatisfy(fact -> assertThat(Words.fold(fact.text())).contains(word));
    }

    static Stream<Arguments> alone() {
        return Stream.of(
                Arguments.of("j'oublie tout le temps mes clés chez ma mère", "oublie"),
                Arguments.of("I always forget my PIN, I'm a nurse by the way", "forget"));
    }
}
