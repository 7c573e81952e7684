package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import org.junit.jupiter.api.Test;

/**
 * What lasts said in shapes the reading took for something passing: a life turned to in the reflexive past ("je me suis
 * reconvertie dans la boulangerie"), the kind of person the user is ("huge board game person here"), someone presented
 * by what they are before their name ("there's this woman Greta at my choir").
 */
class KeepsWhatTheUserTurnedToAndWhoTheyPresentTest {

    @Test
    void aLifeTurnedToInTheReflexivePastIsAFact() {
        assertThat(Kept.of("je me suis reconvertie dans la boulangerie"))
                .extracting(StatedFact::kind).containsExactly(MemoryKind.FACT);
        assertThat(Kept.of("on s'est installés à Brest avec les enfants"))
                .extracting(StatedFact::kind).containsExactly(MemoryKind.FACT);
    }

    @Test
    void theKindOfPersonTheUserIsIsAFactOfTheirTastes() {
        assertThat(Kept.of("huge board game person here, we play every friday"))
                .anySatisfy(fact -> {
                    assertThat(fact.facet()).isEqualTo(Facet.PREFERENCE);
                    assertThat(fact.text()).containsIgnoringCase("board game").doesNotContainIgnoringCase("friday");
                });
    }

    @Test
    void someonePresentedByWhatTheyAreBeforeTheirNameIsAPerson() {
        assertThat(Kept.of("there's this woman Greta at my choir, Swedish, 70ish, sings like an angel"))
                .anySatisfy(fact -> {
                    assertThat(fact.kind()).isEqualTo(MemoryKind.PERSON);
                    assertThat(fact.person()).isEqualTo(new PersonRef("Greta", null));
                    assertThat(fact.text()).contains("choir");
                });
    }
}
