package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a sentence goes on to say is kept with what it said first: a detail without a verb after a fact of the user's
 * ("…, en 2e année génie civil", "…, a Brest" typed without its accent), the year after a birth date, what replaced
 * what ended ("maintenant c'est Sète"), the place settled on after a retraction ("oublie ce que j'ai dit …"). A trip
 * one is back from is something lived; "quand je …" tells when, it asks nothing; a clause with a subject of its own
 * does not take the verb of the clause before; someone presented by what they are, then named, is that person.
 */
class KeepsWhatASentenceGoesOnToSayTest {

    private final OfflineFactCounter counter = new OfflineFactCounter();

    static Stream<Arguments> goesOn() {
        return Stream.of(
                Arguments.of("jsuis encore en école d'ingé, en 2e année génie civil", "école", "génie civil"),
                Arguments.of("je suis infirmière, en réa à Bordeaux", "infirmière", "Bordeaux"),
                Arguments.of("on habite ensemble depuis mars, a Brest", "ensemble", "Brest"),
                Arguments.of("I'm a 2nd of July baby, 1989", "July", "1989"),
                Arguments.of("on a vendu la maison, on n'est plus à Nîmes, maintenant c'est Sète", "Nîmes", "Sète"),
                Arguments.of("we moved, we're not in Bath anymore, now it's Bristol", "Bath", "Bristol"),
                Arguments.of("j'ai vendu ma Twingo, maintenant c'est trottinette tous les jours", "Twingo", "trottinette"),
                Arguments.of("I don't work at the Leeds branch anymore, they've transferred me to the York office", "Leeds",
                        "York"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goesOn")
    void keepsTheDetailWithTheFactItGoesOnWith(String sentence, String first, String then) {
        assertThat(kept(sentence)).as(sentence).anySatisfy(text -> assertThat(text).contains(first).contains(then));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("subjectless")
    void aPastThatLastsSaidWithoutISIsTheUsers(String sentence, String detail) {
        assertThat(counter.count(sentence).facts()).as(sentence).anySatisfy(fact -> {
            assertThat(fact.kind()).isEqualTo(MemoryKind.FACT);
            assertThat(fact.text()).contains(detail);
        });
    }

    static Stream<Arguments> subjectless() {
        return Stream.of(Arguments.of("quit Deliveroo!! finally", "Deliveroo"),
                Arguments.of("handed my notice in at the council today", "council"),
                Arguments.of("moved to Glasgow in 2021 for the job", "Glasgow"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("calledByName")
    void someoneOfTheUsersCalledByTheirNameIsOnePersonWithAllThatIsSaid(String sentence, String name, String relation,
            String detail) {
        assertThat(counter.count(sentence).facts()).as(sentence).filteredOn(fact -> fact.kind() == MemoryKind.PERSON)
                .singleElement().satisfies(fact -> {
                    assertThat(fact.person().name()).isEqualTo(name);
                    assertThat(fact.person().relation()).isEqualTo(relation);
                    assertThat(fact.text()).contains(detail);
                });
    }

    static Stream<Arguments> calledByName() {
        return Stream.of(Arguments.of("our lodger's called Mateo — 30, Chilean, studies law at UCL", "Mateo", "roommate", "UCL"),
                Arguments.of("my cat's called Biscuit, he's 12", "Biscuit", "cat", "12"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errands")
    void aDaysErrandSaidWithoutIIsNotKept(String sentence) {
        assertThat(counter.count(sentence).facts()).as(sentence).isEmpty();
    }

    static Stream<String> errands() {
        return Stream.of("left my keys at work again", "bought milk on the way home", "started a new book last night");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commentOnTheChange")
    void aCommentAfterAChangeIsNotWhatReplacedIt(String sentence, String comment) {
        assertThat(kept(sentence)).as(sentence).noneSatisfy(text -> assertThat(text).contains(comment));
    }

    static Stream<Arguments> commentOnTheChange() {
        return Stream.of(Arguments.of("j'ai arrêté de fumer, maintenant c'est dur", "c'est dur"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("retracted")
    void aRetractionKeepsWhatTheUserSettledOn(String sentence, String settled, String dropped) {
        assertThat(kept(sentence)).as(sentence).anySatisfy(text -> assertThat(text).contains(settled))
                .noneSatisfy(text -> assertThat(text).contains(dropped));
    }

    static Stream<Arguments> retracted() {
        return Stream.of(Arguments.of("oublie ce que j'ai dit sur Nantes, on part à Rennes finalement", "Rennes", "Nantes"),
                Arguments.of("forget what I said about York, we're moving to Durham in the end", "Durham", "York"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backFrom")
    void aTripOneIsBackFromIsSomethingLived(String sentence, String place) {
        assertThat(counter.count(sentence).facts()).as(sentence).anySatisfy(fact -> {
            assertThat(fact.kind()).isEqualTo(MemoryKind.EVENT);
            assertThat(fact.text()).contains(place);
        });
    }

    static Stream<Arguments> backFrom() {
        return Stream.of(Arguments.of("on rentre d'une semaine à Naples, j'ai trop mangé", "Naples"),
                Arguments.of("we're back from ten days in Crete, so brown now", "Crete"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("whenTheUser")
    void whenTheUserDoesSomethingIsNoQuestion(String sentence, String name, String relation) {
        assertThat(counter.count(sentence).facts()).as(sentence).anySatisfy(fact -> {
            assertThat(fact.person().name()).isEqualTo(name);
            assertThat(fact.person().relation()).isEqualTo(relation);
        });
    }

    static Stream<Arguments> whenTheUser() {
        return Stream.of(Arguments.of("quand je voyage c'est Malik, mon voisin, qui nourrit le chat", "Malik", "neighbour"),
                Arguments.of("when I'm away it's Dana, my neighbour, who waters the plants", "Dana", "neighbour"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ownSubject")
    void aClauseWithItsOwnSubjectDoesNotTakeTheVerbBefore(String sentence, String lead) {
        assertThat(kept(sentence)).as(sentence).noneSatisfy(text -> assertThat(text).startsWith(lead));
    }

    static Stream<Arguments> ownSubject() {
        return Stream.of(Arguments.of("I can't stand olives, they taste like feet", "I can't stand they"),
                Arguments.of("je ne supporte pas le céleri, ça a un goût de terre", "Je ne supporte pas ça"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presented")
    void someonePresentedThenNamedIsThatPerson(String sentence, String name) {
        FactCount count = counter.count(sentence);
        StatedFact kept = count.facts().isEmpty() ? count.statement() : count.facts().get(0);
        assertThat(kept).as(sentence).isNotNull();
        assertThat(kept.kind()).isEqualTo(MemoryKind.PERSON);
        assertThat(kept.person().name()).isEqualTo(name);
    }

    static Stream<Arguments> presented() {
        return Stream.of(Arguments.of("the new girl in my team is Hana, from Osaka", "Hana"),
                Arguments.of("the guy who fixed our boiler is Rob, super reliable", "Rob"));
    }

    private List<String> kept(String sentence) {
        FactCount count = counter.count(sentence);
        return Stream.concat(count.facts().stream(), Stream.ofNullable(count.statement())).map(StatedFact::text).toList();
    }
}
