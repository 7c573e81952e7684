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
 * What the shape of a sentence says of someone or of the user, read on the words the language
 * library tags: a relative clause set between commas or dashes says more of who it follows; a word
 * the library reads as a noun or an adjective says which kind of pet or relation is named; the one
 * name of a clause is who "he's my…" says next; statements joined after the user's own go on with
 * the user as their subject; and statements typed one after the other with no comma are each read.
 */
class HearsWhatTheSentenceShapeSaysOfSomeoneTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // details after the first clause: a relative clause in apposition
                heard("my aunt Shirley (who runs a pub in York) is 58",
                        "PERSON \"Shirley — my aunt, 58 years old, runs a pub in York\" [Shirley/aunt]"),
                heard("our neighbour Tom — the one who drives the school bus — is 61",
                        "PERSON \"Tom — our neighbour, 61 years old, drives the school bus\" [Tom/neighbour]"),
                heard("mon oncle Gérard, qui a été pompier pendant 30 ans, vient de prendre sa retraite",
                        "PERSON \"Gérard — mon oncle, vient de prendre sa retraite, a été pompier pendant 30 ans\" [Gérard/uncle]"),
                heard("Ma collègue Inès — celle qui est juriste — part en congé maternité",
                        "PERSON \"Inès — ma collègue, part en congé maternité, juriste\" [Inès/colleague]"),
                // a word before or after the relation that says which kind, as the library tags it
                heard("we've just adopted a rescue whippet called Dash",
                        "PERSON \"Dash — a rescue whippet\" [Dash/dog]"),
                heard("notre chat siamois Pacha a 14 ans",
                        "PERSON \"Pacha — notre chat siamois, 14 ans\" [Pacha/cat]"),
                // the one named in the clause before, then who they are
                heard("Yusuf dropped by this morning, he's my brother-in-law",
                        "PERSON \"Yusuf — my brother-in-law\" [Yusuf/brother-in-law]"),
                heard("Clémence passe ce soir, c'est ma cousine",
                        "PERSON \"Clémence — ma cousine\" [Clémence/cousin]"),
                // statements sharing the user as subject: each is one fact
                heard("I'm originally from Cardiff but settled in Bristol since 2015, working in insurance",
                        "FACT/IDENTITY \"Originally from Cardiff\"", "FACT/IDENTITY \"Settled in Bristol since 2015\"",
                        "FACT/IDENTITY \"Works in insurance\""),
                heard("je suis de Rennes mais installée à Nantes depuis 2018",
                        "FACT/IDENTITY \"De Rennes\"", "FACT/IDENTITY \"Installée à Nantes depuis 2018\""),
                // statements typed one after the other with nothing between them
                heard("my uncle lives in Galway he is 67 his name is Declan",
                        "PERSON \"Declan — my uncle, lives in Galway, 67 years old\" [Declan/uncle]"),
                heard("ma nièce habite à Metz elle s'appelle Zoé",
                        "PERSON \"Zoé — ma nièce, habite à Metz\" [Zoé/niece]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatTheShapeOfTheSentenceSays(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
