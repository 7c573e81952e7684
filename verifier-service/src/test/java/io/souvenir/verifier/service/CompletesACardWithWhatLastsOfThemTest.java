package io.souvenir.verifier.service;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.verifier.counting.OfflineFactCounter;
import io.souvenir.verifier.counting.StatedFact;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The turn kept a card of someone and left out what lasts of them beyond an age, a job or a town: the day they were
 * born, what they love or cannot stand, a matter of health or the law, how long they have been with the user, what a
 * bracket says of them. The verifier completes the card; what they did once, or the user's plans, still do not.
 */
class CompletesACardWithWhatLastsOfThemTest {

    private final OfflineFactCounter counter = new OfflineFactCounter();

    @Test
    void theDayTheyWereBornCompletesTheirCard() {
        assertThat(completed("ma femme est du 3 février 81", card("Ma femme", null, "wife")))
                .singleElement().asString().contains("février");
    }

    @Test
    void whatTheyLoveOrCannotStandCompletesTheirCard() {
        assertThat(completed("my dog Biscuit really hates thunderstorms", card("Biscuit — my dog", "Biscuit", "dog")))
                .singleElement().asString().contains("thunderstorms");
        assertThat(completed("I've got a niece, Lottie, who's 9 and horse mad", card("Lottie — a niece, 9 years old", "Lottie", "niece")))
                .singleElement().asString().contains("horse mad");
        // what they did once still does not
        assertThat(completed("my cat Pixel knocked a glass off the table this morning", card("Pixel — my cat", "Pixel", "cat")))
                .isEmpty();
    }

    @Test
    void aMatterOfTheLawCompletesTheirCard() {
        assertThat(completed("mon oncle a pris deux ans de prison ferme en 2019", card("Mon oncle", null, "uncle")))
                .singleElement().asString().contains("prison");
    }

    @Test
    void howLongTheyHaveBeenWithTheUserCompletesTheirCard() {
        assertThat(completed("ma copine c'est Maëlle, ça fait 6 ans qu'on est ensemble", card("Maëlle — ma copine", "Maëlle", "partner")))
                .singleElement().asString().contains("6 ans");
    }

    @Test
    void whatABracketSaysOfThemCompletesTheirCardWithoutWhatFollows() {
        assertThat(completed("my housemate Tariq (vet nurse in Bristol) has filled the freezer with ice lollies",
                card("Tariq — my housemate", "Tariq", "roommate")))
                .singleElement().asString().contains("vet nurse in Bristol").doesNotContain("freezer");
    }

    /** The texts of the person memories the verifier proposes beside the turn's card. */
    private List<String> completed(String sentence, MemoryDraft card) {
        return Coverage.missing(counter.count(sentence), List.of(card)).stream()
                .filter(fact -> fact.kind() == MemoryKind.PERSON).map(StatedFact::text).toList();
    }

    private static MemoryDraft card(String text, String name, String relation) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.PERSON, null, Domain.NONE, text,
                List.of(new PersonRef(name, relation)), null, null, false, 0.9);
    }
}
