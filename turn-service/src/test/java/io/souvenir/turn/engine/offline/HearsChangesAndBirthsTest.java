package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.heard;
import static io.souvenir.turn.engine.offline.Heard.kept;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What changed for good is a fact, even when a date says when it changed: a move from one town to
 * another, a new employer, a post elsewhere. A birth is the date of someone, not an event, when
 * the clause names them first; the user's own birth is a fact about them.
 */
class HearsChangesAndBirthsTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // a move, from where to where, dated in the past
                heard("we moved from Lyon to Bordeaux in May", "FACT/IDENTITY \"We moved from Lyon to Bordeaux in May\""),
                // a new employer, named
                heard("j'ai rejoint Decathlon la semaine dernière", "FACT/IDENTITY \"A rejoint Decathlon la semaine dernière\""),
                heard("I joined Deliveroo last month", "FACT/IDENTITY \"Joined Deliveroo last month\""),
                heard("je commence chez Michelin lundi", "FACT/IDENTITY \"Commence chez Michelin lundi\""),
                // joining someone for something is an outing
                heard("I joined Tom for a drink yesterday",
                        "EVENT \"Joined Tom for a drink — Tuesday, June 10, 2025\" at=2025-06-10T12:00"),
                // a post elsewhere
                heard("j'ai été mutée à l'hôpital de Brest", "FACT/IDENTITY \"A été mutée à l'hôpital de Brest\""),
                heard("I got transferred to the Manchester office", "FACT/IDENTITY \"Got transferred to the Manchester office\""),
                heard("j'ai été mutée au service compta"),
                // working for oneself now
                heard("I'm freelancing as a photographer now", "FACT/IDENTITY \"Freelancing as a photographer now\""),
                heard("je suis à mon compte depuis janvier", "FACT/IDENTITY \"À mon compte depuis janvier\""),
                // a birth: the person's date, named or called by what they are to the user
                heard("Noé est né le 02/02/2020", "PERSON \"Noé — né le 02/02/2020\" [Noé/]"),
                heard("Grandpa was born in 1939 in Lagos", "PERSON \"Grandpa — born in 1939 in Lagos\" [/grandfather]"),
                heard("I was born 14/07/1985", "FACT/IDENTITY \"Was born 14/07/1985\""),
                // nobody named: nothing to date
                heard("Elle est née en 1990"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatACarefulListenerKeeps(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
