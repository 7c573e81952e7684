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
 * What is said of someone is read by the shape of the sentence, wherever it sits: past an aside in
 * brackets or between dashes, in a list where each name has its kin word for a title, or over
 * several short clauses (the name alone, then who they are, then what has no verb of its own). The
 * user's own statement with its subject left out is read as if it were said, a reminder asked by its
 * noun is asked even with a question mark, and a to-do heading's pictograms and aside are left aside;
 * chatter stays chatter.
 */
class HearsSomeoneAcrossAsidesAndClausesTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // an aside between the subject and what is said of them: a remark is left out, who they are is apposed
                heard("mon cousin Malo (le blond, pas l'autre) est kiné à Brest",
                        "PERSON \"Malo — mon cousin, kiné à Brest\" [Malo/cousin]"),
                heard("Biscotte (notre chatte tigrée) est morte lundi",
                        "PERSON \"Biscotte — notre chatte tigrée, morte lundi\" [Biscotte/cat]"),
                heard("ma tante Irène — on se voit peu — vit maintenant à Nice",
                        "PERSON \"Irène — ma tante, vit maintenant à Nice\" [Irène/aunt]"),
                heard("Nadia — c'est la sœur de mon mari — bosse chez Decathlon",
                        "PERSON \"Nadia — la sœur de mon mari, bosse chez Decathlon\" [Nadia/sister]"),
                // a list whose names each carry a kin word as a title, and what is said of them all
                heard("on invite tonton Marcel, tata Josie et mamie Lucette",
                        "PERSON \"Marcel — mon tonton\" [Marcel/uncle]", "PERSON \"Josie — ma tata\" [Josie/aunt]",
                        "PERSON \"Lucette — ma mamie\" [Lucette/grandmother]"),
                heard("Aunt Priya, Uncle Dev and their daughter Mira are all in Leicester",
                        "PERSON \"Priya — aunt, are in Leicester\" [Priya/aunt]", "PERSON \"Dev — uncle, are in Leicester\" [Dev/uncle]",
                        "PERSON \"Mira — their daughter, are in Leicester\" [Mira/]"),
                // the first of a list with who they are, the next someone's; their wedding on a day to come is a plan
                heard("mon frère Hugo et sa copine Lina se marient le 4 octobre",
                        "PERSON \"Hugo — mon frère\" [Hugo/brother]", "PERSON \"Lina — sa copine\" [Lina/]",
                        "EVENT \"Mon frère Hugo et sa copine Lina se marient — samedi 4 octobre 2025\" [Hugo/brother]"
                                + " at=2025-10-04T09:00 visible"),
                // someone over several clauses: named alone, then who they are, then what has no verb of its own
                heard("Gaston. mon voisin du dessous. 79 ans, ancien boulanger",
                        "PERSON \"Gaston — mon voisin du dessous, 79 ans, ancien boulanger\" [Gaston/neighbour]"),
                heard("Tu connais Yanis ? mon filleul ? il est apprenti menuisier à Rennes",
                        "PERSON \"Yanis — mon filleul, apprenti menuisier à Rennes\" [Yanis/child]"),
                heard("had coffee with Priya — she's my old flatmate, works in Leeds now",
                        "PERSON \"Priya — my old flatmate, works in Leeds now\" [Priya/flatmate]"),
                heard("Sam is my landlord. Retired teacher, 66.",
                        "PERSON \"Sam — my landlord, Retired teacher, 66 years old\" [Sam/landlord]"),
                // the user's own statement, its subject left out
                heard("Originaire de Lille, je vis à Lyon depuis 5 ans",
                        "FACT/IDENTITY \"Originaire de Lille\"", "FACT/IDENTITY \"Vit à Lyon depuis 5 ans\""),
                // a reminder asked by its noun, as a question or not, is asked; a heading's pictograms and aside say nothing
                heard("could you set an alert Friday evening about the bins?",
                        "REMINDER \"The bins\" due=2025-06-13T19:00 visible"),
                heard("text me a heads-up before the school play", "REMINDER \"Before the school play\" visible"),
                heard("⚠️ À FAIRE (urgent) : rappeler le syndic", "TASK \"Rappeler le syndic\" visible"),
                heard("is the alarm broken?"),
                // "c" typed for "c'est" before a name; "Pr" before a name is a title
                heard("mon coloc c Bastien, il est infirmier", "PERSON \"Bastien — mon coloc, infirmier\" [Bastien/flatmate]"),
                // a question is still a question, and chatter keeps nothing
                heard("ma femme s'appelle Claire ?"),
                heard("tu connais la suite ?"),
                heard("bonne journée !"),
                heard("Married to the job, as my mum says"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatIsSaidOfThemWhereverItSits(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
