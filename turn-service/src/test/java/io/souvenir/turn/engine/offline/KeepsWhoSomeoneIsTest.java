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
 * Who someone is, however it is said (issue 11): a title opens a name and never cuts one, a
 * surname goes on after its particle, a titled person keeps who they are in apposition, a person
 * met twice in a sentence keeps everything said of them, a partner the user parted from keeps the change, what
 * someone used to be or still does is theirs, a date of birth is a fact about its
 * person, never an event, and a correction keeps the value it gives. French and English for each class.
 */
class KeepsWhoSomeoneIsTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // a title only opens a name: after a first name "me" and "prof" are words again
                heard("mon pote Kader me doit 200 balles",
                        "PERSON \"Kader — mon pote, me doit 200 balles\" [Kader/friend]"),
                heard("my mate Tom prof at the uni lives in York",
                        "PERSON \"Tom — my mate, prof at the uni lives in York\" [Tom/friend]"),
                // the particle of a surname
                heard("mon proprio, M. Da Silva, passe relever le compteur",
                        "PERSON \"M. Da Silva — mon proprio, passe relever le compteur\" [M. Da Silva/landlord]"),
                heard("ma voisine Mme de Villiers a 84 ans",
                        "PERSON \"Mme de Villiers — ma voisine, 84 ans\" [Mme de Villiers/neighbour]"),
                heard("our GP is Dr. Van Dijk",
                        "PERSON \"Dr. Van Dijk — our GP\" [Dr. Van Dijk/doctor]"),
                // who a titled person is, in apposition before or after the name, in brackets, or where from
                heard("I see Dr. Feld, my therapist, every other Tuesday",
                        "PERSON HEALTH \"Dr. Feld — my therapist\" [Dr. Feld/doctor]",
                        "FACT/PREFERENCE HEALTH \"Sees Dr. Feld, my therapist, every other Tuesday\""),
                heard("j'ai rdv avec le Dr Hamidi (dermato) le 24 juin à 9h30",
                        "PERSON \"Dr Hamidi — dermato\" [Dr Hamidi/doctor]",
                        "EVENT \"Rdv avec le Dr Hamidi (dermato) — mardi 24 juin 2025 à 9h30\" [Dr Hamidi/] at=2025-06-24T09:30 visible"),
                heard("la juge des enfants, Mme Carpentier, nous reçoit le 3 juillet à 14h",
                        "PERSON LEGAL \"Mme Carpentier — la juge des enfants\" [Mme Carpentier/]"),
                heard("Mr. Hallworth from the bank says my mortgage is approved",
                        "PERSON FINANCE \"Mr. Hallworth — from the bank\" [Mr. Hallworth/]",
                        "FACT/GENERAL FINANCE \"Mr. Hallworth from the bank says my mortgage: approved\""),
                // met twice, read short by one rule: the longer reading of each detail stays
                heard("Mme Girard, la maîtresse de ma fille, part à la retraite",
                        "PERSON \"Mme Girard — la maîtresse de ma fille, part à la retraite\" [Mme Girard/teacher]"),
                heard("j'ai une fille qui s'appelle Léa et qui a 7 ans",
                        "PERSON \"Léa — ma fille, 7 ans\" [Léa/daughter]"),
                // a date of birth: the person's, whole, the year after its comma included
                heard("my wife was born on March 3rd, 1988",
                        "PERSON \"My wife — born on March 3rd, 1988\" [/wife]"),
                heard("DOB for my son Elias: 14 Feb 2016",
                        "PERSON \"Elias — my son, born 14 Feb 2016\" [Elias/son]"),
                heard("la naissance de mon neveu Ilyès c'était le 30 janvier 2021",
                        "PERSON \"Ilyès — mon neveu, naissance : 30 janvier 2021\" [Ilyès/nephew]"),
                heard("ma date de naissance c'est le 17/03/1985",
                        "FACT/IDENTITY \"Date de naissance : le 17/03/1985\""),
                // a correction keeps the value it gives, not the one it denies
                heard("correction : le code c'est 4821, pas 4820",
                        "FACT/GENERAL \"Code : 4821\""),
                heard("actually the party is on the 21st, not the 14th",
                        "EVENT \"The party — Saturday, June 21, 2025\" at=2025-06-21T09:00 visible"),
                // chat register: "jme", "jreste", a j glued to its verb
                heard("jme lève à 6h tous les jours",
                        "FACT/PREFERENCE \"Se lève à 6h tous les jours\""),
                // a partner the user parted from: the change is on their card, the name in the clause or the one before
                heard("on s'est séparés avec Quentin, c'est fini depuis 2 semaines",
                        "PERSON \"Quentin — on s'est séparés, fini depuis 2 semaines\" [Quentin/ex]"),
                heard("not seeing Marcus anymore, we broke up in May",
                        "PERSON \"Marcus — not seeing anymore, we broke up in May\" [Marcus/ex]"),
                // what someone did once, or still does as a habit, is said of them
                heard("my stepdad Carl is 63, he used to be a welder and now he restores old motorbikes",
                        "PERSON \"Carl — my stepdad, 63 years old, used to be a welder, restores old motorbikes\" [Carl/father]"),
                heard("ma grand-mère a 95 ans et elle fait encore son jardin",
                        "PERSON \"Ma grand-mère — 95 ans, fait encore son jardin\" [/grandmother]"),
                // a birthday is its person's, named or by relation, and a month's day is no age
                heard("l'anniv de Maud c'est le 14",
                        "PERSON \"Maud — anniversaire : le 14\" [Maud/]"),
                heard("my mum's birthday is on March 3",
                        "PERSON \"My mum — birthday March 3\" [/mother]"),
                // a qualifier between the relation and the name; an age said with when it comes; a change of status
                heard("ma cousine germaine Apolline, 33 ans, sage-femme à Poitiers",
                        "PERSON \"Apolline — ma cousine germaine, 33 ans, sage-femme à Poitiers\" [Apolline/cousin]"),
                // her job is no health matter of anyone's
                heard("Priyanka, my best mate from uni, is a dentist in Leicester and she just got engaged",
                        "PERSON \"Priyanka — my best mate, from uni, dentist in Leicester, engaged\" [Priyanka/best friend]"),
                // "at 4" is a time, not an age
                heard("my son's headteacher wants to see us Thursday at 4",
                        "EVENT \"My son's headteacher wants to see us — Thursday, June 12, 2025 at 16:00\" [/son] at=2025-06-12T16:00 visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhoSomeoneIs(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
