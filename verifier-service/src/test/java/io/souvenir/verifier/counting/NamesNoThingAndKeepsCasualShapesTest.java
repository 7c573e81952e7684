package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A word that is not someone's name makes no person card (a label before its colon, a compound of
 * the language's words, shorthand, a capital that qualifies a thing, a code); a chore owed is a
 * task, a time that is over makes an event; and casual shapes still keep what they say: what the
 * user cannot eat, the user in the third person, a request to remember put freely, someone of the
 * household named by role, someone a question presents.
 */
class NamesNoThingAndKeepsCasualShapesTest {

    private static boolean namesSomeone(String sentence) {
        return Kept.of(sentence).stream().anyMatch(fact -> fact.kind() == MemoryKind.PERSON);
    }

    @Test
    void aWordThatIsNoNameMakesNoPersonCard() {
        Stream.of("Numéro de client chez le fournisseur : 55-XK", "To-do pour samedi : tondre la pelouse et vider le garage",
                        "pfff tkt jsuis au boulot jusqu'à 20h tous les soirs", "I've been a nurse at St Mary's, Leeds ward, since 2015",
                        "Code de la boîte aux lettres : Girafe#31")
                .forEach(sentence -> assertThat(namesSomeone(sentence)).as(sentence).isFalse());
        // a name is still one
        assertThat(namesSomeone("ma collègue Inès bosse à la compta depuis 2010")).isTrue();
        assertThat(namesSomeone("Léa : ma filleule, elle a 6 ans")).isTrue();
    }

    @Test
    void aValueJoinedToItsDigitsBySymbolsIsACodeKept() {
        assertThat(Kept.of("Clé du wifi du bureau : Hibou!44")).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.FACT);
    }

    @Test
    void aChoreTheUserOwesKeptWholeIsATaskShown() {
        Stream.of("faut qu'je pense à rappeler le plombier pour la fuite", "still haven't posted the parcel back, need to do that asap")
                .forEach(sentence -> assertThat(Kept.of(sentence)).as(sentence).extracting(StatedFact::kind, StatedFact::visible)
                        .containsExactly(tuple(MemoryKind.TASK, true)));
    }

    @Test
    void whatWasLivedBackInAMonthIsAnEventInPassing() {
        assertThat(Kept.of("climbed Ben Nevis with the club back in May, my legs still remember it"))
                .extracting(StatedFact::kind).containsExactly(MemoryKind.EVENT);
    }

    @Test
    void whatTheUserCannotEatIsADietThatLasts() {
        Stream.of("jpeux pas boire de lait jsuis intolérant", "cant have dairy at all so no cheese board for me")
                .forEach(sentence -> assertThat(Kept.of(sentence)).as(sentence).extracting(StatedFact::kind)
                        .containsExactly(MemoryKind.FACT));
    }

    @Test
    void theUserNamingThemselvesInTheThirdPersonIsTheUser() {
        assertThat(Kept.of("yours truly drives a bus for the city, twelve years now innit")).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.FACT);
    }

    @Test
    void aRequestToRememberPutFreelyBeforeItsColonKeepsWhatFollows() {
        assertThat(Kept.of("keep this in that memory of yours: I sleep with earplugs, light sleeper"))
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.FACT, "I sleep with earplugs, light sleeper"));
    }

    @Test
    void theUserAndSomeoneNamedAsOneSubjectKeepsThatSomeone() {
        assertThat(Kept.of("me and Priya broke up in March, she kept the flat"))
                .extracting(fact -> fact.person() == null ? null : fact.person().name()).containsExactly("Priya");
    }

    @Test
    void aSignOffOrWhatTheReplyWasWorthAfterThanksKeepsNothing() {
        Stream.of("bonne nuit, on se parle demain", "night night, speak tomorrow xx", "thanks a lot, that was just what I was after",
                        "merci, c'était pile ce que je cherchais")
                .forEach(sentence -> assertThat(Kept.of(sentence)).as(sentence).isEmpty());
    }

    @Test
    void forgettingSaidBesideTheCodesToldIsWhyTheyAreToldNotAFact() {
        assertThat(Kept.of("mon code de casier c'est 3318 et celui du vestiaire 7720, je zappe tout le temps"))
                .extracting(StatedFact::text).containsExactly("Mon code de casier c'est 3318");
    }

    @Test
    void someoneOfTheHouseholdNamedByRoleIsAPerson() {
        assertThat(Kept.of("The children's nanny Rosa is 52, she's from Porto"))
                .extracting(fact -> fact.person() == null ? null : fact.person().name()).containsExactly("Rosa");
    }

    @Test
    void someoneAQuestionPresentsAndTheNextClauseNamesIsAPerson() {
        assertThat(Kept.of("je t'ai déjà parlé de ma filleule ? c'est Jade, 9 ans, elle fait de la gym"))
                .extracting(StatedFact::kind, StatedFact::person)
                .containsExactly(tuple(MemoryKind.PERSON, new PersonRef("Jade", "godchild")));
        assertThat(Kept.of("tu connais ma sœur ? non ? bon")).filteredOn(fact -> Objects.equals(fact.kind(), MemoryKind.PERSON))
                .isEmpty();
    }
}
