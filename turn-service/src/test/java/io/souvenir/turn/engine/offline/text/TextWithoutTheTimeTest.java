package io.souvenir.turn.engine.offline.text;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.platform.time.When;
import io.souvenir.platform.time.WhenParser;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a memory says once the words that said when are taken out of it. */
class TextWithoutTheTimeTest {

    private static final ZonedDateTime NOW = ZonedDateTime.of(2025, 6, 11, 10, 0, 0, 0, ZoneId.of("Europe/Paris"));

    @ParameterizedTest(name = "\"{0}\" leaves \"{1}\"")
    @CsvSource(delimiter = '|', value = {
            "rappelle-moi jeudi de payer le loyer          | rappelle-moi de payer le loyer",
            "remind me on thursday to pay the rent         | remind me to pay the rent",
            "diner avec paul samedi a 20h                  | diner avec paul",
            "rappelle-moi demain a 18h d'appeler ma mere   | rappelle-moi d'appeler ma mere",
            "i'm meeting anna tomorrow at noon             | i'm meeting anna",
    })
    void tellsWhichWordsSaidTheTime(String words, String rest) {
        When when = WhenParser.find(words, NOW, false).orElseThrow();

        assertThat(Text.of(words).without(when.spans()).original()).isEqualTo(rest);
    }
}
