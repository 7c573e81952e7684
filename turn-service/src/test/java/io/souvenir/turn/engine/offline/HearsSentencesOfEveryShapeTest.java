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
 * Sentences of the shapes an independent test found the engine losing (issue 11): names listed
 * or coordinated, details after the first clause, titles, chat register, changes, sensitive
 * matters without the obvious word, reminders asked as requests, births, pets. Each keeps what a
 * careful listener keeps, one memory per person or fact.
 */
class HearsSentencesOfEveryShapeTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("mes neveux s'appellent Elio et Sasha",
                        "PERSON \"Elio — parmi mes neveux\" [Elio/nephew]",
                        "PERSON \"Sasha — parmi mes neveux\" [Sasha/nephew]"),
                heard("mes enfants s'appellent Inès, Malo et Tom",
                        "PERSON \"Inès — parmi mes enfants\" [Inès/child]",
                        "PERSON \"Malo — parmi mes enfants\" [Malo/child]",
                        "PERSON \"Tom — parmi mes enfants\" [Tom/child]"),
                heard("j'ai deux enfants : Jade, 9 ans, et Noé, 6 ans",
                        "PERSON \"Jade — parmi mes enfants, 9 ans\" [Jade/child]",
                        "PERSON \"Noé — parmi mes enfants, 6 ans\" [Noé/child]"),
                heard("my cousins, Aya and Ben, live in Leeds",
                        "PERSON \"Aya — one of my cousins, live in Leeds\" [Aya/cousin]",
                        "PERSON \"Ben — one of my cousins, live in Leeds\" [Ben/cousin]"),
                heard("my neighbours (Paolo and Giulia) are from Naples",
                        "PERSON \"Paolo — one of my neighbours, from Naples\" [Paolo/neighbour]",
                        "PERSON \"Giulia — one of my neighbours, from Naples\" [Giulia/neighbour]"),
                heard("ma sœur Clara et mon frère Hugo vivent à Lille",
                        "PERSON \"Clara — ma sœur, vivent à Lille\" [Clara/sister]",
                        "PERSON \"Hugo — mon frère, vivent à Lille\" [Hugo/brother]"),
                heard("Lina, ma cousine, a 29 ans et bosse comme pharmacienne à Tours",
                        "PERSON \"Lina — ma cousine, 29 ans, pharmacienne à Tours\" [Lina/cousin]"),
                heard("ma copine s'appelle Nora, elle est fleuriste",
                        "PERSON \"Nora — ma copine, fleuriste\" [Nora/friend]"),
                heard("my sister Jess is 31 and works as a vet in Bristol",
                        "PERSON \"Jess — my sister, 31 years old, vet in Bristol\" [Jess/sister]"),
                // what a person changed, what they have got: a detail of theirs, not what they just did
                heard("ma cousine Maëlle a quitté Brest pour Lyon",
                        "PERSON \"Maëlle — ma cousine, a quitté Brest pour Lyon\" [Maëlle/cousin]"),
                heard("my uncle Ravi has got diabetes",
                        "PERSON HEALTH \"Ravi — my uncle, has got diabetes\" [Ravi/uncle]"),
                heard("my daughter Ivy has chickenpox",
                        "PERSON \"Ivy — my daughter, has chickenpox\" [Ivy/daughter]"),
                heard("le docteur Roux m'a dit de faire plus de sport",
                        "PERSON \"Docteur Roux\" [Docteur Roux/doctor]"),
                heard("M. Girard est mon prof de piano",
                        "PERSON \"M. Girard — mon prof de piano\" [M. Girard/teacher]"),
                heard("Mrs. Khan is my landlady",
                        "PERSON \"Mrs. Khan — my landlady\" [Mrs. Khan/landlord]"),
                heard("mon médecin, c'est le docteur Roux",
                        "PERSON HEALTH \"Docteur Roux — mon médecin\" [Docteur Roux/doctor]"),
                heard("slt ! ma meuf s'appelle Inès",
                        "PERSON \"Inès — ma meuf\" [Inès/girlfriend]"),
                heard("my hubby doesn't eat pork",
                        "PERSON \"My hubby — doesn't eat pork\" [/husband]"),
                heard("jsuis infirmiere, j'habite a lyon",
                        "FACT/IDENTITY \"Métier : infirmiere\"",
                        "FACT/IDENTITY \"Habite a lyon\""),
                heard("je ne fume plus",
                        "FACT/GENERAL \"Ne fume plus\""),
                heard("I don't have a car anymore",
                        "FACT/GENERAL \"Doesn't have a car anymore\""),
                heard("finalement on part à Lyon",
                        "FACT/IDENTITY \"Finalement on part à Lyon\""),
                heard("ma sœur a été mutée à Bordeaux",
                        "PERSON \"Ma sœur — mutée à Bordeaux\" [/sister]"),
                heard("correction : le code c'est 4821",
                        "FACT/GENERAL \"Code : 4821\""),
                heard("je suis sous curatelle depuis 2021",
                        "FACT/ONGOING LEGAL \"Sous curatelle depuis 2021\""),
                heard("mon ex m'attaque en justice pour la garde des enfants",
                        "FACT/ONGOING LEGAL \"Mon ex m'attaque en justice pour la garde des enfants\" [/ex]"),
                heard("je suis catholique pratiquante",
                        "FACT/IDENTITY IDENTITY \"Catholique pratiquante\""),
                heard("on m'a trouvé un cancer du sein l'an dernier",
                        "FACT/IDENTITY HEALTH \"On m'a trouvé un cancer du sein l'an dernier\""),
                heard("I'm three months behind on my rent",
                        "FACT/ONGOING FINANCE \"Three months behind on my rent\""),
                heard("mets-moi un rappel pour appeler le garagiste demain",
                        "REMINDER \"Appeler le garagiste\" due=2025-06-12T09:00 visible"),
                heard("dans une heure tu me dis de sortir le linge",
                        "REMINDER \"Sortir le linge\" due=2025-06-11T11:00 visible"),
                heard("can you ping me in an hour to take the cake out?",
                        "REMINDER \"Take the cake out\" due=2025-06-11T11:00 visible"),
                heard("tu peux me rappeler demain d'appeler maman ?",
                        "REMINDER \"Appeler maman\" due=2025-06-12T09:00 visible"),
                heard("mon fils est né le 3 mai 2015",
                        "PERSON \"Mon fils — né le 3 mai 2015\" [/son]"),
                heard("our dog Biscuit is 3",
                        "PERSON \"Biscuit — our dog, 3 years old\" [Biscuit/dog]"),
                heard("I have two cats, Salt and Pepper",
                        "PERSON \"Salt — one of my cats\" [Salt/cat]",
                        "PERSON \"Pepper — one of my cats\" [Pepper/cat]"),
                heard("I'm Omar, by the way, and I run a chess club",
                        "FACT/IDENTITY \"Name: Omar\"",
                        "FACT/ONGOING \"Runs a chess club\""),
                // nothing to keep: a hypothetical, reported speech about strangers, questions, comparisons, moods
                heard("si j'avais un chien je l'appellerais Rex"),
                heard("un gars au boulot dit que sa femme est avocate"),
                heard("how old is my daughter again?"),
                heard("je suis plus grand que toi"),
                heard("tell me about your day"),
                heard("je ne sais plus quoi faire"),
                heard("mdr t'es trop drôle"),
                heard("mon fils va bien merci"),
                heard("ma sœur a une idée géniale"),
                heard("je n'ai plus faim"),
                heard("on part à la plage cet aprem"),
                heard("peux-tu me rappeler ce que j'ai dit hier ?"),
                heard("ma voisine fait trop de bruit"),
                heard("my dad goes crazy when it rains"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatACarefulListenerKeeps(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
