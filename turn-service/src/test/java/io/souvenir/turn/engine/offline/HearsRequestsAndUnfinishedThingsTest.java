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
 * Notes asked with "mets dans mes notes", reminders asked in a hurry ("oublie pas de me dire…",
 * "dans 1h…", "ce serait possible de me pinger… ?"), and things to do said as what is not done
 * yet, then pointed at ("j'ai toujours pas payé la cantine, faut que je m'en occupe", "…, à faire").
 */
class HearsRequestsAndUnfinishedThingsTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // a note asked by where it goes
                heard("ajoute à mes notes : film à voir, Past Lives", "MEMO \"Film à voir, Past Lives\" visible"),
                heard("put this in my notes: podcast to try, Hard Fork", "MEMO \"Podcast to try, Hard Fork\" visible"),
                // a reminder asked without the "n'", a delay typed glued, a request asked as a question
                heard("oublie pas de me dire vendredi de sortir les poubelles",
                        "REMINDER \"Sortir les poubelles\" due=2025-06-13T09:00 visible"),
                heard("dans 2h tu me fais penser à rappeler le garage",
                        "REMINDER \"Rappeler le garage\" due=2025-06-11T12:00 visible"),
                heard("in 45min remind me to take the bread out",
                        "REMINDER \"Take the bread out\" due=2025-06-11T10:45 visible"),
                heard("ce serait possible de me pinger demain pour le rdv chez le véto ?",
                        "REMINDER \"Le rdv chez le véto\" due=2025-06-12T09:00 visible"),
                // what is not done yet, then pointed at: the thing to do
                heard("j'ai toujours pas payé la cantine, faut que je m'en occupe", "TASK \"Payer la cantine\" visible"),
                heard("I still haven't renewed my passport, need to get on it", "TASK \"Renew my passport\" visible"),
                heard("j'ai pas encore posté le colis, à faire", "TASK \"Poster le colis\" visible"),
                heard("faut que je le fasse", "TASK \"Le faire\" visible"),
                // "mais surtout", a subject dropped after a comma: a new statement
                heard("grosse semaine au boulot, mais surtout faut que je trouve une baby-sitter pour samedi",
                        "TASK \"Trouver une baby-sitter\" due=2025-06-14T09:00 visible"),
                heard("my dad is in hospital, need to call the ward tonight",
                        "PERSON HEALTH \"My dad — in hospital\" [/father]",
                        "TASK \"Call the ward\" due=2025-06-11T19:00 visible"),
                // "et pense à me rappeler…" after a plan is a request of its own
                heard("demain je vais chez le garagiste, et pense à me rappeler d'apporter les papiers",
                        "EVENT \"Aller chez le garagiste — jeudi 12 juin 2025\" at=2025-06-12T09:00 visible",
                        "REMINDER \"Apporter les papiers\" visible"),
                // what is not done, with nothing asked, is no task
                heard("j'ai pas encore vu ce film"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatACarefulListenerKeeps(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
