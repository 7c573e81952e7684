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
 * A value one looks up, whatever the user calls it (a locker, a fob, a loyalty card, a badge): a
 * code-shaped value after a name for it is kept under that name, a second value in the same clause
 * is kept too, and a quantity, a bus line or a price is no such value. French and English.
 */
class KeepsValuesOneLooksUpTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // any name for the thing, with a copula, a contracted "'s", a colon or nothing at all
                heard("my locker at the pool is 342",
                        "FACT/GENERAL \"Locker at the pool: 342\""),
                heard("the garage fob's A7-993",
                        "FACT/GENERAL \"Garage fob: A7-993\""),
                heard("order ref: QX88412 for the sofa",
                        "FACT/GENERAL \"Order ref: QX88412\""),
                heard("mon casier à la piscine c'est le 342",
                        "FACT/GENERAL \"Casier à la piscine : 342\""),
                heard("badge de la résidence : R-2207",
                        "FACT/GENERAL \"Badge de la résidence : R-2207\""),
                heard("carte de fidélité Leclerc 29817733 au cas où",
                        "FACT/GENERAL \"Carte de fidélité Leclerc : 29817733\""),
                // where the value is, said right after it, is part of it
                heard("le box de la cave c'est le C-12 au sous-sol",
                        "FACT/GENERAL \"Box de la cave : C-12 au sous-sol\""),
                // the full stop of "no." ends no sentence before the number
                heard("Costco membership no. is 11184820",
                        "FACT/GENERAL \"Costco membership no: 11184820\""),
                // two values: more of the same thing, or each with its own copula
                heard("mon vestiaire c 117, cadenas 3380",
                        "FACT/GENERAL \"Vestiaire : 117, cadenas 3380\""),
                heard("bike shed padlock is 905 and the loft key safe is 6612",
                        "FACT/GENERAL \"Bike shed padlock: 905\"",
                        "FACT/GENERAL \"Loft key safe: 6612\""),
                // after another statement, a value under its own name starts a statement of its own
                heard("we moved to Leeds in May, the new gate code is 4471",
                        "FACT/IDENTITY \"We moved to Leeds in May\"",
                        "FACT/GENERAL \"New gate code: 4471\""),
                heard("on a changé de banque, le nouveau code client c'est AB-5512",
                        "FACT/GENERAL \"Nouveau code client : AB-5512\""),
                // a distance, a bus taken, a price paid: nothing to look up
                heard("the drive to my parents is 300 km"),
                heard("took the bus 123 home"),
                heard("on a payé 1500 euros pour le canapé"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsTheValueUnderItsName(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
