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
 * Sentences whose structure hides what they tell (issue 11): a person put first by a cleft ("c'est
 * X qui…", "it was X who…"), names coordinated before their relation in apposition, a pronoun
 * standing for the thing the clause before opens with ("le colis, je dois le renvoyer"), a name in
 * brackets, a list whose names each carry a detail, what the user is said "comme moi"; a relative
 * clause between commas, dashes or brackets; a word the language library tags as a noun or an
 * adjective that says which kind of pet is named; the one name of a clause that "he's my…" says
 * who is; statements that share the user as subject; statements typed one after the other with no
 * comma. Each is read as its plain form would be.
 */
class ReadsTheStructureOfASentenceTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // a cleft: the person is the subject of what follows "qui"/"who"
                heard("c'est ma tante Odile, la fleuriste de Vannes, qui fera les bouquets",
                        "PERSON \"Odile — ma tante, la fleuriste de Vannes\" [Odile/aunt]"),
                heard("le mercredi c'est Malik, mon voisin du dessous, qui récupère les petits",
                        "PERSON \"Malik — mon voisin du dessous, récupère les petits\" [Malik/neighbour]"),
                heard("it's Priya, my neighbour, who waters the plants when I'm away",
                        "PERSON \"Priya — my neighbour, waters the plants when I'm away\" [Priya/neighbour]"),
                // nobody of the user's put first: said as it was
                heard("c'est Lidl qui paie le mieux"),
                // names coordinated, their relation apposed between commas, then what is said of each
                heard("Ayo and Kemi, my sisters-in-law, both teach in Leeds",
                        "PERSON \"Ayo — one of my sisters-in-law, teach in Leeds\" [Ayo/sister-in-law]",
                        "PERSON \"Kemi — one of my sisters-in-law, teach in Leeds\" [Kemi/sister-in-law]"),
                heard("Bastien et Loïc, mes beaux-frères, tiennent un garage à Niort",
                        "PERSON \"Bastien — parmi mes beaux-frères, tiennent un garage à Niort\" [Bastien/brother-in-law]",
                        "PERSON \"Loïc — parmi mes beaux-frères, tiennent un garage à Niort\" [Loïc/brother-in-law]"),
                // named after a clause that kept nothing, with details apposed to the name
                heard("ma collègue du labo, tu vois qui, bref elle s'appelle Maëva, 27 ans, prof de dessin",
                        "PERSON \"Maëva — ma collègue du labo, 27 ans, prof de dessin\" [Maëva/colleague]"),
                heard("ma pote du foot, elle s'appelle Jade",
                        "PERSON \"Jade — ma pote du foot\" [Jade/friend]"),
                // the name in brackets after the relation
                heard("ma belle-mère (Josiane) vit à Brest",
                        "PERSON \"Josiane — ma belle-mère, vit à Brest\" [Josiane/mother-in-law]"),
                heard("my flatmate (Tariq) is a nurse",
                        "PERSON \"Tariq — my flatmate, nurse\" [Tariq/flatmate]"),
                // chat words for one's family and household
                heard("my nan's 91 and still drives",
                        "PERSON \"My nan — 91 years old, drives\" [/grandmother]"),
                heard("ma belle-doche est infirmière à Laval",
                        "PERSON \"Ma belle-doche — infirmière à Laval\" [/mother-in-law]"),
                // a list of names, each with what is said of it, who one of them is, a word that hedges
                heard("à la chorale y a Lucien au piano, Maud à la direction et Hervé qui fait les basses",
                        "PERSON \"Lucien — au piano\" [Lucien/]",
                        "PERSON \"Maud — à la direction\" [Maud/]",
                        "PERSON \"Hervé — qui fait les basses\" [Hervé/]"),
                heard("the groomsmen will be Tariq, Sean, my cousin Liam and probably Dev",
                        "PERSON \"Liam — my cousin\" [Liam/cousin]",
                        "PERSON \"Tariq\" [Tariq/]",
                        "PERSON \"Sean\" [Sean/]",
                        "PERSON \"Dev\" [Dev/]"),
                heard("Nina, Paulo et Sacha, ça c'est mes filleuls",
                        "PERSON \"Nina — parmi mes filleuls\" [Nina/child]",
                        "PERSON \"Paulo — parmi mes filleuls\" [Paulo/child]",
                        "PERSON \"Sacha — parmi mes filleuls\" [Sacha/child]"),
                // a list of people is not a name chosen for one
                heard("les témoins ce sera Inès, Farid et ma sœur Léa",
                        "PERSON \"Léa — ma sœur\" [Léa/sister]",
                        "PERSON \"Inès\" [Inès/]",
                        "PERSON \"Farid\" [Farid/]"),
                // who someone of the user's is, said in a clause of its own after another statement
                heard("enfin un appart à nous, la nouvelle proprio c'est Mme Lacroix",
                        "PERSON \"Mme Lacroix — la nouvelle proprio\" [Mme Lacroix/landlord]"),
                // what the user is said through the kind of person they are, or through "comme moi"
                heard("I'm that kind of mum who bakes everything from scratch",
                        "FACT/PREFERENCE \"Bakes everything from scratch\""),
                heard("les claviers c'est galère quand t'es gaucher comme moi",
                        "FACT/IDENTITY \"Gaucher\""),
                // someone, then their name: "a woman called…", "le copain de ma fille c'est…"
                heard("my new manager is a guy called Tom",
                        "PERSON \"Tom — my new manager\" [Tom/boss]"),
                heard("mon chef c'est une femme qui s'appelle Nadège",
                        "PERSON \"Nadège — mon chef\" [Nadège/boss]"),
                heard("le copain de ma fille c'est Yanis",
                        "PERSON \"Yanis — le copain de ma fille\" [Yanis/friend]"),
                // "être du" and a full date: a birth date
                heard("mon beau-père, Alain, est du 2 février 1958",
                        "PERSON \"Alain — mon beau-père, né(e) le 2 février 1958\" [Alain/father-in-law]"),
                heard("je suis du 12 mai 1985",
                        "FACT/IDENTITY \"Né le 12 mai 1985\""),
                // a word that only points at what follows keeps nothing of its own
                heard("retiens bien ça : le code du local vélo c'est 7731",
                        "FACT/GENERAL \"Code du local vélo : 7731\""),
                heard("remember this, my locker is number 48",
                        "FACT/GENERAL \"Locker: number 48\""),
                // why a note is taken is not what it says
                heard("quick note so I don't forget: the spare key is under the blue pot",
                        "MEMO \"The spare key is under the blue pot\" visible"),
                heard("petite note pour pas l'oublier : idée cadeau pour Inès = un atelier poterie",
                        "MEMO \"Idée cadeau pour Inès = un atelier poterie\" visible"),
                // an age said with "now", "and" written "n"
                heard("my son's 9 now n obsessed w trains",
                        "PERSON \"My son — 9 years old, obsessed with trains\" [/son]"),
                // a partner named after the bond is a person, not a fact about the user that hides them
                heard("jsuis en couple depuis 4 ans avec Bilal",
                        "PERSON \"Bilal — en couple depuis 4 ans\" [Bilal/partner]"),
                heard("je suis en couple avec Margaux depuis 2019, on est pacsés depuis l'été dernier",
                        "PERSON \"Margaux — en couple depuis 2019, pacsés depuis l'été dernier\" [Margaux/partner]"),
                heard("I've been dating Ollie since March",
                        "PERSON \"Ollie — together since March\" [Ollie/partner]"),
                // married or engaged to someone named: the partner, with what a relative clause right after the name says of them
                heard("je suis mariée à Kamel qui est boulanger à Sète",
                        "PERSON \"Kamel — conjoint(e), boulanger à Sète\" [Kamel/partner]"),
                heard("I'm engaged to Priya who works for the NHS",
                        "PERSON \"Priya — fiancé(e), works for the NHS\" [Priya/partner]"),
                // a bond to something that is not named is no partner
                heard("married to the job, as my mum says"),
                // an employer one has "been with" is no partner
                heard("I've been with Barclays since 2010",
                        "FACT/IDENTITY \"Has been with Barclays since 2010\""),
                // how long one worked somewhere is not how old one is
                heard("my grandad Ted worked 30 years at the mill",
                        "PERSON \"Ted — my grandad, worked 30 years at the mill\" [Ted/grandfather]"),
                // a past that lasted says who someone is; a past act alone does not
                heard("ma tante a bossé 35 ans à la mairie",
                        "PERSON \"Ma tante — a bossé 35 ans à la mairie\" [/aunt]"),
                heard("mon voisin a acheté une voiture"),
                // a pronoun object stands for the thing the clause before opens with, when it can
                heard("les billets du concert, faut que je les imprime",
                        "TASK \"Imprimer les billets du concert\" visible"),
                heard("la voiture, faut que je la fasse réviser",
                        "TASK \"Faire réviser la voiture\" visible"),
                heard("ma carte vitale est périmée, je dois la renouveler",
                        "TASK \"Renouveler ma carte vitale\" visible"),
                heard("my passport runs out in May, I need to renew it",
                        "TASK \"Renew my passport\" visible"),
                heard("the library books, I have to take them back",
                        "TASK \"Take the library books back\" visible"),
                // "le" cannot stand for a feminine thing: the pronoun stays
                heard("ma lettre de motivation est prête, faut que je le dise à Paul",
                        "TASK \"Le dire à Paul\" visible"),
                // details after the first clause: a relative clause in apposition
                heard("my aunt Shirley (who runs a pub in York) is 58",
                        "PERSON \"Shirley — my aunt, runs a pub in York, 58 years old\" [Shirley/aunt]"),
                heard("our neighbour Tom — the one who drives the school bus — is 61",
                        "PERSON \"Tom — our neighbour, drives the school bus, 61 years old\" [Tom/neighbour]"),
                heard("mon oncle Gérard, qui a été pompier pendant 30 ans, vient de prendre sa retraite",
                        "PERSON \"Gérard — mon oncle, a été pompier pendant 30 ans, vient de prendre sa retraite\" [Gérard/uncle]"),
                heard("Ma collègue Inès — celle qui est juriste — part en congé maternité",
                        "PERSON \"Inès — ma collègue, juriste, part en congé maternité\" [Inès/colleague]"),
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
    void keepsWhatThePlainFormOfTheSentenceSays(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
