package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the user states with something around it that the reading took for the point: two labels that ask
 * to keep it ("fyi and for the record:"), a hedge to the assistant in the chat's spelling ("if u need it"),
 * a trip said as "we're off to" with its dates, something lived said without "I" but with when. The
 * moment's words in the same shapes keep nothing.
 */
class KeepsWhatIsSaidBesideLabelsHedgesAndTripsTest {

    private static List<StatedFact> kept(String sentence) {
        return Kept.of(sentence);
    }

    @Test
    void twoLabelsThatAskToKeepItLeaveWhatFollowsInTheUsersWords() {
        assertThat(kept("fyi and for the record: I'm left-handed")).extracting(StatedFact::text).containsExactly("I'm left-handed");
        assertThat(kept("pour info et à garder en tête : je suis gaucher")).extracting(StatedFact::text)
                .containsExactly("Je suis gaucher");
    }

    @Test
    void aDateOfBirthWithAHedgeInTheChatsSpellingIsKept() {
        assertThat(kept("Born 14 March 1979, if u need it for the booking")).extracting(StatedFact::text)
                .containsExactly("Born 14 March 1979");
        assertThat(kept("né le 2 juin 1975, si t'en as besoin pour le formulaire")).extracting(StatedFact::text)
                .containsExactly("Né le 2 juin 1975");
    }

    @Test
    void aTripOnItsDatesIsKeptAndGoingToBedIsNot() {
        assertThat(kept("I'm off to Krakow from the 2nd to the 6th of October")).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.EVENT);
        assertThat(kept("on part à Porto du 3 au 8 août !")).extracting(StatedFact::kind).containsExactly(MemoryKind.EVENT);
        assertThat(kept("I'm off to bed")).isEmpty();
        assertThat(kept("I'm off to the shop, back in 10")).isEmpty();
    }

    @Test
    void somethingLivedSaidWithoutASubjectButWithWhenIsAnEvent() {
        assertThat(kept("finally tried that Korean place on Grove Street last night, loved it"))
                .extracting(StatedFact::kind).containsExactly(MemoryKind.EVENT);
        assertThat(kept("so tired last night")).isEmpty();
    }
}
