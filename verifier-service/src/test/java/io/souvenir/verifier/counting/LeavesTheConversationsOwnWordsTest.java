package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import org.junit.jupiter.api.Test;

/**
 * Words that belong to the conversation, not to the user's life: a greeting asked with its question word last and the
 * one greeted after it ("ça dit quoi ma belle"), the user not remembering what they told ("I forget whether I said"),
 * and, beside a request, why it is asked said only through a pronoun ("I always lose them"). Nothing of them is kept;
 * what the user says of their life beside them still is.
 */
class LeavesTheConversationsOwnWordsTest {

    @Test
    void aQuestionWordBeforeTheOneGreetedAsksAndStatesNothing() {
        assertThat(Kept.of("on fait quoi ma belle, t'es dispo ?")).isEmpty();
        assertThat(Kept.of("ça raconte quoi mon pote")).isEmpty();
    }

    @Test
    void notRememberingWhatWasToldIsNoFact() {
        assertThat(Kept.of("did I already mention my sister's wedding? can't remember if I did")).isEmpty();
        assertThat(Kept.of("I always forget my bike lock code")).isNotEmpty();
    }

    @Test
    void whyAReminderIsAskedSaidThroughAPronounIsNoFactBesideIt() {
        assertThat(Kept.of("can you remind me on Friday to take the bins out? I always miss them lol"))
                .extracting(StatedFact::kind).containsOnly(MemoryKind.REMINDER);
        assertThat(Kept.of("rappelle-moi vendredi de sortir les poubelles, je suis gardien d'immeuble"))
                .extracting(StatedFact::kind).contains(MemoryKind.FACT);
    }
}
