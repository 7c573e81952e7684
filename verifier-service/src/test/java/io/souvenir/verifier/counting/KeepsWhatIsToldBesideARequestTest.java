package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the user tells of themselves or of someone of theirs is kept even when the same sentence asks
 * the assistant something ("…, so no meat please if you're planning meals", "don't forget X is Y, for
 * when I ask you…"): the telling, without the request.
 */
class KeepsWhatIsToldBesideARequestTest {

    private final OfflineFactCounter counter = new OfflineFactCounter();

    static Stream<Arguments> sentences() {
        return Stream.of(
                Arguments.of("we're vegetarian so no meat please if you're planning our meals", "vegetarian", "meals"),
                Arguments.of("we keep kosher so no shellfish please if you're suggesting restaurants", "kosher", "restaurants"),
                Arguments.of("on est juifs pratiquants donc pas de porc stp si tu me proposes des menus", "juifs pratiquants",
                        "menus"),
                Arguments.of("don't forget Priya is allergic to nuts, for when I ask you for cake recipes", "allergic to nuts",
                        "recipes"),
                Arguments.of("n'oublie pas que Lucie ne mange jamais de viande quand tu me proposes des recettes",
                        "ne mange jamais de viande", "quand"),
                Arguments.of("never forget Oscar hates mushrooms, for when you plan the menus", "hates mushrooms", "menus"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsTheTellingAndNotTheRequest(String sentence, String told, String asked) {
        FactCount count = counter.count(sentence);
        List<String> kept = Stream.concat(count.facts().stream(), Stream.ofNullable(count.statement()))
                .map(StatedFact::text).toList();
        assertThat(kept).as(sentence).anySatisfy(text -> assertThat(text).contains(told))
                .noneSatisfy(text -> assertThat(text).contains(asked));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("namedAfterTheRequest")
    void someoneNamedRightAfterTheRequestIsThatPerson(String sentence, String name, String detail) {
        FactCount count = counter.count(sentence);
        assertThat(Stream.concat(count.facts().stream(), Stream.ofNullable(count.statement())).toList()).as(sentence)
                .anySatisfy(fact -> {
                    assertThat(fact.kind()).isEqualTo(MemoryKind.PERSON);
                    assertThat(fact.person().name()).isEqualTo(name);
                    assertThat(fact.text()).contains(detail);
                });
    }

    static Stream<Arguments> namedAfterTheRequest() {
        return Stream.of(
                Arguments.of("don't forget Wanjiru is lactose intolerant, for when I ask you for pudding ideas", "Wanjiru",
                        "lactose intolerant"),
                Arguments.of("never forget Tobiah hates coriander, for when you plan the picnic", "Tobiah", "coriander"));
    }
}
