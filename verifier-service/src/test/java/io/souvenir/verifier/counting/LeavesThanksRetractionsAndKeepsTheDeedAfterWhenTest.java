package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What is not the user's life keeps nothing: thanks, then what the reply was worth, with the reply as the subject
 * ("that is just what I was after"); a sentence the user takes back as it ends ("…, non laisse tomber, oublie ce que
 * j'ai dit"). A reminder asked with its moment before the deed keeps the deed ("fais-moi penser demain matin à
 * rappeler le garage"), not what the deed is for.
 */
class LeavesThanksRetractionsAndKeepsTheDeedAfterWhenTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "Thanks a lot love, that is just what I was after.",
            "je pensais repeindre la cuisine en vert cet été, enfin non laisse tomber, oublie ce que j'ai dit",
            "I am selling the Clio next month, hmm, forget what I just said lol"})
    void keepsNothing(String sentence) {
        assertThat(Kept.of(sentence)).as(sentence).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "fais-moi penser demain matin à rappeler le garage pour la révision | Rappeler le garage",
            "relance-moi lundi après le boulot à réserver la salle pour l'anniversaire de Jade | Réserver la salle"})
    void aReminderKeepsTheDeedSaidAfterItsMoment(String sentence, String deed) {
        assertThat(Kept.of(sentence)).as(sentence).anySatisfy(fact -> {
            assertThat(fact.kind()).isEqualTo(MemoryKind.REMINDER);
            assertThat(fact.text()).startsWith(deed);
        });
    }
}
