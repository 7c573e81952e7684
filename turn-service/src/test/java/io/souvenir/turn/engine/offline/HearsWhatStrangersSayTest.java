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
 * Classes of sentences that strangers' corpora (written without reading the engine) found lost,
 * each said here in words of its own: what is said of a group goes on each of them, a name given
 * after the details still names the person, a plan with named friends is kept beside them, a call
 * asked at a time takes its reason from the next clause, what the user apposes to their name is
 * kept fact by fact.
 */
class HearsWhatStrangersSayTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // "they"/"ils"/"elles" right after a group: said of each of them
                heard("my grandparents are Walter and Edna, they run a bakery in Dundee",
                        "PERSON \"Walter — one of my grandparents, run a bakery in Dundee\" [Walter/grandparent]",
                        "PERSON \"Edna — one of my grandparents, run a bakery in Dundee\" [Edna/grandparent]"),
                heard("j'ai deux nièces, Lou et Ambre, elles ont 6 ans",
                        "PERSON \"Lou — parmi mes nièces, 6 ans\" [Lou/niece]",
                        "PERSON \"Ambre — parmi mes nièces, 6 ans\" [Ambre/niece]"),
                // the name after what is said of them
                heard("ma tante vit à Brest, elle s'appelle Josiane et elle a 58 ans",
                        "PERSON \"Josiane — ma tante, vit à Brest, 58 ans\" [Josiane/aunt]"),
                // "'s" after a name is the verb
                heard("my brother Sam's a plumber", "PERSON \"Sam — my brother, plumber\" [Sam/brother]"),
                heard("my boss Ingrid is super picky about fonts",
                        "PERSON \"Ingrid — my boss, super picky about fonts\" [Ingrid/boss]"),
                heard("mon fils veut être pompier", "PERSON \"Mon fils — veut être pompier\" [/son]"),
                // what they are, said around their age; a pastime said with a bare noun; a job they became
                heard("our cat Mochi is a 2 yo British shorthair",
                        "PERSON \"Mochi — our cat, 2 years old, a British shorthair\" [Mochi/cat]"),
                heard("my aunt is retired in Spain and does pottery",
                        "PERSON \"My aunt — retired in Spain, does pottery\" [/aunt]"),
                heard("mon cousin est devenu kiné à Annecy", "PERSON \"Mon cousin — kiné à Annecy\" [/cousin]"),
                // "qu'elle" goes on as "elle" does; an age said inside what someone does
                heard("retiens que mon frère s'appelle Yanis et qu'il est daltonien",
                        "PERSON HEALTH \"Yanis — mon frère, daltonien\" [Yanis/brother]"),
                heard("ma mère elle fait encore du vélo à 75 ans",
                        "PERSON \"Ma mère — 75 ans, fait encore du vélo\" [/mother]"),
                // the partner named first, with the user: a change said of the partner
                heard("Sam and I split up", "PERSON \"Sam — Sam and I split up\" [Sam/ex]"),
                heard("Inès et moi on s'est séparés", "PERSON \"Inès — Inès et moi on s'est séparés\" [Inès/ex]"),
                // a person's job is not the user's health; a retired plumber is still said retired
                heard("my flatmate Chloé is a nurse in Leeds", "PERSON \"Chloé — my flatmate, nurse in Leeds\" [Chloé/flatmate]"),
                heard("my neighbour Tom is a retired plumber", "PERSON \"Tom — my neighbour, retired plumber\" [Tom/neighbour]"),
                heard("ma sœur est divorcée", "PERSON \"Ma sœur — divorcée\" [/sister]"),
                // a plan with named persons: the persons, and the plan
                heard("dimanche on fait un pique-nique avec mes cousins Théo et Lucie",
                        "PERSON \"Théo — parmi mes cousins\" [Théo/cousin]",
                        "PERSON \"Lucie — parmi mes cousins\" [Lucie/cousin]",
                        "EVENT \"Faire un pique-nique avec mes cousins Théo et Lucie — dimanche 15 juin 2025\""
                                + " [Théo/cousins] at=2025-06-15T09:00 visible"),
                // a birthday is the person's date, not a plan
                heard("l'anniversaire de ma mère c'est le 8 août",
                        "PERSON \"Ma mère — anniversaire : le 8 août\" [/mother]"),
                // a call at a time, its reason in the next clause; a wake-up call
                heard("fais-moi signe à 18h, faut que je sorte le chien",
                        "REMINDER \"Sortir le chien\" due=2025-06-11T18:00 visible"),
                heard("mets-moi une alarme pour 7h, faut que j'appelle le garage",
                        "REMINDER \"Appeler le garage\" due=2025-06-12T07:00 visible"),
                heard("réveille-moi à 6h", "REMINDER \"Réveil\" due=2025-06-12T06:00 visible"),
                heard("wake me up at 6:30", "REMINDER \"Wake-up call\" due=2025-06-12T06:30 visible"),
                // the user's name, then what they appose to it; a job and the town it is done in
                heard("I'm Priya, 34, a software engineer in Leeds",
                        "FACT/IDENTITY \"Name: Priya\"", "FACT/IDENTITY \"Age: 34\"",
                        "FACT/IDENTITY \"Job: software engineer\"", "FACT/IDENTITY \"Works in Leeds\""),
                heard("moi c'est Hugo, 27 ans, boulanger à Tours",
                        "FACT/IDENTITY \"Prénom : Hugo\"", "FACT/IDENTITY \"Âge : 27 ans\"",
                        "FACT/IDENTITY \"Métier : boulanger\"", "FACT/IDENTITY \"Travaille à Tours\""),
                heard("je suis kiné à Rennes", "FACT/IDENTITY \"Métier : kiné\"", "FACT/IDENTITY \"Travaille à Rennes\""),
                // a reminder asked politely, formally or as typed in a hurry
                heard("ce serait sympa que tu me rappelles vendredi d'arroser les plantes",
                        "REMINDER \"Arroser les plantes\" due=2025-06-13T09:00 visible"),
                heard("ce serait cool que tu me redises vendredi d'arroser les plantes",
                        "REMINDER \"Arroser les plantes\" due=2025-06-13T09:00 visible"),
                heard("Pourriez-vous me rappeler jeudi de poster la lettre à la mairie, s'il vous plaît ?",
                        "REMINDER \"Poster la lettre à la mairie\" due=2025-06-12T09:00 visible"),
                heard("rapelle moi ds 10 min de couper le four stp", "REMINDER \"Couper le four\" due=2025-06-11T10:10 visible"),
                heard("would you be so kind as to remind me tomorrow to call the bank?",
                        "REMINDER FINANCE \"Call the bank\" due=2025-06-12T09:00 visible"),
                // an idea to keep, its topic before the marker
                heard("idée de cadeau, à garder : un atelier de poterie pour maman", "MEMO \"Un atelier de poterie pour maman\" visible"),
                heard("idea for the blog, keep it: a post on sourdough starters", "MEMO \"A post on sourdough starters\" visible"),
                // what is in front of the user is no taste of theirs
                heard("I love this song"),
                heard("I really like that jacket"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatACarefulListenerKeeps(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
