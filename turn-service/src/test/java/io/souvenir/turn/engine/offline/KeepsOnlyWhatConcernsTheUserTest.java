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
 * What the main pass must not keep, or must not keep wrong: someone known through a relative is
 * not that relative; someone else's people in gossip are nobody the user knows; what a stranger
 * did is not the user's event; a length of time or a habit is no date; asking to be told something
 * is no reminder. And what it must keep in the user's terms: a reminder asked as a question, a
 * plan without the "I've got" that introduced it.
 */
class KeepsOnlyWhatConcernsTheUserTest {

    static Stream<Arguments> knownThroughSomeone() {
        return Stream.of(
                // the name belongs to the head of "X de mon Y", not to Y; the complement is kept whole
                heard("la fille de ma voisine, Inès, elle a 12 ans",
                        "PERSON \"Inès — la fille de ma voisine, 12 ans\" [Inès/daughter]"),
                heard("Léo, le frère de ma copine, bosse chez Airbus",
                        "PERSON \"Léo — le frère de ma copine, bosse chez Airbus\" [Léo/brother]"),
                heard("Kevin, the son of my landlord, plays in a band",
                        "PERSON \"Kevin — the son of my landlord, plays in a band\" [Kevin/son]"));
    }

    static Stream<Arguments> someoneElsesPeople() {
        return Stream.of(
                // what someone told the user about their own people: nobody the user knows
                heard("mon pote m'a dit que ses cousins, Marc et Lucas, partent en Australie"),
                heard("my sister told me her flatmates Ben and Jo are moving out"),
                heard("mon frère m'a dit que ses collègues Julie et Marc se marient"),
                // someone others speak of (on the radio, in a report): the user only hears of them
                heard("le Dr Mercier dont ils parlaient au reportage hier soir, il a l'air génial ce type"),
                heard("Dr Fox, who they interviewed on the radio, sounds brilliant"),
                // the user's own, whoever else speaks of her
                heard("ma voisine Léa, que tout le monde adore, a 40 ans", "PERSON \"Léa — ma voisine, 40 ans\" [Léa/neighbour]"),
                // said by the user, their people are still someone else's: no "parmi mes enfants"
                // (and their coming tomorrow is a plan, shown, as "ma sœur Inès débarque samedi" is)
                heard("ma sœur et ses enfants, Tom et Léa, arrivent demain",
                        "PERSON \"Tom — ses enfants\" [Tom/]", "PERSON \"Léa — ses enfants\" [Léa/]",
                        "EVENT \"Ma sœur et ses enfants, Tom et Léa, arrivent — jeudi 12 juin 2025\" [/sister] at=2025-06-12T09:00 visible"));
    }

    static Stream<Arguments> strangersDoings() {
        return Stream.of(
                heard("un type au boulot a gagné au loto hier"),
                heard("some bloke in the pub won the quiz last night"),
                // "at 16" in English with no "pm" is an age, not four o'clock
                heard("a woman at the bakery said her son got into med school at 16"),
                // the user in it: the user's event, whoever did it
                heard("quelqu'un a rayé ma voiture hier soir",
                        "EVENT \"Quelqu'un a rayé ma voiture — mardi 10 juin 2025\" at=2025-06-10T19:00"));
    }

    static Stream<Arguments> lengthsAndHabits() {
        return Stream.of(
                // "toute la nuit", "tout l'après-midi": how long, not when; the words stay in the text
                heard("mercredi j'ai eu mal au dos toute la nuit",
                        "EVENT \"A eu mal au dos toute la nuit — mercredi 4 juin 2025\" at=2025-06-04T12:00"),
                heard("j'ai dormi tout l'après-midi hier",
                        "EVENT \"A dormi tout l'après-midi — mardi 10 juin 2025\" at=2025-06-10T12:00"),
                heard("I spent the whole evening on the phone with my mum yesterday",
                        "EVENT \"Spent the whole evening on the phone with my mum — Tuesday, June 10, 2025\" [/mother]"
                                + " at=2025-06-10T12:00"),
                // hours every day are a habit, past or present: no day to show
                heard("j'ai bossé de 8h à 17h tous les jours cette semaine"),
                heard("I open the shop at 7 every morning", "FACT/PREFERENCE \"Opens the shop at 7 every morning\""));
    }

    static Stream<Arguments> askingToBeTold() {
        return Stream.of(
                heard("tu peux me rappeler c'est quoi le nom du resto ?"),
                heard("rappelle-moi où j'ai rangé le chargeur"),
                heard("remind me which platform the train leaves from"));
    }

    static Stream<Arguments> remindersAskedAsQuestions() {
        return Stream.of(
                // the request alone, its reason in the next clause
                heard("tu me mets un rappel pour jeudi midi ? faut que j'appelle le notaire",
                        "REMINDER LEGAL \"Appeler le notaire\" due=2025-06-12T12:00 visible"),
                heard("tu me préviens quand il sera 18h ? faut que je sorte le linge",
                        "REMINDER \"Sortir le linge\" due=2025-06-11T18:00 visible"),
                // modals as typed on a phone; a reminder headed by its moment
                heard("wud u remind me tomorrow to water the plants",
                        "REMINDER \"Water the plants\" due=2025-06-12T09:00 visible"),
                heard("Reminder for Tuesday at 9: email the landlord",
                        "REMINDER \"Email the landlord\" due=2025-06-17T09:00 visible"));
    }

    static Stream<Arguments> plansInTheirOwnTerms() {
        return Stream.of(
                heard("I've got a dentist appointment on Friday at 3pm",
                        "EVENT HEALTH \"Dentist appointment — Friday, June 13, 2025 at 15:00\" at=2025-06-13T15:00 visible"),
                heard("we've got a wedding in Bristol on Saturday",
                        "EVENT \"Wedding in Bristol — Saturday, June 14, 2025\" at=2025-06-14T09:00 visible"),
                heard("I have got a job interview next Monday at 10am",
                        "EVENT \"Job interview — Monday, June 16, 2025 at 10:00\" at=2025-06-16T10:00 visible"),
                heard("samedi on a un mariage à Nantes",
                        "EVENT \"Mariage à Nantes — samedi 14 juin 2025\" at=2025-06-14T09:00 visible"));
    }

    static Stream<Arguments> weatherAndLeavings() {
        return Stream.of(
                // how hot or cold the day is: no plan, whatever its tense
                heard("its roasting today innit, 30 degrees already and it's not even lunch"),
                heard("il fait 35 degrés aujourd'hui c'est la canicule"),
                heard("freezing this morning, -4 on the car thermometer"),
                // leaving an employer, then how or when: one change
                heard("je bosse plus chez Orange, j'ai démissionné en mai",
                        "FACT/GENERAL \"Bosse plus chez Orange ; a démissionné en mai\""),
                heard("I'm no longer at Tesco, I quit in March", "FACT/GENERAL \"No longer at Tesco; quit in March\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource({"knownThroughSomeone", "someoneElsesPeople", "strangersDoings", "lengthsAndHabits", "askingToBeTold",
            "remindersAskedAsQuestions", "plansInTheirOwnTerms", "weatherAndLeavings"})
    void keepsWhatConcernsTheUserAsTheUserWouldSayIt(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
