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
 * Someone named with something around the name (issue 11): a picture after the last word, the words
 * that say which kind of pet was taken in, an adjective after the relation or a relative clause
 * before the name is given, names listed after "avec"/"with" in what the user does; and the signs
 * that end nothing (a hyphen between spaces is a dash, a "!" inside a password).
 */
class HearsWhoPastWhatSurroundsTheirNameTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // a picture after the name ends nothing the grammar reads
                heard("on a recueilli une chatte, elle s'appelle Noisette 🐱",
                        "PERSON \"Noisette — ma chatte\" [Noisette/cat]"),
                heard("we got a puppy, his name is Rocket 🐶",
                        "PERSON \"Rocket — my puppy\" [Rocket/dog]"),
                // "a stray dog": the words between the article and the relation say which kind, the name is for it
                heard("we took in a stray dog, his name is Biscuit",
                        "PERSON \"Biscuit — my dog\" [Biscuit/dog]"),
                // "mon voisin polonais c'est Piotr": the adjective is part of who they are, the copula gives the name
                heard("Mon voisin polonais c'est Piotr",
                        "PERSON \"Piotr — mon voisin polonais\" [Piotr/neighbour]"),
                // "the … we use on Fridays is Maya": a relative clause says which one, then the name
                heard("the babysitter we use on Fridays is Maya",
                        "PERSON \"Maya — the babysitter we use on Fridays\" [Maya/babysitter]"),
                heard("la coiffeuse chez qui je vais c'est Samia",
                        "PERSON \"Samia — la coiffeuse chez qui je vais\" [Samia/hairdresser]"),
                // names coordinated after "avec"/"with" in what the user does: the people of their days
                heard("je bosse avec Ilona et Mathis",
                        "PERSON \"Ilona\" [Ilona/]", "PERSON \"Mathis\" [Mathis/]"),
                heard("I share an office with Kemi and Rob",
                        "PERSON \"Kemi\" [Kemi/]", "PERSON \"Rob\" [Rob/]"),
                // being with a company, or one name alone, is not that; nor what one makes something with
                heard("I'm with Kemi and Rob"),
                heard("at work I code with Python and Rust"),
                heard("je développe surtout avec Symfony et Vue", "FACT/IDENTITY \"Développe surtout avec Symfony et Vue\""),
                // someone of someone the user knows, then their name
                heard("I met Karim's girlfriend, her name is Selma",
                        "PERSON \"Selma — Karim's girlfriend\" [Selma/girlfriend]"),
                heard("j'ai enfin rencontré la femme de Karim, elle s'appelle Selma",
                        "PERSON \"Selma — la femme de Karim\" [Selma/wife]"),
                // where the relation comes from, after it
                heard("Tara is my partner's sister from Galway",
                        "PERSON \"Tara — my partner's sister from Galway\" [Tara/sister]"),
                // the words for the people of one's life as they are said for short or in a region
                heard("my mam lives in Swansea, she's 68",
                        "PERSON \"My mam — lives in Swansea, 68 years old\" [/mother]"),
                heard("mon rhumato c'est le Dr Vasseur",
                        "PERSON \"Dr Vasseur — mon rhumato\" [Dr Vasseur/doctor]"),
                // a hyphen between spaces is a dash: what follows is a statement of its own
                heard("quick bit of context - I'm a nurse, based in Cork",
                        "FACT/IDENTITY \"Job: nurse\"", "FACT/IDENTITY \"Based in Cork\""),
                // someone recalled as a question, then what is said of them with a pronoun
                heard("my uncle Ravi? he's a pilot in Dubai",
                        "PERSON \"Ravi — my uncle, pilot in Dubai\" [Ravi/uncle]"),
                heard("ma voisine Odile ? elle a 80 ans",
                        "PERSON \"Odile — ma voisine, 80 ans\" [Odile/neighbour]"),
                // a "!" inside a value is part of it, not the end of a sentence
                heard("le code du portail : Lune!47", "FACT/GENERAL \"Code du portail : Lune!47\""),
                heard("wifi password: Bamboo!77", "FACT/GENERAL \"Wifi password: Bamboo!77\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhoTheyAre(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
