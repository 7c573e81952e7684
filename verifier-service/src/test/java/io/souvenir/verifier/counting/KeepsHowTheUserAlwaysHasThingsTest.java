package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import org.junit.jupiter.api.Test;

/**
 * How the user always has something of theirs, said in the simple present without a word of
 * frequency ("I take my coffee black"), is a habit to keep; a request to remember that names a
 * horizon ("just so you know for the future, …") asks to keep what follows, without its preamble.
 */
class KeepsHowTheUserAlwaysHasThingsTest {

    private final OfflineFactCounter counter = new OfflineFactCounter();

    @Test
    void howTheUserTakesTheirFoodOrDrinkIsAHabit() {
        assertThat(counter.count("I take my tea strong with two sugars").facts())
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(MemoryKind.FACT, "I take my tea strong with two sugars"));
        assertThat(counter.count("je bois mon café serré, jamais de lait").facts()).extracting(StatedFact::kind)
                .contains(MemoryKind.FACT);
        assertThat(counter.count("I like my eggs plain, no salt").facts()).extracting(StatedFact::text)
                .anyMatch(text -> text.contains("eggs"));
    }

    @Test
    void theSameVerbWithAnotherObjectOrAHypothesisIsNoHabit() {
        assertThat(counter.count("si j'avais un chien je prendrais mon vélo avec un panier").facts()).isEmpty();
        assertThat(counter.count("je prends mon café avec Julie demain").facts()).isEmpty();
    }

    @Test
    void aRequestToRememberForTheFutureKeepsWhatFollowsInTheUsersWords() {
        assertThat(Statement.of("just so you know for the future, my flat is on the fourth floor"))
                .get().extracting(StatedFact::text).isEqualTo("My flat is on the fourth floor");
        assertThat(Statement.of("pour info à l'avenir : je suis sourde d'une oreille"))
                .get().extracting(StatedFact::text).isEqualTo("Je suis sourde d'une oreille");
        assertThat(Statement.of("for future reference, I take my tea with no sugar"))
                .get().extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(MemoryKind.FACT, "I take my tea with no sugar");
    }
}
