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
 * What the main pass must not keep, or not keep twice: a word of affection taken for a name, a
 * name that a reminder or a note already holds, someone suing the user kept as a card, a death or a
 * birth kept both on the card and as an event, leaving one employer for another kept as two facts,
 * a name said twice on its card.
 */
class KeepsEachThingOnceTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // a lower-case word after a relation in the plural says what they are, it names no one
                heard("je bosse en crèche depuis 3 ans et j'adore mes petits loups",
                        "FACT/IDENTITY \"Bosse en crèche depuis 3 ans\""),
                heard("my kids rock, honestly"),
                // loving one's own people is not a taste; loving a thing is
                heard("I love my kids"),
                heard("j'adore mes enfants"),
                heard("j'adore mon vélo", "FACT/PREFERENCE \"Adore mon vélo\""),
                // someone unnamed acting on the user at law: the user's legal matter
                heard("my ex is suing me for the car", "FACT/ONGOING LEGAL \"My ex is suing me for the car\" [/ex]"),
                heard("mon proprio me traîne au tribunal", "FACT/ONGOING LEGAL \"Mon proprio me traîne au tribunal\" [/landlord]"),
                // … not when the matter is theirs, or only reported
                heard("ma mère est sous curatelle depuis mars", "PERSON LEGAL \"Ma mère — sous curatelle depuis mars\" [/mother]"),
                heard("my barber was saying his cousin got arrested in Ibiza",
                        "PERSON \"My barber — saying his cousin got arrested in Ibiza\" [/hairdresser]"),
                // a name a reminder or a note holds is not kept again as a person
                heard("remind me Tuesday to call Mr Jones",
                        "REMINDER \"Call Mr Jones\" [Mr Jones/] due=2025-06-17T09:00 visible"),
                heard("rappelle-moi jeudi d'écrire à Mme Durand", "REMINDER \"Écrire à Mme Durand\" due=2025-06-12T09:00 visible"),
                heard("note the name of the plumber: Mr Briggs", "MEMO \"The name of the plumber: Mr Briggs\" visible"),
                heard("note le nom de l'avocate : Me Le Goff", "MEMO \"Le nom de l'avocate : Me Le Goff\" visible"),
                // … but someone the reminder says who they are to the user is kept
                heard("rappelle-moi demain d'appeler ma sœur Julie", "PERSON \"Julie — ma sœur\" [Julie/sister]",
                        "REMINDER \"Appeler ma sœur Julie\" [Julie/sister] due=2025-06-12T09:00 visible"),
                // something had at the hospital on a day to come is a plan, not a health fact
                heard("I've got a scan at the hospital on Friday at 9",
                        "EVENT HEALTH \"Scan at the hospital — Friday, June 13, 2025 at 9:00\" at=2025-06-13T09:00 visible"),
                heard("j'ai une prise de sang à la clinique mardi",
                        "EVENT \"Prise de sang à la clinique — mardi 17 juin 2025\" at=2025-06-17T09:00 visible"),
                heard("I have a court date in September", "FACT/ONGOING LEGAL \"Has a court date in September\""),
                // a pet put down, a child born: on their card, not again in an event
                heard("our rabbit Pip had to be put down on Monday",
                        "PERSON \"Pip — our rabbit, had to be put down (Monday, June 9, 2025)\" [Pip/rabbit]"),
                heard("my nephew Leo was born on Saturday", "PERSON \"Leo — my nephew, born on Saturday\" [Leo/nephew]"),
                heard("ma petite-fille Alice est née lundi", "PERSON \"Alice — ma petite-fille, née lundi\" [Alice/granddaughter]"),
                // leaving one employer for another is one change
                heard("je ne suis plus chez Orange, j'ai été mutée chez SFR depuis mardi",
                        "FACT/IDENTITY \"Plus chez Orange ; désormais, a été mutée chez SFR depuis mardi\""),
                heard("I'm no longer at Tesco, I moved to Lidl last week",
                        "FACT/IDENTITY \"No longer at Tesco; now, moved to Lidl last week\""),
                heard("I'm no longer at Tesco", "FACT/GENERAL \"No longer at Tesco\""),
                // the name a copula gives is said once
                heard("my dog is Rex", "PERSON \"Rex — my dog\" [Rex/dog]"),
                heard("mon chien est Filou", "PERSON \"Filou — mon chien\" [Filou/dog]"),
                // a reflexive verb of the user's keeps what is theirs in the third person
                heard("je me suis mise à mon compte", "FACT/IDENTITY \"S'est mise à son compte\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsEachThingOnce(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
