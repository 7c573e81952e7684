package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a sentence says beside its fact is not a fact of its own, and the verifier keeps none of it: a feeling said
 * with its verb ("j'angoisse"), being "dead" tired, a part of the body that hurts now, something lived in passing
 * told with "trop" or reflexively ("je me suis perdu"), what follows ("so …") from a clause not kept, a plan in the
 * simple future, a chore still to do, a character of a story, hearsay the user doubts or a stranger's opinion, the
 * "stp" of a request. A capitalised word that is no one is not kept as someone: a word qualifying the noun after it
 * ("Tesco delivery"), a weekday said as a habit, laughter, "Both".
 */
class LeavesWhatIsNotAFactOfItsOwnTest {

    private final OfflineFactCounter counter = new OfflineFactCounter();

    static Stream<Arguments> besideTheFact() {
        return Stream.of(
                Arguments.of("soutenance jeudi à 14h, j'angoisse", "angoisse"),
                Arguments.of("client pitch tomorrow at 10, I stress so much", "stress"),
                Arguments.of("je suis morte après cette journée", "morte"),
                Arguments.of("I'm dead lol, what a day", "dead"),
                Arguments.of("on a fait 60 bornes à vélo samedi, mes cuisses me tuent", "cuisses"),
                Arguments.of("ran the Bath half on Sunday and my legs are still sore", "legs"),
                Arguments.of("j'ai trop mangé", "mangé"),
                Arguments.of("je me suis perdu en route, quelle galère", "perdu"),
                Arguments.of("le repas de classe est le 12 mai, j'irai avec ma sœur", "irai"),
                Arguments.of("apparemment le cousin de mon pote bosse chez SpaceX, je sais pas si c'est vrai", "SpaceX"),
                Arguments.of("my neighbour's nephew plays for Leeds apparently, dunno if that's true", "Leeds"),
                Arguments.of("a bloke at the gym reckons petrol will hit two quid", "petrol"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("besideTheFact")
    void keepsNothingOfWhatIsSaidBesideAFact(String sentence, String word) {
        assertThat(kept(sentence)).as(sentence).noneSatisfy(text -> assertThat(text).contains(word));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("consequences")
    void whatFollowsIsKeptOnlyWithWhatItFollowsFrom(String sentence, String consequence, String cause) {
        assertThat(kept(sentence)).as(sentence).filteredOn(text -> text.contains(consequence))
                .allSatisfy(text -> assertThat(text).contains(cause));
    }

    static Stream<Arguments> consequences() {
        return Stream.of(
                Arguments.of("Wednesdays I coach the under-12s at the rugby club, so I'm never home before 8", "never home",
                        "coach"),
                Arguments.of("le mardi soir je vais à la chorale de l'église, donc je suis jamais dispo", "jamais dispo",
                        "chorale"),
                Arguments.of("my fiancé Idris is a nurse, so he does nights", "nights", "nurse"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stillToDo")
    void aChoreStillToDoIsTheMainPasssTask(String sentence) {
        assertThat(counter.count(sentence).facts()).as(sentence).isEmpty();
    }

    static Stream<String> stillToDo() {
        return Stream.of("j'ai encore mon dossier de bourse à remplir", "I've still got the car insurance form to fill in");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fiction")
    void aCharacterOfAStoryIsNoOneOfTheUsers(String sentence, String name) {
        assertThat(counter.count(sentence).facts()).as(sentence)
                .noneSatisfy(fact -> assertThat(fact.text()).contains(name));
        assertThat(counter.count(sentence).statement()).as(sentence).isNull();
    }

    static Stream<Arguments> fiction() {
        return Stream.of(
                Arguments.of("dans le film le héros s'appelle Jack et il est pompier, un peu bateau", "Jack"),
                Arguments.of("in the book the main character is called Ellie, she's a pilot", "Ellie"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("noOne")
    void aCapitalisedWordThatIsNoOneIsNotKeptAsSomeone(String sentence, String word) {
        assertThat(counter.count(sentence).facts()).as(sentence)
                .noneSatisfy(fact -> assertThat(fact.person() == null ? null : fact.person().name()).isEqualTo(word));
        FactCount count = counter.count(sentence);
        if (count.statement() != null && count.statement().person() != null) {
            assertThat(count.statement().person().name()).as(sentence).isNotEqualTo(word);
        }
    }

    static Stream<Arguments> noOne() {
        return Stream.of(
                Arguments.of("Tesco delivery comes at 8 on Friday", "Tesco"),
                Arguments.of("Chelsea fan, sadly. had a season ticket for years", "Chelsea"),
                Arguments.of("Thursdays I volunteer at the food bank", "Thursdays"),
                Arguments.of("Haha j'ai enfin eu mon permis", "Haha"),
                Arguments.of("My twins, Ava and Leo, turned 3. Both adorable", "Both"),
                Arguments.of("my neighbour Tomasz, 40, Polish, drives a taxi", "Polish"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("named")
    void aNameSaidFirstWithItsVerbIsStillSomeone(String sentence, String name) {
        assertThat(counter.count(sentence).facts()).as(sentence)
                .anySatisfy(fact -> assertThat(fact.person().name()).isEqualTo(name));
    }

    static Stream<Arguments> named() {
        return Stream.of(Arguments.of("Elif teaches yoga in Bristol", "Elif"),
                Arguments.of("Léa bosse à la mairie de Nantes", "Léa"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("relatives")
    void chatWordsForRelativesAreTheirPerson(String sentence, String relation) {
        assertThat(counter.count(sentence).facts()).as(sentence).anySatisfy(fact -> {
            assertThat(fact.kind()).isEqualTo(MemoryKind.PERSON);
            assertThat(fact.person().relation()).isEqualTo(relation);
        });
    }

    static Stream<Arguments> relatives() {
        return Stream.of(Arguments.of("my nan's 88 and still drives to bingo", "grandmother"),
                Arguments.of("ma belle-doche est prof de piano à Lille", "mother-in-law"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("asked")
    void thePleaseOfARequestIsNoFact(String sentence, String value) {
        assertThat(kept(sentence)).as(sentence).isNotEmpty().allSatisfy(text -> assertThat(text).contains(value));
    }

    static Stream<Arguments> asked() {
        return Stream.of(Arguments.of("retiens ça stp, mon casier c'est le 42", "42"),
                Arguments.of("garde ça en tête svp, ma place au parking c'est la B17", "B17"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("agoInChat")
    void somethingLivedDaysAgoIsAnEventInPassing(String sentence) {
        FactCount count = counter.count(sentence);
        StatedFact kept = count.facts().isEmpty() ? count.statement() : count.facts().get(0);
        assertThat(kept).as(sentence).isNotNull();
        assertThat(kept.kind()).as(sentence).isEqualTo(MemoryKind.EVENT);
    }

    static Stream<String> agoInChat() {
        return Stream.of("y a 3 jours je me suis fait voler mon portable dans le tram");
    }

    private List<String> kept(String sentence) {
        FactCount count = counter.count(sentence);
        return Stream.concat(count.facts().stream(), Stream.ofNullable(count.statement())).map(StatedFact::text).toList();
    }
}
