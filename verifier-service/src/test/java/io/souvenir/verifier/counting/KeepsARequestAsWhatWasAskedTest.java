package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.souvenir.contracts.memory.MemoryKind;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A reminder, a to-do list or a note asked of the assistant is read as what the user asked for,
 * shown to them, never as a silent fact: a user who asked to be reminded and is not is worse off
 * than one who sees it. Its words are what is to be done; why it is asked stays out.
 */
class KeepsARequestAsWhatWasAskedTest {

    private final OfflineFactCounter counter = new OfflineFactCounter();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "si j'ai pas payé la cantine d'ici vendredi, tanne-moi pour que je le fasse | Si j'ai pas payé la cantine d'ici vendredi, tanne-moi pour que je le fasse",
            "tu serais adorable de me faire penser à rendre les livres à la médiathèque samedi | Rendre les livres à la médiathèque samedi",
            "ce soir tu penseras à me dire de sortir le rôti du congélo, j'oublie à chaque fois | Sortir le rôti du congélo",
            "est-ce que tu pourrais me rappeler mardi d'appeler le notaire ? | Appeler le notaire",
            "be a love and nudge me on Thursday about the gas meter reading | The gas meter reading",
            "don't let me forget to cancel the gym trial before it renews, I never remember | Cancel the gym trial before it renews",
            "could you give me a shout at 5 to pick up the dry cleaning | Pick up the dry cleaning",
            "pop a reminder in for the 14th to renew the parking permit | Renew the parking permit",
    })
    void aReminderAskedIsReadAsAReminderInTheWordsOfWhatIsToBeDone(String sentence, String text) {
        assertThat(counter.count(sentence).facts()).as(sentence)
                .filteredOn(StatedFact::visible)
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.REMINDER, text));
        assertThat(counter.count(sentence).facts()).as("nothing of it kept silently beside: " + sentence)
                .noneSatisfy(fact -> assertThat(fact.kind()).isIn(MemoryKind.FACT, MemoryKind.EVENT));
    }

    @Test
    void aReminderWhoseObjectIsAPronounIsKeptAsTyped() {
        String sentence = "if the plumber hasn't called back by noon, bug me about it";

        assertThat(counter.count(sentence).facts()).extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.REMINDER, "If the plumber hasn't called back by noon, bug me about it"));
    }

    @Test
    void aListOfThingsToDoIsATaskALine() {
        assertThat(counter.count("- déposer le chèque\n- racheter des piles\n- appeler la mutuelle").facts())
                .extracting(StatedFact::kind, StatedFact::text, StatedFact::visible)
                .containsExactly(tuple(MemoryKind.TASK, "Déposer le chèque", true), tuple(MemoryKind.TASK, "Racheter des piles", true),
                        tuple(MemoryKind.TASK, "Appeler la mutuelle", true));
        assertThat(counter.count("to do: defrost the freezer, fix the gate latch, order printer ink").facts())
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.TASK, "Defrost the freezer"), tuple(MemoryKind.TASK, "Fix the gate latch"),
                        tuple(MemoryKind.TASK, "Order printer ink"));
    }

    @Test
    void aNoteAskedIsAMemo() {
        assertThat(counter.count("tu peux me noter la référence du filtre ? BX-4410, celui de la hotte").facts())
                .extracting(StatedFact::kind, StatedFact::text, StatedFact::visible)
                .containsExactly(tuple(MemoryKind.MEMO, "BX-4410, celui de la hotte", true));
        assertThat(counter.count("note to self: the spare key for the shed is in the blue tin").facts())
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.MEMO, "The spare key for the shed is in the blue tin"));
        assertThat(counter.count("note que le compteur d'eau est derrière la trappe du garage").facts())
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.MEMO, "Le compteur d'eau est derrière la trappe du garage"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "j'ai reçu un rappel pour la facture d'eau, c'est la deuxième fois",
            "I set a reminder on my phone for the vet, all sorted",
            "rappelle-moi ce que je t'ai dit sur le devis du couvreur",
            "remind me what the plumber's name was?",
            "stop nagging me about the gym, I'll go when I'm ready",
            "my sister told me to call her back after dinner",
            "tu sais faire des rappels ?",
    })
    void whatAsksForNoReminderIsNoRequest(String sentence) {
        List<StatedFact> facts = counter.count(sentence).facts();

        assertThat(facts).as(sentence).noneSatisfy(fact -> assertThat(fact.visible()).isTrue());
    }
}
