package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A sentence that states something to keep never leaves nothing: a note asked by where it is to be kept, whatever the
 * verb ("écris dans mes notes : …", "…, save that somewhere"), is a note and no piece of work to write; a state the user
 * is in, said with its end months away ("I'm on furlough till next June"), lasts until then.
 */
class KeepsWhatIsAskedIntoNotesAndStatesWithAnEndTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "écris dans mes notes : taille de gants de Zoé 6, bonnet taille 2 ans | Zoé",
            "inscris dans mon carnet : le plombier conseille un joint en fibre | plombier",
            "write in my notes: the blue paint for the hallway is Farrow 210 | Farrow",
            "a birthday game with balloons and a treasure map for the garden. keep that somewhere | treasure",
            "recette du cake citron de mamie, 3 oeufs et 200 g de sucre, garde ça quelque part | citron"})
    void aNoteAskedByWhereItIsKeptIsANote(String sentence, String word) {
        assertThat(Kept.of(sentence)).as(sentence).anySatisfy(fact -> {
            assertThat(fact.kind()).isEqualTo(MemoryKind.MEMO);
            assertThat(fact.text()).contains(word);
        });
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "I'm on furlough till next June so money is tight | furlough",
            "I'm on a visitor visa until September, can't take a job | visa",
            "je suis sur liste rouge jusqu'en 2027 | liste rouge",
            "I'm at my sister's until the end of August while the flat is fixed | sister"})
    void aStateWithAnEndMonthsAwayIsKept(String sentence, String word) {
        assertThat(Kept.of(sentence)).as(sentence).anySatisfy(fact -> {
            assertThat(fact.kind()).isEqualTo(MemoryKind.FACT);
            assertThat(fact.text()).contains(word);
        });
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "écris-moi un poème sur mon chat qui dort",
            "lives somewhere in Kent I think",
            "I'm in a meeting until 3"})
    void neitherAPieceOfWorkNorAMomentIsANoteOrAState(String sentence) {
        assertThat(Kept.of(sentence)).as(sentence).noneSatisfy(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.MEMO));
        assertThat(Kept.of(sentence)).as(sentence).noneSatisfy(fact -> assertThat(fact.text()).contains("until 3"));
    }
}
