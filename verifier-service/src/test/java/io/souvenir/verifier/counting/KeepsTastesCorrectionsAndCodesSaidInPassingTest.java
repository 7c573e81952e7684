package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Shapes the chat gives to something lasting that no clause rule reads: someone introduced over
 * several questions, a to-do under a heading that says when, a taste by its only exception or given
 * up in slang, a habit corrected, a code that changed, an alert asked as a possibility. Questions to
 * the assistant, suppositions and moods in the same shapes still keep nothing.
 */
class KeepsTastesCorrectionsAndCodesSaidInPassingTest {

    private static List<StatedFact> kept(String sentence) {
        return Kept.of(sentence);
    }

    private void keepsSomething(String... sentences) {
        Stream.of(sentences).forEach(sentence -> assertThat(kept(sentence)).as(sentence).isNotEmpty());
    }

    private void keepsNothing(String... sentences) {
        Stream.of(sentences).forEach(sentence -> assertThat(kept(sentence)).as(sentence).isEmpty());
    }

    @Test
    void someoneIntroducedAsTheUsersOverQuestionsIsKeptWithWhatTheyDo() {
        assertThat(kept("Tu connais Zoé ? ma cousine ? elle est infirmière à Nantes"))
                .extracting(StatedFact::kind, fact -> fact.person().name())
                .containsExactly(org.assertj.core.groups.Tuple.tuple(MemoryKind.PERSON, "Zoé"));
        assertThat(kept("You know Dev? my brother-in-law? he works at the airport"))
                .extracting(fact -> fact.person().name()).containsExactly("Dev");
    }

    @Test
    void aMoodOrAQuestionAfterTheIntroductionKeepsNothing() {
        keepsNothing("Tu sais Paul ? mon pote ? il est crevé", "Tu sais Paul ? il est où ?",
                "Tu sais quoi ? mon collègue ? il est trop lourd", "Remember Jake? my mate? he's so annoying");
    }

    @Test
    void aToDoUnderAHeadingThatSaysWhenIsKept() {
        assertThat(kept("to do this weekend: fix the shed door")).extracting(StatedFact::text)
                .containsExactly("To do this weekend: fix the shed door");
        keepsSomething("À faire ce mois-ci : prendre rendez-vous pour le contrôle technique");
        keepsNothing("à faire ?");
    }

    @Test
    void aTasteSaidByItsOnlyExceptionIsKept() {
        keepsSomething("the only cheese I can eat is comté, the rest makes me ill",
                "le seul thé que je supporte c'est le earl grey");
        keepsNothing("What's the only wine I can drink with fish?");
    }

    @Test
    void aTasteGivenUpInTheChatsWordsIsKept() {
        assertThat(kept("lol I've totally gone off olives lately")).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.FACT);
        keepsSomething("je kiffe plus le café depuis l'été");
        keepsNothing("I'm off to bed", "if I'd gone off meat I'd tell you", "t'as gone off les pâtes ?");
    }

    @Test
    void aHabitCorrectedWithWhatReplacesItIsKept() {
        assertThat(kept("forget what I told you about swimming on Mondays, it's Wednesdays now"))
                .extracting(StatedFact::text)
                .containsExactly("Forget what I told you about swimming on Mondays, it's Wednesdays now");
        keepsNothing("forget what I said, I'm just tired", "ignore what I said earlier, sorry");
    }

    @Test
    void aCodeThatChangedIsKeptWithItsNewValue() {
        assertThat(kept("the door code changed, it's now 4812B")).singleElement()
                .satisfies(fact -> assertThat(fact.text()).contains("4812B"));
        assertThat(kept("nouveau mdp du wifi : Tournesol42")).singleElement()
                .satisfies(fact -> assertThat(fact.text()).contains("Tournesol42"));
        keepsNothing("did the wifi password change?", "How do I change my password?");
    }

    @Test
    void anAlertAskedAsAPossibilityIsKeptAsTheUserAskedIt() {
        keepsSomething("Would it be possible to get a reminder Sunday about the bins?",
                "est-ce possible de recevoir une notif lundi pour le rdv chez le dentiste ?");
        keepsNothing("Is it possible to get alerts on my phone?", "how do I get an alert on my phone?");
    }
}
