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
 * Reminders asked politely or with the moment first, tasks without their subject, plans named by
 * what they celebrate, a day of the month said alone, and plans written as in a diary: each is kept as what it is, with its time.
 */
class HearsRequestsInAnyRegisterTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("ce serait possible de me relancer jeudi pour la facture du plombier ?",
                        "REMINDER \"La facture du plombier\" due=2025-06-12T09:00 visible"),
                heard("je voudrais que tu me rappelles demain d'arroser le potager",
                        "REMINDER \"Arroser le potager\" due=2025-06-12T09:00 visible"),
                heard("ping moi demain à 8h pour la réunion",
                        "REMINDER \"La réunion\" due=2025-06-12T08:00 visible"),
                heard("would you mind reminding me to renew my passport on Monday?",
                        "REMINDER IDENTITY \"Renew my passport\" due=2025-06-16T09:00 visible"),
                heard("could you give me a nudge tomorrow about the council tax?",
                        "REMINDER \"The council tax\" due=2025-06-12T09:00 visible"),
                heard("is it possible to get a reminder tomorrow to feed the fish?",
                        "REMINDER \"Feed the fish\" due=2025-06-12T09:00 visible"),
                heard("when I get home tonight tell me to call Grandma",
                        "REMINDER \"Call Grandma\" [Grandma/] due=2025-06-11T19:00 visible"),
                heard("gotta book the car in for a service", "TASK \"Book the car in for a service\" visible"),
                heard("must pay the window cleaner", "TASK \"Pay the window cleaner\" visible"),
                heard("pot de départ de Mireille vendredi à 17h",
                        "EVENT \"Pot de départ de Mireille — vendredi 13 juin 2025 à 17h\" at=2025-06-13T17:00 visible"),
                heard("I'm seeing the osteopath on the 3rd",
                        "EVENT \"Seeing the osteopath — Thursday, July 3, 2025\" at=2025-07-03T09:00 visible"),
                // a plan written as in a diary: the day abbreviated, the hour with a dot, in the afternoon
                heard("dentist tues 2.30",
                        "EVENT HEALTH \"Dentist — Tuesday, June 17, 2025 at 14:30\" at=2025-06-17T14:30 visible"),
                heard("rdv chez le dentiste mardi à 2:30",
                        "EVENT HEALTH \"Rdv chez le dentiste — mardi 17 juin 2025 à 14h30\" at=2025-06-17T14:30 visible"),
                // waking up is the one thing asked that early
                heard("rappelle-moi demain à 5:30 de me lever pour le train",
                        "REMINDER \"Me lever pour le train\" due=2025-06-12T05:30 visible"),
                heard("remind me to get up at 5:30 tomorrow for the flight",
                        "REMINDER \"Get up for the flight\" due=2025-06-12T05:30 visible"),
                // asked as whether the assistant is able to, with an hour
                heard("would you be able to remind me at 4 to defrost the chicken?",
                        "REMINDER \"Defrost the chicken\" due=2025-06-11T16:00 visible"),
                heard("are you able to remind me tomorrow at 9 to book the vet?",
                        "REMINDER \"Book the vet\" due=2025-06-12T09:00 visible"),
                heard("tu serais capable de me rappeler à 18h de sortir la poubelle jaune ?",
                        "REMINDER \"Sortir la poubelle jaune\" due=2025-06-11T18:00 visible"),
                heard("vous seriez en mesure de me rappeler demain à 14h d'envoyer le devis ?",
                        "REMINDER \"Envoyer le devis\" due=2025-06-12T14:00 visible"),
                // an obligation with the contraction written in one word
                heard("I've got to finish the slides before the client call",
                        "TASK \"Finish the slides before the client call\" visible"),
                heard("I've got to repaint the fence before the neighbours complain again",
                        "TASK \"Repaint the fence before the neighbours complain again\" visible"),
                heard("I'll have to renew the car insurance", "TASK \"Renew the car insurance\" visible"),
                heard("I'd have to sell the car first"),
                // a price is no hour
                heard("the coffee costs 2.30 at the station"),
                // not a request, nor a task
                heard("must be nice to live by the sea"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatACarefulListenerKeeps(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
