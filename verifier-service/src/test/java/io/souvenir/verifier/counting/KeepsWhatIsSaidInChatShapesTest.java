package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the user states in the chat's shapes is kept, not left: a clipped spelling ("mn", "s'appel", "jus"), a
 * trait shared "comme moi" / "like me" inside a complaint, a place "these days", working from home ("wfh") on given days, a dose or a birth date with a
 * hedge on its use after it ("in case it matters", "si jamais ça sert"). A mood of these days, a place for
 * tonight and a question still keep nothing.
 */
class KeepsWhatIsSaidInChatShapesTest {

    private final OfflineFactCounter counter = new OfflineFactCounter();

    static Stream<Arguments> told() {
        return Stream.of(
                Arguments.of("les escaliers c'est la galère quand t'es asthmatique comme moi", "asthmatique"),
                Arguments.of("finding jeans is a nightmare when you're short like me", "short like me"),
                Arguments.of("we're up in Inverness these days, bit far from everyone", "Inverness"),
                Arguments.of("jus moved to Cardiff, still unpacking", "Cardiff"),
                Arguments.of("fyi I'm on metformin, 500mg, in case it matters for the recipes", "500mg"),
                Arguments.of("née le 4 juin 1988 si jamais ça sert pour un formulaire", "1988"),
                Arguments.of("born 03/02/1991 if you need it", "1991"),
                Arguments.of("wfh on mondays and fridays, office the rest of the week", "mondays"),
                Arguments.of("wfh weds & fris", "weds"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("told")
    void keepsWhatTheUserStates(String sentence, String detail) {
        assertThat(kept(sentence)).as(sentence).anySatisfy(text -> assertThat(text).contains(detail))
                .noneSatisfy(text -> assertThat(text).contains("recipes"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("clipped")
    void aClippedSpellingStillNamesTheirPerson(String sentence, String name, String detail) {
        FactCount count = counter.count(sentence);
        assertThat(count.facts()).as(sentence).anySatisfy(fact -> {
            assertThat(fact.kind()).isEqualTo(MemoryKind.PERSON);
            assertThat(fact.person().name()).isEqualTo(name);
            assertThat(fact.text()).contains(detail).doesNotContain("s'appel ");
        });
    }

    static Stream<Arguments> clipped() {
        return Stream.of(
                Arguments.of("mn copain il s'appel Karim il est boulanger", "Karim", "boulanger"),
                Arguments.of("mon frère il s'appel Yanis il est électricien", "Yanis", "électricien"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ofTheMoment")
    void keepsNothingOfTheMomentOrOfAQuestion(String sentence) {
        assertThat(kept(sentence)).as(sentence).isEmpty();
    }

    static Stream<String> ofTheMoment() {
        return Stream.of("I'm so tired these days", "on est à Lyon ce soir", "we're in Rome this weekend",
                "working from home today, the boiler guy is coming",
                "est-ce que c'est dur quand t'es gaucher comme moi ?");
    }

    private List<String> kept(String sentence) {
        FactCount count = counter.count(sentence);
        return Stream.concat(count.facts().stream(), Stream.ofNullable(count.statement())).map(StatedFact::text).toList();
    }
}
