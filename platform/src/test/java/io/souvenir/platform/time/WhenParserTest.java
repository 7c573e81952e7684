package io.souvenir.platform.time;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code NOW} is Wednesday 11 June 2025, 10:00 in Paris. */
class WhenParserTest {

    private static final ZonedDateTime NOW = ZonedDateTime.of(2025, 6, 11, 10, 0, 0, 0, ZoneId.of("Europe/Paris"));

    @ParameterizedTest(name = "\"{0}\" is {1}")
    @CsvSource(delimiter = '|', value = {
            "demain                        | 2025-06-12T09:00 | false",
            "apres-demain a 14h            | 2025-06-13T14:00 | true",
            "ce soir                       | 2025-06-11T19:00 | false",
            "samedi a 20h                  | 2025-06-14T20:00 | true",
            "on pend la cremaillere le samedi 21 | 2025-06-21T09:00 | false",
            "rdv le mardi 17 a 15h         | 2025-06-17T15:00 | true",
            "le jeudi 3 on signe           | 2025-07-03T09:00 | false",
            "on friday the 13th            | 2025-06-13T09:00 | false",
            "vendredi 1er                  | 2025-08-01T09:00 | false",
            "samedi soir                   | 2025-06-14T19:00 | false",
            "jeudi prochain                | 2025-06-12T09:00 | false",
            "mercredi                      | 2025-06-18T09:00 | false",
            "a 18h                         | 2025-06-11T18:00 | true",
            "vers 18 h 45                  | 2025-06-11T18:45 | true",
            "a 8h                          | 2025-06-12T08:00 | true",
            "a midi                        | 2025-06-11T12:00 | true",
            "at lunchtime                  | 2025-06-11T12:00 | true",
            "a l'heure du dejeuner         | 2025-06-11T12:00 | true",
            "demain soir a 8h              | 2025-06-12T20:00 | true",
            "dans 2 heures                 | 2025-06-11T12:00 | true",
            "dans une heure                | 2025-06-11T11:00 | true",
            "dans 30 minutes               | 2025-06-11T10:30 | true",
            "dans trois jours              | 2025-06-14T09:00 | false",
            "dans une semaine              | 2025-06-18T09:00 | false",
            "la semaine prochaine          | 2025-06-16T09:00 | false",
            "ce week-end                   | 2025-06-14T09:00 | false",
            "at the weekend                | 2025-06-14T09:00 | false",
            "for the weekend               | 2025-06-14T09:00 | false",
            "le 12 decembre                | 2025-12-12T09:00 | false",
            "le 3 mars                     | 2026-03-03T09:00 | false",
            "le 1er juillet a 18h          | 2025-07-01T18:00 | true",
            "lundi 16 juin                 | 2025-06-16T09:00 | false",
            "tomorrow                      | 2025-06-12T09:00 | false",
            "on the 28th                   | 2025-06-28T09:00 | false",
            "the 3rd at 6pm                | 2025-07-03T18:00 | true",
            "by the 30th                   | 2025-06-30T09:00 | false",
            "tonight                       | 2025-06-11T19:00 | false",
            "at 6pm                        | 2025-06-11T18:00 | true",
            "at 6:30 pm                    | 2025-06-11T18:30 | true",
            "at 18:00                      | 2025-06-11T18:00 | true",
            "at 6                          | 2025-06-11T18:00 | true",
            "at noon                       | 2025-06-11T12:00 | true",
            "in 2 hours                    | 2025-06-11T12:00 | true",
            "in an hour                    | 2025-06-11T11:00 | true",
            "in 3 days                     | 2025-06-14T09:00 | false",
            "on december 12                | 2025-12-12T09:00 | false",
            "on the 12th of december       | 2025-12-12T09:00 | false",
            "next monday                   | 2025-06-16T09:00 | false",
            "tomorrow evening at 8         | 2025-06-12T20:00 | true",
            "on friday morning             | 2025-06-13T09:00 | false",
            "this weekend                  | 2025-06-14T09:00 | false",
    })
    void understandsWhatIsToCome(String words, String at, boolean timeGiven) {
        When when = WhenParser.find(words, NOW, false).orElseThrow();

        assertThat(when.at().toLocalDateTime()).isEqualTo(LocalDateTime.parse(at));
        assertThat(when.at().getZone()).isEqualTo(NOW.getZone());
        assertThat(when.timeGiven()).isEqualTo(timeGiven);
        assertThat(when.past()).isFalse();
    }

    @ParameterizedTest(name = "\"{0}\" was {1}")
    @CsvSource(delimiter = '|', value = {
            "hier                          | 2025-06-10T12:00",
            "avant-hier                    | 2025-06-09T12:00",
            "samedi dernier                | 2025-06-07T12:00",
            "le week-end dernier           | 2025-06-07T12:00",
            "il y a trois jours            | 2025-06-08T12:00",
            "la semaine derniere           | 2025-06-04T12:00",
            "yesterday                     | 2025-06-10T12:00",
            "the day before yesterday      | 2025-06-09T12:00",
            "last saturday                 | 2025-06-07T12:00",
            "last weekend                  | 2025-06-07T12:00",
            "3 days ago                    | 2025-06-08T12:00",
            "hier soir                     | 2025-06-10T19:00",
    })
    void understandsWhatIsPast(String words, String at) {
        When when = WhenParser.find(words, NOW, false).orElseThrow();

        assertThat(when.at().toLocalDateTime()).isEqualTo(LocalDateTime.parse(at));
        assertThat(when.past()).isTrue();
    }

    @ParameterizedTest(name = "\"{0}\", told in the past tense, was {1}")
    @CsvSource(delimiter = '|', value = {
            "samedi         | 2025-06-07T12:00",
            "le 3 mars      | 2025-03-03T12:00",
            "ce matin       | 2025-06-11T09:00",
            "over the weekend | 2025-06-07T12:00",
            "for the weekend  | 2025-06-07T12:00",
    })
    void aDayToldInThePastTenseIsTheLastOne(String words, String at) {
        assertThat(WhenParser.find(words, NOW, true).orElseThrow().at().toLocalDateTime())
                .isEqualTo(LocalDateTime.parse(at));
    }

    @ParameterizedTest(name = "\"{0}\", told in the past tense: {1}; ahead: {2}")
    @CsvSource(delimiter = '|', value = {
            "a paques               | 2025-04-20T12:00 | 2026-04-05T09:00",
            "over easter            | 2025-04-20T12:00 | 2026-04-05T09:00",
            "pour noel              | 2024-12-25T12:00 | 2025-12-25T09:00",
            "at christmas           | 2024-12-25T12:00 | 2025-12-25T09:00",
            "a la toussaint         | 2024-11-01T12:00 | 2025-11-01T09:00",
            "a la pentecote         | 2025-06-08T12:00 | 2026-05-24T09:00",
    })
    void aFeastIsItsDayThisYearTheLastOneGoneOrTheNextToCome(String words, String past, String ahead) {
        assertThat(WhenParser.find(words, NOW, true).orElseThrow().at().toLocalDateTime()).isEqualTo(LocalDateTime.parse(past));
        assertThat(WhenParser.find(words, NOW, false).orElseThrow().at().toLocalDateTime()).isEqualTo(LocalDateTime.parse(ahead));
    }

    @ParameterizedTest(name = "\"{0}\" is {1}")
    @CsvSource(delimiter = '|', value = {
            "at half twelve                | 2025-06-11T12:30",
            "half past six                 | 2025-06-11T18:30",
            "tomorrow at quarter to nine   | 2025-06-12T08:45",
            "at quarter past 11            | 2025-06-11T11:15",
            "at eleven o'clock             | 2025-06-11T11:00",
            "wake me at quarter to seven   | 2025-06-12T06:45",
    })
    void understandsAnEnglishHourSaidInWords(String words, String at) {
        When when = WhenParser.find(words, NOW, false).orElseThrow();

        assertThat(when.at().toLocalDateTime()).isEqualTo(LocalDateTime.parse(at));
        assertThat(when.timeGiven()).isTrue();
    }

    @org.junit.jupiter.api.Test
    void halfAnHourIsAnHourOnlyAfterAWordThatSaysATimeFollows() {
        assertThat(WhenParser.find("see you at half five", NOW, false)).isPresent();
        for (String words : new String[] {"half two of the cake", "i ate half", "a quarter of the class", "half the team is off"}) {
            assertThat(WhenParser.find(words, NOW, false)).as(words).isEmpty();
        }
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {
            "j'adore noel", "we spent easter in cork", "i love the weekend",
            "je suis infirmiere", "le code du portail est 4820", "j'ai 34 ans", "ma fille a onze ans",
            "j'ai un credit immobilier sur 20 ans", "i'm 34 years old", "j'habite a nantes", "mon fils dix-huit",
            "le samedi je fais du velo", "le samedi 3 personnes au plus", "every sunday 2 hours of piano",
    })
    void findsNoTimeWhereThereIsNone(String words) {
        assertThat(WhenParser.find(words, NOW, false)).isEmpty();
    }
}
