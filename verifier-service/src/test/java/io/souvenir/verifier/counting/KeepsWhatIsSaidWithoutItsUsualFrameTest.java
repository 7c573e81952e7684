package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What a sentence says when it leaves out the frame the rules know it by: a state counted in time
 * with no "I'm", a reminder asked as a favour done to the user at a moment, someone said what they
 * are after what they did, a trip whose verb takes a particle. Each is kept; what only places a
 * count of time, a favour that asks for something else, or a pronoun with two names before it is not.
 */
class KeepsWhatIsSaidWithoutItsUsualFrameTest {

    @Test
    void howLongTheUserHasBeenInAStateIsKeptWithoutAnIAmNotWhatACountOfTimeOnlyPlaces() {
        Stream.of("Eighteen months clean tomorrow", "2 years smoke-free today!!", "un an sans cigarette ce mois-ci",
                        "Five years cancer free in March")
                .forEach(sentence -> assertThat(Kept.of(sentence)).as(sentence).extracting(StatedFact::kind)
                        .containsExactly(MemoryKind.FACT));
        assertThat(Kept.of("Eighteen months clean tomorrow")).extracting(StatedFact::keys)
                .allSatisfy(keys -> assertThat(keys).contains("18", "clean"));
        Stream.of("two days left before the move", "three weeks to go", "Two weeks in Lisbon, loved it")
                .forEach(sentence -> assertThat(Kept.of(sentence)).as(sentence).isEmpty());
    }

    @Test
    void aFavourDoneToTheUserAtAMomentForThemToDoSomethingIsAReminderNotOneWhoseObjectSaysWhen() {
        assertThat(Kept.of("could you buzz me at half past four to collect the dry cleaning"))
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.REMINDER, "Collect the dry cleaning"));
        assertThat(Kept.of("tu peux me faire signe jeudi à 17h pour rappeler la mutuelle"))
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.REMINDER, "Rappeler la mutuelle"));
        Stream.of("can you give me ideas for lunch tomorrow to use up the spinach",
                        "could you tell me at what time the library closes tomorrow")
                .forEach(sentence -> assertThat(Kept.of(sentence)).as(sentence)
                        .noneSatisfy(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.REMINDER)));
    }

    @Test
    void someoneSaidWhatTheyAreAfterWhatTheyDidIsKeptWithItUnlessTwoNamesCameBefore() {
        assertThat(Kept.of("Crumble ate a whole sock AGAIN 🙄 she's a Border Terrier what can I say"))
                .extracting(StatedFact::kind, StatedFact::person, StatedFact::text)
                .containsExactly(tuple(MemoryKind.PERSON, new PersonRef("Crumble", null), "Crumble — a Border Terrier"));
        assertThat(Kept.of("Dario sorted our roof out today he's a roofer from Sligo"))
                .extracting(StatedFact::text).containsExactly("Dario — a roofer from Sligo");
        assertThat(Kept.of("Olga drove Wendy home 🙂 she's a saint honestly"))
                .noneSatisfy(fact -> assertThat(fact.text()).contains("— a saint"));
    }

    @Test
    void aTripWhoseVerbTakesAParticleIsAPlan() {
        assertThat(Kept.of("we're driving up to Inverness on the 9th for a week, any tips?"))
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.EVENT, "We're driving up to Inverness on the 9th for a week"));
    }
}
