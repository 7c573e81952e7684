package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Shapes in which something lasting has no "je" or "I" to start it: the answer to what the assistant
 * asked before ("you asked where I work: …"), someone the user is no longer with, named ("No longer with
 * Marco."), a matter of health or the law said in a few words (a lump and a biopsy, years in recovery,
 * the small claims court, which is nobody's claim). A mood given as the answer keeps nothing.
 */
class KeepsAnswersPartingsAndMattersSaidInFewWordsTest {

    private static List<StatedFact> kept(String sentence) {
        return Kept.of(sentence);
    }

    @Test
    void theAnswerToWhatTheAssistantAskedIsTheUsersFact() {
        assertThat(kept("you asked where I work: the council, in Leeds, planning department"))
                .extracting(StatedFact::kind, StatedFact::text).containsExactly(org.assertj.core.groups.Tuple.tuple(
                        MemoryKind.FACT, "Where I work: the council, in Leeds, planning department"));
        // the town answered is no one's name
        assertThat(kept("tu m'avais demandé où j'habite : Villeurbanne, près du parc"))
                .extracting(StatedFact::kind, StatedFact::text).containsExactly(org.assertj.core.groups.Tuple.tuple(
                        MemoryKind.FACT, "Où j'habite : Villeurbanne, près du parc"));
        assertThat(kept("tu m'as demandé comment je vais : crevée")).isEmpty();
    }

    @Test
    void someoneTheUserIsNoLongerWithIsAnEx() {
        assertThat(kept("No longer with Marco. Broke up at Easter.")).singleElement().satisfies(person -> {
            assertThat(person.person().name()).isEqualTo("Marco");
            assertThat(person.person().relation()).isEqualTo("ex");
            assertThat(person.text()).contains("Broke up");
        });
        assertThat(kept("plus avec Sofiane depuis l'été, rompu pour de bon")).extracting(fact -> fact.person().name())
                .containsExactly("Sofiane");
        assertThat(kept("not with Anna today, she's at work")).isEmpty();
    }

    @Test
    void aMatterOfHealthOrTheLawSaidInFewWordsIsKept() {
        assertThat(kept("scan showed a lump, biopsy next week")).isNotEmpty();
        assertThat(kept("3 years in recovery this spring")).extracting(StatedFact::text).containsExactly("3 years in recovery this spring");
        assertThat(kept("the builder is taking us to small claims over the invoice")).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.FACT);
    }
}
