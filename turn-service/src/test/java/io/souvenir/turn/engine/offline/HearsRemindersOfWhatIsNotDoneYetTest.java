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
 * "si j'ai toujours pas payé la cantine d'ici lundi, rappelle-le-moi", "if I still haven't booked
 * the vet by Friday, remind me": a reminder of what is not done yet, due at the moment said, its
 * text the thing to do; a hypothesis or a question to the assistant that opens with "si" is not one.
 */
class HearsRemindersOfWhatIsNotDoneYetTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("si j'ai toujours pas payé la cantine d'ici lundi, rappelle-le-moi",
                        "REMINDER \"Payer la cantine\" due=2025-06-16T09:00 visible"),
                heard("si jamais j'ai pas fini le dossier Dupuis avant jeudi tu me relances stp",
                        "REMINDER \"Finir le dossier Dupuis\" due=2025-06-12T09:00 visible"),
                heard("si j'ai tjs pas rendu les clés d'ici samedi, tu me le redis",
                        "REMINDER \"Rendre les clés\" due=2025-06-14T09:00 visible"),
                heard("if I still haven't booked the vet by Friday, remind me",
                        "REMINDER \"Book the vet\" due=2025-06-13T09:00 visible"),
                heard("if I haven't paid the plumber by the 20th, nudge me please",
                        "REMINDER \"Pay the plumber\" due=2025-06-20T09:00 visible"),
                heard("si j'avais pas de voiture je prendrais le bus"),
                heard("si tu veux pas venir samedi, dis-le-moi"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsTheReminderOfWhatIsNotDone(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
