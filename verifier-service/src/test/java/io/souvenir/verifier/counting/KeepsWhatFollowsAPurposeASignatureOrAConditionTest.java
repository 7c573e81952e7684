package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the user states behind something the reading took for the point: a note asked by its object ("add a
 * note:"), "remember" without "that", who they are after "so you know who you're talking to:", what a label says
 * it is for, a signature ("… here"), a condition on what the assistant may do; the household's pet said without a
 * possessive; a place named after the weather; a word cut by "n't"; someone called "la petite …" before who they are
 * keeps their name. Their counter-cases keep nothing, or no name.
 */
class KeepsWhatFollowsAPurposeASignatureOrAConditionTest {

    private static List<StatedFact> kept(String sentence) {
        return Kept.of(sentence);
    }

    @Test
    void aNoteAskedByItsObjectIsTheNote() {
        assertThat(kept("add a note: the plumber's number is on the fridge magnet")).extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(MemoryKind.MEMO, "The plumber's number is on the fridge magnet"));
        assertThat(kept("mets ça en note : le code du portail change lundi")).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.MEMO);
        assertThat(kept("I take a note of everything")).extracting(StatedFact::kind).doesNotContain(MemoryKind.MEMO);
    }

    @Test
    void rememberWithoutThatKeepsWhatFollows() {
        assertThat(kept("can you remember I'm left-handed")).extracting(StatedFact::text).containsExactly("I'm left-handed");
    }

    @Test
    void whoTheUserIsAfterSoYouKnowWhoYoureTalkingToIsAFactNoName() {
        assertThat(kept("so you know who you're talking to: retired firefighter, two grandkids"))
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(MemoryKind.FACT, "Retired firefighter, two grandkids"));
        assertThat(kept("pour que tu saches à qui tu parles : prof de maths en lycée")).extracting(StatedFact::text)
                .containsExactly("Prof de maths en lycée");
    }

    @Test
    void whatALabelSaysItIsForLeavesTheTelling() {
        assertThat(kept("pour le dossier de la mutuelle : né le 4 mai 1979 à Lyon")).extracting(StatedFact::text)
                .containsExactly("Né le 4 mai 1979 à Lyon");
    }

    @Test
    void aSignatureIsWhoTheUserIs() {
        assertThat(kept("Retired teacher here, mostly gardening these days")).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.FACT);
        assertThat(kept("nobody here, come back later")).isEmpty();
        assertThat(kept("come here, quick")).isEmpty();
    }

    @Test
    void aTellingAfterAConditionOnTheAssistantIsKept() {
        assertThat(kept("si jamais tu me proposes des recettes, je mange que du poisson")).extracting(StatedFact::text)
                .containsExactly("Je mange que du poisson");
        assertThat(kept("si tu veux, on verra")).isEmpty();
        assertThat(kept("if you're free, I'm at home")).isEmpty();
    }

    @Test
    void theHouseholdsPetSaidWithoutAPossessiveIsThePet() {
        assertThat(kept("le chat de la famille c'est Moustache, un vieux tigré")).singleElement()
                .satisfies(pet -> assertThat(pet.person().name()).isEqualTo("Moustache"));
        assertThat(kept("the family dog is Biscuit, a beagle")).singleElement()
                .satisfies(pet -> assertThat(pet.person().name()).isEqualTo("Biscuit"));
    }

    @Test
    void aPlaceNamedAfterTheWeatherIsNotTheWeather() {
        assertThat(kept("did the Rainham 10k on Saturday")).extracting(StatedFact::kind).containsExactly(MemoryKind.EVENT);
        assertThat(kept("snowing again")).isEmpty();
    }

    @Test
    void aWordCutByNtIsNoOnesName() {
        assertThat(kept("Don't eat pork, never have")).singleElement()
                .satisfies(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.FACT));
    }

    @Test
    void someoneCalledLittleThenWhoTheyAreIsNamedWithIt() {
        assertThat(kept("la petite Léonie, ma nièce, adore les dinosaures")).singleElement()
                .satisfies(niece -> assertThat(niece.person().name()).isEqualTo("Léonie"));
        assertThat(kept("the little Noah, my nephew, is obsessed with trains")).singleElement()
                .satisfies(nephew -> assertThat(nephew.person().name()).isEqualTo("Noah"));
    }
}
