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
 * A reminder asked as a favour or a question ("si tu pouvais me prévenir… ce serait top", "t'oublies
 * pas de me dire…", "est-ce que je pourrais avoir un rappel…", "tu me fais signe…?", "could you make
 * sure I remember to…"), or a day of the month said before the request, is a reminder with its thanks
 * left out; "prends une note :" is a memo. Asking how something is done stays a question.
 */
class HearsRemindersAskedAsFavoursTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("si tu pouvais me rappeler jeudi d'appeler le vétérinaire ce serait génial",
                        "REMINDER \"Appeler le vétérinaire\" due=2025-06-12T09:00 visible"),
                heard("si tu peux me prévenir à 17h qu'il faut relancer le lave-vaisselle, merci",
                        "REMINDER \"Relancer le lave-vaisselle\" due=2025-06-11T17:00 visible"),
                heard("tu oublies pas de me rappeler vendredi de payer la cantine hein",
                        "REMINDER \"Payer la cantine\" due=2025-06-13T09:00 visible"),
                heard("t'oublies pas de me dire ce soir d'éteindre le four",
                        "REMINDER \"Éteindre le four\" due=2025-06-11T19:00 visible"),
                heard("est-ce que je pourrais avoir un rappel jeudi pour le dentiste de Léo ?",
                        "REMINDER HEALTH \"Le dentiste de Léo\" due=2025-06-12T09:00 visible"),
                heard("ce serait possible d'avoir une petite alarme samedi pour le marché ?",
                        "REMINDER \"Le marché\" due=2025-06-14T09:00 visible"),
                heard("tu me fais signe dans une heure pour sortir le gâteau du four ?",
                        "REMINDER \"Sortir le gâteau du four\" due=2025-06-11T11:00 visible"),
                heard("fais-moi signe à 16h pour récupérer le linge",
                        "REMINDER \"Récupérer le linge\" due=2025-06-11T16:00 visible"),
                heard("le 3 rappelle-moi qu'il faut appeler Mamie",
                        "REMINDER \"Appeler Mamie\" [Mamie/] due=2025-07-03T09:00 visible"),
                heard("rappelle-moi le 12 que c'est la fête de Paul",
                        "REMINDER \"C'est la fête de Paul\" [Paul/] due=2025-06-12T09:00 visible"),
                heard("could you make sure I remember to renew my passport next month",
                        "REMINDER IDENTITY \"Renew my passport\" due=2025-07-01T09:00 visible"),
                heard("can you make sure I don't forget to call the bank on Monday",
                        "REMINDER FINANCE \"Call the bank\" due=2025-06-16T09:00 visible"),
                heard("if you could ping me at 6 about the recycling that'd be great",
                        "REMINDER \"The recycling\" due=2025-06-11T18:00 visible"),
                heard("prends une note : le code du portail c'est 4417",
                        "MEMO \"Le code du portail c'est 4417\" visible"),
                // a question to the assistant, or what the user wants explained, is no reminder
                heard("tu peux me rappeler comment on fait une mayonnaise ?"),
                heard("could you remind me how to reset the router?"),
                heard("t'oublies pas de me dire comment ça s'est passé"),
                heard("si tu pouvais m'expliquer comment marche la box ce serait top"),
                heard("could you make sure I remember what you said about the router?"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsTheReminderAskedAsAFavour(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
