package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A sentence that states something lasting never leaves nothing, whatever shape the chat gives it:
 * no "je" or "I", a request as a favour or a condition, a list, a value after a question. And what
 * is only talk, a question or a refusal still keeps nothing.
 */
class KeepsWhatTheChatSaysInItsShortestShapesTest {

    private final FactCounter counter = new OfflineFactCounter();

    /** What the verifier would keep of the sentence when the turn kept nothing. */
    private List<StatedFact> kept(String sentence) {
        FactCount count = counter.count(sentence);
        List<StatedFact> kept = new ArrayList<>(count.facts());
        if (count.statement() != null) {
            kept.add(count.statement());
        }
        return kept;
    }

    @Test
    void aMatterOfHealthMoneyOrTheLawSaidInAFewWordsIsKept() {
        Stream.of("dialyse trois fois par semaine depuis janvier", "bailiffs turned up again this morning about the car",
                        "Half my pension goes on the loan sharks", "le juge a dit qu'on aurait la garde alternée des petits")
                .forEach(sentence -> assertThat(kept(sentence)).as(sentence).isNotEmpty());
        assertThat(kept("dialyse trois fois par semaine depuis janvier")).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.FACT);
    }

    @Test
    void aDietOrADislikeSaidAsAFragmentIsTheUsers() {
        assertThat(kept("végane depuis trois ans, pour info")).extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(MemoryKind.FACT, "Végane depuis trois ans, pour info"));
        Stream.of("allergique aux kiwis si jamais tu fais le menu", "Can't eat mushrooms, never could")
                .forEach(sentence -> assertThat(kept(sentence)).as(sentence).extracting(StatedFact::kind)
                        .containsExactly(MemoryKind.FACT));
    }

    @Test
    void whatAVetOrACarerSaidOfSomeoneOfTheUsersKeepsThem() {
        assertThat(kept("le kiné a dit que Maxime devait reposer son genou deux semaines"))
                .extracting(StatedFact::kind, fact -> fact.person().name())
                .containsExactly(org.assertj.core.groups.Tuple.tuple(MemoryKind.PERSON, "Maxime"));
        assertThat(kept("the vet says Biscuit has to lose weight")).extracting(fact -> fact.person().name())
                .containsExactly("Biscuit");
    }

    @Test
    void someoneDescribedAfterAQuestionAboutThemIsKept() {
        assertThat(kept("Is Moka ok to eat grapes? she's a 4 year old labrador"))
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(MemoryKind.PERSON, "Moka: she's a 4 year old labrador"));
        assertThat(kept("est-ce que Filou peut manger des pommes ? c'est un jack russell de 3 ans"))
                .extracting(fact -> fact.person().name()).containsExactly("Filou");
    }

    @Test
    void whatIsLabelledToKeepIsKeptWithoutItsLabel() {
        assertThat(kept("à noter : je travaille que les lundis et mardis")).extracting(StatedFact::text)
                .containsExactly("Je travaille que les lundis et mardis");
        assertThat(kept("note to self: I'm off dairy since March")).extracting(StatedFact::text)
                .containsExactly("I'm off dairy since March");
    }

    @Test
    void aReminderAskedAsAFavourOrOnAConditionIsKeptInTheUsersWordsAsAReminder() {
        Stream.of("si t'as pas de nouvelles d'ici jeudi, relance-moi pour le devis du plombier",
                        "if I forget by Monday, nag me about the passport renewal",
                        "could you bug me tomorrow morning to call the dentist",
                        "ce soir avant de dormir tu penseras à me dire de recharger la trottinette",
                        "Petit rappel samedi pour l'anniversaire de Hugo stp")
                .forEach(sentence -> assertThat(kept(sentence)).as(sentence).hasSize(1));
        assertThat(kept("if I forget by Monday, nag me about the passport renewal")).extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.REMINDER, "If I forget by Monday, nag me about the passport renewal"));
    }

    @Test
    void aListOfThingsToDoIsATaskALine() {
        assertThat(kept("- acheter du pain\n- appeler le garage\n- réserver le resto")).extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.TASK, "Acheter du pain"), tuple(MemoryKind.TASK, "Appeler le garage"),
                        tuple(MemoryKind.TASK, "Réserver le resto"));
        assertThat(kept("shopping:\n- milk\n- eggs\n- batteries for the smoke alarm")).hasSize(3)
                .allSatisfy(item -> assertThat(item.kind()).isEqualTo(MemoryKind.TASK));
    }

    @Test
    void aValueGivenAfterAskingForANoteIsKept() {
        assertThat(kept("tu peux me noter le nom de ce fromage ? un Salers de 18 mois")).extracting(StatedFact::text)
                .containsExactly("Un Salers de 18 mois");
    }

    @Test
    void eachGodparentNamedIsAPerson() {
        assertThat(kept("the godmother will be Priya")).extracting(StatedFact::person)
                .containsExactly(new PersonRef("Priya", "godparent"));
        assertThat(kept("Les parrain et marraine de la petite seront Hugo et Camille")).extracting(fact -> fact.person().name())
                .containsExactlyInAnyOrder("Hugo", "Camille");
    }

    @Test
    void aBirthDateUnderItsLabelIsTheUsers() {
        Stream.of("DOB is 03/11/1979 for the insurance form", "ddn : 12/05/1992")
                .forEach(sentence -> assertThat(kept(sentence)).as(sentence).extracting(StatedFact::kind)
                        .containsExactly(MemoryKind.FACT));
    }

    @Test
    void questionsRefusalsAndTalkStillKeepNothing() {
        Stream.of("rappelle-moi ce que tu m'as dit hier ?", "remind me what a cockapoo is?", "stop nagging me lol",
                        "arrête de me relancer stp", "don't bug me about it", "what's chemo like?", "the judge on that show is so harsh lol", "un petit rappel de ce qu'est un ETF ?",
                        "tu peux me noter ça ?", "- what is a Roth IRA?\n- how do I open one?", "salut ça va ?",
                        "does Pip like cheese? he's so funny", "dis-moi de quoi tu parles", "le juge de The Voice est trop sévère mdr",
                        "si tu veux on en reparle demain")
                .forEach(sentence -> assertThat(kept(sentence)).as(sentence).isEmpty());
    }
}
