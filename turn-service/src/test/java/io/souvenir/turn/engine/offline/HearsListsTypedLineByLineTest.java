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
 * A list typed one item a line ("- …") is one enumeration of what its heading names: persons listed
 * under a relation are each a person; things to do (a to-do heading, a heading with a verb still to
 * do, or items that each open on a verb with no heading) are each a task, and so are things to do
 * listed on one line after a to-do heading. A list of things that are not to be done keeps no task.
 */
class HearsListsTypedLineByLineTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("- call the plumber\n- renew the car insurance",
                        "TASK \"Call the plumber\" visible", "TASK \"Renew the car insurance\" visible"),
                heard("à préparer pour la rentrée :\n- acheter les cahiers\n- couvrir les livres\n- trouver une nounou",
                        "TASK \"Acheter les cahiers\" visible", "TASK \"Couvrir les livres\" visible",
                        "TASK \"Trouver une nounou\" visible"),
                heard("things to do before the move:\n- cancel the gym\n• the spare keys for Priya",
                        "TASK \"Cancel the gym\" visible", "TASK \"The spare keys for Priya\" visible"),
                heard("à faire : laver la voiture, rappeler le plombier",
                        "TASK \"Laver la voiture\" visible", "TASK \"Rappeler le plombier\" visible"),
                heard("to do: buy stamps and pay the window cleaner",
                        "TASK \"Buy stamps\" visible", "TASK \"Pay the window cleaner\" visible"),
                // a to-do heading that says when: the task, due then
                heard("to do tomorrow: call the bank about the loan",
                        "TASK FINANCE \"Call the bank about the loan\" due=2025-06-12T09:00 visible"),
                heard("à faire avant vendredi : renouveler la carte grise",
                        "TASK \"Renouveler la carte grise\" due=2025-06-13T09:00 visible"),
                heard("À faire cette semaine : inscrire Tom au judo", "TASK \"Inscrire Tom au judo\" visible"),
                heard("mes petits-enfants :\n- Jade, 10 ans\n- Elio, 7 ans",
                        "PERSON \"Jade — parmi mes petits-enfants, 10 ans\" [Jade/grandchild]",
                        "PERSON \"Elio — parmi mes petits-enfants, 7 ans\" [Elio/grandchild]"),
                heard("our grandchildren:\n- Freya, 9\n- Oscar, 5",
                        "PERSON \"Freya — one of my grandchildren, 9 years old\" [Freya/grandchild]",
                        "PERSON \"Oscar — one of my grandchildren, 5 years old\" [Oscar/grandchild]"),
                // what is listed without a verb to do is no task: a shopping list, wishes
                heard("courses pour ce soir :\n- du pain\n- des tomates"),
                heard("mes envies pour l'été :\n- voyager\n- lire"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void readsEachItemOfTheList(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
