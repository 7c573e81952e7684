package io.souvenir.turn.engine.offline;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.turn.engine.Reply;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OfflineEngineTest {

    private final OfflineEngine engine = new OfflineEngine();

    @ParameterizedTest(name = "\"{0}\" is {1}")
    @CsvSource(delimiter = '|', value = {
            "salut, écoute, ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit | fr",
            "comment s'appelle ma femme ?                                                      | fr",
            "Rappelle-moi jeudi de payer le loyer                                              | fr",
            "bonjour                                                                           | fr",
            "My wife is called Claire and my daughter is eleven                                | en",
            "remind me on Thursday to pay the rent                                             | en",
            "hello                                                                             | en",
            "42                                                                                | en",
    })
    void answersInTheLanguageOfTheSentence(String sentence, String language) {
        assertThat(engine.reply(sentence).language()).isEqualTo(Locale.forLanguageTag(language));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @CsvSource(delimiter = '|', value = {
            "Bonjour !             | Bonjour ! Je t'écoute.",
            "hi                    | Hello! I'm listening.",
            "merci beaucoup        | Avec plaisir.",
            "thanks a lot          | You're welcome.",
    })
    void greetsAndThanksLikeAPerson(String sentence, String expected) {
        assertThat(engine.reply(sentence).text()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "\"{0}\"")
    @CsvSource(delimiter = '|', value = {
            "Ma fille a onze ans.",
            "Le code du portail est 4820.",
            "My son is eighteen.",
    })
    void aStatementIsNeverAnsweredWithANotedConfirmation(String sentence) {
        Reply reply = engine.reply(sentence);

        assertThat(reply.text()).doesNotContainIgnoringCase("noté").doesNotContainIgnoringCase("noted")
                .doesNotContainIgnoringCase("saved");
    }
}
