package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.heard;
import static io.souvenir.turn.engine.offline.Heard.kept;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZonedDateTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Plans said with any verb of doing, and things to do said in the ways people say them: a day
 * that opens a clause starts a new statement ("… et vendredi on …"); what is done or attended on
 * a day to come is a visible event whatever the verb; a state on a day, a case imagined or a
 * mood of today is none; a task keeps its pronoun ("je dois leur envoyer…"), a note to self in the
 * infinitive and something held to be done are tasks, a care given morning and night is not.
 */
class HearsPlansAndThingsToDoTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // a day opens the next statement: it is not said of what came before
                heard("mon frère a 30 ans et vendredi on l'accompagne à l'aéroport",
                        "PERSON \"Mon frère — 30 ans\" [/brother]",
                        "EVENT \"L'accompagner à l'aéroport — vendredi 13 juin 2025\" at=2025-06-13T09:00 visible"),
                heard("my daughter is 7, and on Saturday we're driving her to the coast",
                        "PERSON \"My daughter — 7 years old\" [/daughter]",
                        "EVENT \"Driving my daughter to the coast — Saturday, June 14, 2025\" [/daughter]"
                                + " at=2025-06-14T09:00 visible"),
                // what one has on a day to come is what one attends
                heard("je bosse chez Decathlon et mardi j'ai un entretien annuel avec ma cheffe",
                        "FACT/IDENTITY \"Bosse chez Decathlon\"",
                        "EVENT \"Entretien annuel avec ma cheffe — mardi 17 juin 2025\" [/boss] at=2025-06-17T09:00 visible"),
                heard("next Monday at 10 I've got my driving test",
                        "EVENT \"My driving test — Monday, June 16, 2025 at 10:00\" at=2025-06-16T10:00 visible"),
                // any verb of doing on a day to come
                heard("le plombier débarque jeudi à 8h",
                        "EVENT \"Le plombier débarque — jeudi 12 juin 2025 à 8h\" at=2025-06-12T08:00 visible"),
                // a plan of someone just named is a plan, about them; a weekend habit is none
                heard("ma fille Léa a 17 ans, elle passe son bac le 16 juin",
                        "PERSON \"Léa — ma fille, 17 ans\" [Léa/daughter]",
                        "EVENT \"Elle passe son bac — lundi 16 juin 2025\" [Léa/daughter] at=2025-06-16T09:00 visible"),
                heard("my sister Jo is 30, she flies to Rome on Friday",
                        "PERSON \"Jo — my sister, 30 years old\" [Jo/sister]",
                        "EVENT \"She flies to Rome — Friday, June 13, 2025\" [Jo/sister] at=2025-06-13T09:00 visible"),
                heard("mon fils a 19 ans, il rentre le week-end", "PERSON \"Mon fils — 19 ans, rentre le week-end\" [/son]"),
                // an occasion named, then its day; "evening" in "parents' evening" names it, it is no time of day
                heard("the book fair is on Saturday", "EVENT \"The book fair — Saturday, June 14, 2025\" at=2025-06-14T09:00 visible"),
                heard("le vide-grenier c'est dimanche", "EVENT \"Le vide-grenier — dimanche 15 juin 2025\" at=2025-06-15T09:00 visible"),
                heard("girls' night on the 20th at 8pm",
                        "EVENT \"Girls' night — Friday, June 20, 2025 at 20:00\" at=2025-06-20T20:00 visible"),
                heard("bonne nuit à demain"),
                // what comes back has no one day to show
                heard("avec les voisins on se retrouve chaque dernier vendredi"),
                heard("je rentre chez ma mère le weekend"),
                // a state, a case imagined, a mood of today: no plan
                heard("demain je suis crevée"),
                heard("imagine que je parte demain"),
                heard("ugh I'm so tired today"),
                // the subject dropped, the past still said by the verb: lived, not planned
                heard("dropped my car at the garage yesterday",
                        "EVENT \"Dropped my car at the garage — Tuesday, June 10, 2025\" at=2025-06-10T12:00"),
                heard("took my niece to the aquarium on Sunday",
                        "EVENT \"Took my niece to the aquarium — Sunday, June 8, 2025\" [/niece] at=2025-06-08T12:00"),
                // a task with its pronoun; a note to self; something held to be done
                heard("je dois leur envoyer les photos avant dimanche",
                        "TASK \"Leur envoyer les photos\" due=2025-06-15T09:00 visible"),
                heard("penser à rendre les livres à la médiathèque", "TASK \"Rendre les livres à la médiathèque\" visible"),
                heard("j'ai une lettre à poster pour la mairie", "TASK \"Une lettre à poster pour la mairie\" visible"),
                heard("I've got a presentation to finish by Thursday",
                        "TASK \"A presentation to finish\" due=2025-06-12T09:00 visible"),
                // a care given every day is a habit, not a task
                heard("faut lui donner ses gouttes matin et soir"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhatACarefulListenerKeeps(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }

    @Test
    void todayNamedByItsWeekdayEarlyInTheMorningIsTodaysPlan() {
        ZonedDateTime wednesdayMorning = Heard.NOW.withHour(7).withMinute(45);

        assertThat(Heard.describe(new OfflineExtractor().extract("mercredi on emmène les enfants au zoo", wednesdayMorning)))
                .containsExactly("EVENT \"Emmener les enfants au zoo — mercredi 11 juin 2025\" at=2025-06-11T09:00 visible");
        assertThat(Heard.describe(new OfflineExtractor().extract("on Wednesday we're taking the kids to the zoo", wednesdayMorning)))
                .containsExactly("EVENT \"Taking the kids to the zoo — Wednesday, June 11, 2025\" at=2025-06-11T09:00 visible");
        assertThat(Heard.describe(new OfflineExtractor().extract("aujourd'hui je suis crevée", wednesdayMorning))).isEmpty();
    }
}
