package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the verifier kept that was not said: a sigh typed out taken for someone's name ("Pfff"), a
 * question typed without its mark ("whats … again"), legs worn out after a walk, what the user brings
 * to a party, a courtesy after a fact taken for an item of it, a shop or a firm named like a person.
 */
class LeavesMoodsPlacesAndCourtesiesOutTest {

    private static List<StatedFact> kept(String sentence) {
        return Kept.of(sentence);
    }

    @Test
    void aSighTypedOutIsNoOnesName() {
        assertThat(kept("Pfff, 35 degrés dans le bureau")).isEmpty();
        assertThat(kept("Ouf, enfin vendredi")).noneMatch(fact -> fact.kind() == MemoryKind.PERSON);
    }

    @Test
    void aQuestionTypedWithoutItsMarkKeepsNothing() {
        assertThat(kept("wait whats my brothers birthday again")).isEmpty();
    }

    @Test
    void limbsWornOutAfterAnOutingAreTheMoments() {
        assertThat(kept("did a 20k hike on Sunday and my legs are wrecked")).noneMatch(fact -> fact.kind() == MemoryKind.FACT);
    }

    @Test
    void whatTheUserBringsToAGatheringIsNoFactOfTheirs() {
        assertThat(kept("apéro chez Lucie vendredi, j'amène le vin")).noneMatch(fact -> fact.kind() == MemoryKind.FACT);
    }

    @Test
    void aCourtesyAfterAFactIsNoItemOfIt() {
        assertThat(kept("I'm allergic to kiwi, thx")).extracting(StatedFact::text).containsExactly("I'm allergic to kiwi");
    }

    @Test
    void aFirmOrAShopIntroducedByItsNameIsNoPerson() {
        assertThat(kept("just joined a small agency called Brightside in March")).noneMatch(fact -> fact.kind() == MemoryKind.PERSON);
        assertThat(kept("on a mangé dans un resto qui s'appelle Mamma Rosa hier"))
                .noneMatch(fact -> fact.kind() == MemoryKind.PERSON);
    }

    @Test
    void chuTypedInLowerCaseIsJeSuisAndTheHospitalStaysAHospital() {
        assertThat(kept("chu infirmière à Lyon")).extracting(StatedFact::text).containsExactly("Je suis infirmière à Lyon");
        assertThat(Input.of("ma sœur bosse au CHU de Rennes").text()).isEqualTo("ma sœur bosse au CHU de Rennes");
    }
}
