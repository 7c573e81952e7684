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
 * A name and the words that say who that person is to the user make one card wherever the
 * sentence sets them side by side: an apposition after an aside or a question, brackets, a copula
 * followed by more, a name set off after the relation, or the relation set off after the clause
 * that named them; names listed after several of a kind, each one of them.
 */
class HearsWhoSomeoneIsBesideTheirNameTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // an aside between the name and who she is
                heard("j'ai croisé Juliette au marché, tu sais ma voisine, elle a 52 ans",
                        "PERSON \"Juliette — ma voisine, 52 ans\" [Juliette/neighbour]"),
                // a question between
                heard("Je t'ai déjà parlé de Rémi ? mon prof de guitare, 45 ans",
                        "PERSON \"Rémi — mon prof de guitare, 45 ans\" [Rémi/teacher]"),
                // a copula, and more said after it
                heard("Ingrid is my stepdaughter, twelve years old and mad about football",
                        "PERSON \"Ingrid — my stepdaughter, 12 years old\" [Ingrid/daughter]"),
                // brackets after the name
                heard("had dinner with Priyanka (my colleague, she's from Pune)",
                        "PERSON \"Priyanka — my colleague, from Pune\" [Priyanka/colleague]"),
                // the name set off after who they are
                heard("on a une nouvelle stagiaire au bureau, Maëlle, 22 ans, en master de droit",
                        "PERSON \"Maëlle — une nouvelle stagiaire au bureau, 22 ans\" [Maëlle/student]"),
                heard("la tortue (Ernestine) a 40 ans",
                        "PERSON \"Ernestine — la tortue, 40 ans\" [Ernestine/tortoise]"),
                // who they are set off after the clause that named them, and them alone
                heard("Anouk a appelé ce matin, ma marraine, elle déménage à Brest",
                        "EVENT \"Anouk a appelé — mercredi 11 juin 2025\" at=2025-06-11T09:00",
                        "PERSON \"Anouk — ma marraine, déménage à Brest\" [Anouk/godmother]"),
                heard("bumped into Callum at the gym, my old flatmate, he's a nurse now",
                        "PERSON \"Callum — my old flatmate, nurse now\" [Callum/flatmate]"),
                // names set after several of a kind: the word for one of them in the plural, a word that says which kind
                heard("on a trois labradors, Rio, Uno et Caja",
                        "PERSON \"Rio — parmi mes labradors\" [Rio/dog]",
                        "PERSON \"Uno — parmi mes labradors\" [Uno/dog]",
                        "PERSON \"Caja — parmi mes labradors\" [Caja/dog]"),
                heard("I've got two rescue beagles, Pip and Moss",
                        "PERSON \"Pip — one of my rescue beagles\" [Pip/dog]",
                        "PERSON \"Moss — one of my rescue beagles\" [Moss/dog]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void hearsWhoSomeoneIsBesideTheirName(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
