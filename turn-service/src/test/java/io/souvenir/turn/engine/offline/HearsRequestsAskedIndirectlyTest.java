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
 * A request to be told, warned or reminded, asked indirectly ("il faudrait que tu me rappelles…",
 * "est ce que tu pourrais me dire de…", "could you give me a buzz at 4…"), is a reminder; a request
 * to write something down somewhere is a memo.
 */
class HearsRequestsAskedIndirectlyTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                heard("il faudrait que tu me rappelles vendredi d'appeler le notaire",
                        "REMINDER LEGAL \"Appeler le notaire\" due=2025-06-13T09:00 visible"),
                heard("est ce que tu pourrais me dire d'arroser les tomates demain soir",
                        "REMINDER \"Arroser les tomates\" due=2025-06-12T19:00 visible"),
                heard("j'aimerais bien que tu me préviennes la veille du contrôle technique de la Twingo",
                        "REMINDER \"La veille du contrôle technique de la Twingo\" visible"),
                heard("could you give me a buzz at 4 so I pick up the kids on time?",
                        "REMINDER \"So I pick up the kids on time\" due=2025-06-11T16:00 visible"),
                heard("would you mind giving me a nudge tomorrow at 9 about the dentist?",
                        "REMINDER HEALTH \"The dentist\" due=2025-06-12T09:00 visible"),
                heard("can you warn me two days before the car insurance renews?",
                        "REMINDER \"Two days before the car insurance renews\" visible"),
                heard("note quelque part que la clé du cabanon est sous le pot de fleurs",
                        "MEMO \"La clé du cabanon est sous le pot de fleurs\" visible"),
                heard("tu peux écrire quelque part que le compteur d'eau est derrière la trappe",
                        "MEMO \"Le compteur d'eau est derrière la trappe\" visible"),
                heard("jot it down somewhere that the spare key is with the neighbour at number 12",
                        "MEMO \"The spare key is with the neighbour at number 12\" visible"),
                heard("could you write down somewhere that my locker is number 214",
                        "MEMO \"My locker is number 214\" visible"),
                // the favour first, then the verb: "tu serais un ange si tu pouvais…", "est-ce que ce serait possible que tu…"
                heard("tu serais un ange si tu pouvais me rappeler jeudi d'appeler le plombier",
                        "REMINDER \"Appeler le plombier\" due=2025-06-12T09:00 visible"),
                heard("est-ce que ce serait possible que tu me fasses penser à racheter du café demain ?",
                        "REMINDER \"Racheter du café\" due=2025-06-12T09:00 visible"),
                heard("est-ce que c'est possible de me rappeler d'appeler le garagiste lundi ?",
                        "REMINDER \"Appeler le garagiste\" due=2025-06-16T09:00 visible"),
                heard("it'd be great if you could remind me to renew the car insurance on Friday",
                        "REMINDER \"Renew the car insurance\" due=2025-06-13T09:00 visible"),
                heard("you'd be a lifesaver if you could ping me at 6 about the bins",
                        "REMINDER \"The bins\" due=2025-06-11T18:00 visible"),
                // asking what was said, however politely, is no reminder
                heard("est ce que tu peux me dire ce que j'ai prévu samedi ?"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsTheReminderOrTheMemoAsked(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
