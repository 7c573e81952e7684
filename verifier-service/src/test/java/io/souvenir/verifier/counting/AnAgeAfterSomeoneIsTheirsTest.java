package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An age said alone after someone the user has ("j'ai un grand frère, Hugo, 34 ans", "I've got a
 * stepson, Lee, 16") is that person's: the user who gives their own age says it in one breath
 * ("j'ai 34 ans"), so the verifier never keeps it as the user's.
 */
class AnAgeAfterSomeoneIsTheirsTest {

    private final OfflineFactCounter counter = new OfflineFactCounter();

    @ParameterizedTest
    @ValueSource(strings = {"j'ai un grand frère, Hugo, 34 ans", "j'ai une belle-fille, Maëlle, 12 ans, en 5e à Pau",
            "I've got a stepson, Lee, 16", "I have a goddaughter, Priya, 9 years old"})
    void isNeverTheUsersAge(String sentence) {
        assertThat(counter.count(sentence).facts()).as(sentence)
                .noneSatisfy(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.FACT))
                .anySatisfy(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.PERSON));
    }

    @ParameterizedTest
    @ValueSource(strings = {"j'ai 34 ans et je suis kiné", "I'm 41, a vet in Bath"})
    void theUsersOwnAgeIsStillTheirs(String sentence) {
        assertThat(counter.count(sentence).facts()).as(sentence)
                .anySatisfy(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.FACT));
    }
}
