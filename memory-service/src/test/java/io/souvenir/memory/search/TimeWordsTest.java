package io.souvenir.memory.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Whether a chat line places what it tells in time, read on its words, not on stems that are French false friends. */
class TimeWordsTest {

    @Test
    void aLineThatDatesWhatItTellsPlacesItInTime() {
        assertThat(TimeWords.placeInTime("On a signé vendredi, enfin !")).isTrue();
        assertThat(TimeWords.placeInTime("Les clés, on les récupère le 14 normalement")).as("a day of the month alone").isTrue();
        assertThat(TimeWords.placeInTime("du 3 au 9, on sera au Portugal")).isTrue();
        assertThat(TimeWords.placeInTime("cet été on part en Bretagne")).isTrue();
        assertThat(TimeWords.placeInTime("il y a deux semaines")).isTrue();
        assertThat(TimeWords.placeInTime("rdv à 18h30 devant la gare")).isTrue();
        assertThat(TimeWords.placeInTime("We got the keys on the 14th")).isTrue();
        assertThat(TimeWords.placeInTime("back in May, before the move")).isTrue();
        assertThat(TimeWords.placeInTime("Signed in 2023, moved last spring")).isTrue();
    }

    @Test
    void frenchWordsWhoseStemsLookLikeDatesDoNotDateAnything() {
        assertThat(TimeWords.placeInTime("moi ça va, mais j'ai été malade")).as("mais, moi, été (been)").isFalse();
        assertThat(TimeWords.placeInTime("elle a couru le 10 km en 52 minutes")).as("a distance after le").isFalse();
        assertThat(TimeWords.placeInTime("You may want to bring a coat")).as("may, the verb").isFalse();
        assertThat(TimeWords.placeInTime((String) null)).isFalse();
    }

    @Test
    void aLineThatNamesItsDayFromTheDaySaidIsToldApartFromACalendarDate() {
        assertThat(TimeWords.placesFromTheDaySaid(Lexicon.words("le vétérinaire est passé mardi, elle dort beaucoup"))).isTrue();
        assertThat(TimeWords.placesFromTheDaySaid(Lexicon.words("we got the results back yesterday"))).isTrue();
        assertThat(TimeWords.placesFromTheDaySaid(Lexicon.words("j'ai reçu la lettre ce matin"))).isTrue();
        assertThat(TimeWords.placesFromTheDaySaid(Lexicon.words("the vote is on the 12th of March")))
                .as("a calendar date places it in time, not from the day said").isFalse();
        assertThat(TimeWords.placesFromTheDaySaid(Lexicon.words("la réunion est prévue le 4 juin"))).isFalse();
        assertThat(TimeWords.placesFromTheDaySaid(Lexicon.words("on se voit toutes les semaines"))).isFalse();
    }
}
