package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.NOW;
import static io.souvenir.turn.engine.offline.Heard.kept;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.souvenir.turn.engine.offline.nlp.Analysis;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What users paste as well as what they say: very long messages, emoji, code, links, other
 * languages. The engine never fails on them, invents nothing from them, and reads a message in
 * bounded time (the analysis stops at a token budget, and says so in the log).
 */
class BadInputTest {

    private static final Duration BOUND = Duration.ofSeconds(3);
    private final OfflineExtractor extractor = new OfflineExtractor();

    @Test
    void aMessageOfEightThousandCharactersIsReadInBoundedTimeAndKeepsOnlyWhatItSays() {
        String filler = " et puis bon, voilà, on a parlé de tout et de rien pendant des heures";
        StringBuilder said = new StringBuilder("ma fille a onze ans.");
        while (said.length() < 8_000) {
            said.append(filler);
        }
        String message = said.substring(0, 8_000);
        List<String> heard = assertTimeoutPreemptively(BOUND, () -> Heard.describe(extractor.extract(message, NOW)));
        assertThat(heard).containsExactly("PERSON \"Ma fille — 11 ans\" [/daughter]");
    }

    @Test
    void oneUnbrokenWordOfEightThousandLettersKeepsNothing() {
        String word = "a".repeat(8_000);
        assertThat(assertTimeoutPreemptively(BOUND, () -> extractor.extract(word, NOW))).isEmpty();
        assertThat(assertTimeoutPreemptively(BOUND, () -> extractor.extract("je suis " + word, NOW))).hasSizeLessThanOrEqualTo(1);
    }

    @Test
    void theAnalysisStopsAtItsTokenBudget() {
        String words = "mon frère Hugo habite à Lyon et ".repeat(200);
        Analysis analysis = Analyzer.standard().analyse(words, Locale.FRENCH);
        assertThat(analysis.cut()).isTrue();
        assertThat(analysis.tokens()).hasSize(Analyzer.TOKEN_BUDGET);
        assertThat(Analyzer.standard().analyse("mon frère Hugo habite à Lyon", Locale.FRENCH).cut()).isFalse();
    }

    @Test
    void aCommaSeparatedListOfEightThousandCharactersIsReadInBoundedTime() {
        String names = "mes enfants s'appellent " + "Léo, ".repeat(1_600);
        assertThat(assertTimeoutPreemptively(BOUND, () -> extractor.extract(names, NOW))).hasSizeLessThanOrEqualTo(1_600);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "😂😂😂", "lol 😂😂😂", "👍", "🎉🎂🥳 !!!", "\u0000\u0001\u0002", "   \t  ", "?!?!", "...",
        "regarde ça https://example.com/article?id=42&ref=home",
        "www.example.org/code=1234",
        "for (int i = 0; i < n; i++) { sum += i; }",
        "SELECT * FROM users WHERE id = 42;",
        "{\"name\": \"Claire\", \"age\": 11}",
        "<script>alert('x')</script>",
        "ich wohne in Berlin und arbeite bei Siemens",
        "vivo en Madrid con mi novia",
        "私の名前は花子です",
        "مرحبا كيف حالك",
        "Z̷̢a̸l̵g̶o̷ ̸t̵e̶x̸t̴"})
    void keepsNothingFromWhatSaysNothingAboutTheUser(String pasted) {
        assertThat(assertTimeoutPreemptively(BOUND, () -> kept(pasted))).isEmpty();
    }

    @Test
    void aFactInOneLanguageWithWordsOfAnotherIsStillKept() {
        assertThat(kept("je suis infirmière, and I love it 😍")).contains("FACT/IDENTITY \"Métier : infirmière\"");
        assertThat(kept("my sister Julie habite à Lyon")).hasSize(1);
    }
}
