package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.heard;
import static io.souvenir.turn.engine.offline.Heard.kept;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A reminder is read on its structure, whatever the words: the assistant asked to reach the user (any
 * verb of reaching someone, "me" its object, said to the assistant however politely) and what for;
 * or a reminder named first, then what it is for. The same verbs said of someone else, or a reminder
 * received, are no request. The moment may come first ("when I'm back tonight…"), the time between commas,
 * and the verb mistyped ("remnid", "rapeller").
 */
class HearsRemindersAskedInOtherWordsTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("quand tu as une minute, tu me relances mercredi pour la facture du garage ?",
                        "REMINDER \"La facture du garage\" due=2025-06-18T09:00 visible"),
                heard("could you bug me on Thursday to water the plants",
                        "REMINDER \"Water the plants\" due=2025-06-12T09:00 visible"),
                heard("send me a quick text at 7 to take my pills",
                        "REMINDER \"Take my pills\" due=2025-06-11T19:00 visible"),
                heard("ça t'embête de m'envoyer un petit message à 18h pour que je sorte le rôti du four ?",
                        "REMINDER \"Sortir le rôti du four\" due=2025-06-11T18:00 visible"),
                heard("pense à me dire de rentrer le linge vers 15h",
                        "REMINDER \"Rentrer le linge\" due=2025-06-11T15:00 visible"),
                heard("mets un petit rappel vendredi : apporter le gâteau",
                        "REMINDER \"Apporter le gâteau\" due=2025-06-13T09:00 visible"),
                heard("stick a reminder in for Tuesday re: the school trip form",
                        "REMINDER \"The school trip form\" due=2025-06-17T09:00 visible"),
                heard("if I still haven't paid the nursery by Monday, nag me about it",
                        "REMINDER \"Pay the nursery\" due=2025-06-16T09:00 visible"),
                // the moment first, the verb in its -ing form, the reminder "put in", the time between commas
                heard("when I'm back tonight remind me to feed the fish",
                        "REMINDER \"Feed the fish\" due=2025-06-11T19:00 visible"),
                heard("would you mind nudging me on Monday about the gas bill",
                        "REMINDER \"The gas bill\" due=2025-06-16T09:00 visible"),
                heard("pop a reminder in for Friday — bins go out", "REMINDER \"Bins go out\" due=2025-06-13T09:00 visible"),
                heard("Est-ce que tu peux me rappeler, jeudi, que la cantine est à payer ?",
                        "REMINDER \"La cantine est à payer\" due=2025-06-12T09:00 visible"),
                heard("Hé, oublie pas de me rappeler d'arroser les plantes", "REMINDER \"Arroser les plantes\" visible"),
                // the request verb mistyped
                heard("remnid me to call the vet", "REMINDER \"Call the vet\" visible"),
                heard("tu peux me rapeller jeudi de payer la cantine ?",
                        "REMINDER \"Payer la cantine\" due=2025-06-12T09:00 visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsTheReminderAskedInOtherWords(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"my sister keeps nagging me to call our dad", "mon chef me relance tous les jours pour le rapport",
            "elle m'a écrit pour me dire de passer samedi", "he texted me about the party on Saturday",
            "un rappel de la mutuelle est arrivé hier", "the burglar alarm code is 4512"})
    void asksNoReminderWhenSomeoneElseReachesTheUser(String sentence) {
        assertThat(kept(sentence)).noneMatch(memory -> memory.startsWith("REMINDER"));
    }
}
