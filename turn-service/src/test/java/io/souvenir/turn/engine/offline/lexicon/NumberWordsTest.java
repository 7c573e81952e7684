package io.souvenir.turn.engine.offline.lexicon;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.turn.engine.offline.LanguageDetector;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class NumberWordsTest {

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource({
            "0, 0", "18, 18", "zero, 0", "un, 1", "une, 1", "onze, 11", "seize, 16", "dix-huit, 18", "dix huit, 18",
            "vingt, 20", "vingt et un, 21", "vingt-et-un, 21", "vingt-deux, 22", "trente-cinq, 35",
            "soixante-dix, 70", "soixante et onze, 71", "soixante-dix-neuf, 79", "quatre-vingts, 80",
            "quatre-vingt-un, 81", "quatre-vingt-douze, 92", "quatre-vingt-dix-neuf, 99", "septante-deux, 72",
            "nonante, 90", "cent, 100", "cent deux, 102",
            "one, 1", "eleven, 11", "eighteen, 18", "twenty, 20", "twenty-one, 21", "twenty one, 21",
            "seventy-two, 72", "ninety-nine, 99", "a hundred, 100", "one hundred and five, 105",
    })
    void readsNumbersInWordsAndDigits(String words, int value) {
        assertThat(NumberWords.parse(words)).hasValue(value);
    }

    @ParameterizedTest(name = "\"{0}\" is no number")
    @ValueSource(strings = {"", "deux trois", "onze douze", "chat", "twenty twenty", "et", "and"})
    void refusesWhatIsNoNumber(String words) {
        assertThat(NumberWords.parse(words)).isEmpty();
    }

    @ParameterizedTest(name = "{0} in {1} is {2}")
    @CsvSource({
            "11, fr, onze", "18, fr, dix-huit", "21, fr, vingt et un", "71, fr, soixante et onze",
            "80, fr, quatre-vingts", "81, fr, quatre-vingt-un", "97, fr, quatre-vingt-dix-sept", "0, fr, zéro",
            "11, en, eleven", "18, en, eighteen", "21, en, twenty-one", "99, en, ninety-nine", "150, en, 150",
    })
    void spellsNumbersUpToNinetyNine(int value, String language, String words) {
        Locale locale = language.equals("fr") ? LanguageDetector.FRENCH : LanguageDetector.ENGLISH;

        assertThat(NumberWords.spell(value, locale)).isEqualTo(words);
    }
}
