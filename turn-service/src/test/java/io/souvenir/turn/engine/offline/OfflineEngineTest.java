package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.NOW;
import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.turn.engine.Reply;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class OfflineEngineTest {

    private final OfflineEngine engine = new OfflineEngine();
    private final OfflineExtractor extractor = new OfflineExtractor();

    /** What the user hears after saying the sentence, the memories of which were kept. */
    private Reply hears(String sentence) {
        return engine.reply(sentence, extractor.extract(sentence, NOW), NOW);
    }

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
        assertThat(hears(sentence).language()).isEqualTo(Locale.forLanguageTag(language));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @CsvSource(delimiter = '|', value = {
            "Bonjour !                        | Bonjour ! Je t'écoute.",
            "hi                               | Hello! I'm listening.",
            "merci beaucoup                   | Avec plaisir.",
            "thanks a lot                     | You're welcome.",
            "comment s'appelle ma femme ?     | Je n'ai encore rien retenu qui réponde à ça.",
            "what's my wife's name?           | I haven't kept anything yet that answers that.",
            "il fait beau                     | Je t'écoute, continue.",
    })
    void greetsThanksAndListensWhenNothingIsKept(String sentence, String expected) {
        assertThat(hears(sentence).text()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "\"{0}\"")
    @CsvSource(delimiter = '|', value = {
            "salut, écoute, ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit | Claire, onze ans et dix-huit ans : une belle famille !",
            "my wife is called Claire, my daughter is eleven and my son eighteen               | Claire, eleven and eighteen: what a lovely family!",
            "ma femme s'appelle Claire                                                         | Claire, c'est un joli prénom.",
            "ma fille a onze ans                                                               | Onze ans, c'est un bel âge.",
            "Je suis infirmière                                                                | Infirmière, c'est un beau métier.",
            "I'm a nurse                                                                       | Nurse, that's a fine job.",
            "je m'appelle Léa                                                                  | Enchanté, Léa !",
            "my name is Léa                                                                    | Nice to meet you, Léa!",
            "j'adore le jazz                                                                   | Le jazz, bon choix.",
            "I love hiking                                                                     | Hiking, good choice.",
            "je déteste les huîtres                                                            | Les huîtres, pas pour toi alors.",
            "j'habite à Nantes                                                                 | Ah, Nantes !",
            "I'm from Lyon                                                                     | Oh, Lyon!",
            "je prépare un marathon                                                            | Beau projet, bon courage !",
            "j'ai promis à Paul de l'aider samedi                                              | C'est gentil de ta part.",
            "je suis allergique aux arachides                                                  | Prends soin de toi.",
            "hier on a fait du vélo avec Claire                                                | Et alors, comment ça s'est passé ?",
            "yesterday I had lunch with my brother                                             | So, how did it go?",
            "Salut ! Je suis infirmière et j'adore le jazz, tu sais ?                          | Infirmière, c'est un beau métier. Le jazz, bon choix.",
    })
    void reactsToWhatWasSaidLikeAPersonWhoListens(String sentence, String expected) {
        assertThat(hears(sentence).text()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "\"{0}\"")
    @CsvSource(delimiter = '|', value = {
            "rappelle-moi jeudi de payer le loyer                                 | Entendu, je te le rappellerai jeudi à 9h.",
            "remind me on Thursday to pay the rent                                | Sure, I'll remind you on Thursday at 9:00.",
            "rappelle-moi demain à 18h30 d'appeler ma mère                        | Entendu, je te le rappellerai demain à 18h30.",
            "remind me tonight to lock the door                                   | Sure, I'll remind you tonight at 19:00.",
            "rappelle-moi d'appeler le garage                                     | Entendu. Quand veux-tu que je te le rappelle ?",
            "remind me to call the garage                                         | Sure. When should I remind you?",
            "il faut que je paie le loyer                                         | Je l'ajoute à ta liste.",
            "I need to buy milk                                                   | I'm adding it to your list.",
            "je dois aller chez le dentiste jeudi                                 | Je l'ajoute à ta liste, pour jeudi.",
            "I have to finish the report by Friday                                | I'm adding it to your list, for Friday.",
            "dîner avec Paul samedi à 20h                                         | Dîner avec Paul samedi à 20h, c'est dans l'agenda.",
            "I'm meeting Anna tomorrow at noon                                    | Meeting Anna tomorrow at 12:00, it's in the calendar.",
            "samedi c'est l'anniversaire de Claire                                | L'anniversaire de Claire samedi, c'est dans l'agenda.",
            "note : acheter du pain                                               | C'est dans tes notes.",
            "note: buy bread                                                      | It's in your notes.",
            "ma femme s'appelle Claire et rappelle-moi demain d'acheter des fleurs | Claire, c'est un joli prénom. Entendu, je te le rappellerai demain à 9h.",
    })
    void acknowledgesWhatItWillShowWithTheTimeInTheUsersWords(String sentence, String expected) {
        assertThat(hears(sentence).text()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {
            "Ma fille a onze ans.", "Le code du portail est 4820.", "My son is eighteen.",
            "rappelle-toi que le code du portail est 4820", "remember that the gate code is 4820",
            "retiens que mon numéro de client est AB-1234", "je suis infirmière", "I take metformin",
            "mon salaire est de 3200 euros", "I'm suing my landlord", "last weekend we went to the beach",
            "salut, écoute, ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit",
    })
    void neverSaysItNotedWhatItKeepsSilently(String sentence) {
        Reply reply = hears(sentence);

        assertThat(reply.text()).isNotBlank().doesNotContainIgnoringCase("noté").doesNotContainIgnoringCase("noted")
                .doesNotContainIgnoringCase("saved").doesNotContainIgnoringCase("retiens")
                .doesNotContainIgnoringCase("enregistr").doesNotContainIgnoringCase("remember");
    }

    @ParameterizedTest(name = "\"{0}\"")
    @CsvSource(delimiter = '|', value = {
            "rappelle-toi que le code du portail est 4820           | Je t'écoute, continue.",
            "remember that the gate code is 4820                    | I'm listening, go on.",
            "rappelle-toi que ma fille est allergique aux arachides | Je t'écoute, continue.",
            "le code du portail est 4820                            | Je t'écoute, continue.",
    })
    void whatTheUserAsksToRememberGetsNoRemarkAtAll(String sentence, String expected) {
        assertThat(hears(sentence).text()).isEqualTo(expected);
    }

    /** A reply of set phrases alone is kept without a sentence vector: one with the user's words in it keeps one. */
    @ParameterizedTest(name = "\"{0}\" -> set phrases only: {1}")
    @CsvSource(delimiter = '|', value = {
            "il pleut depuis ce matin                               | true",
            "I've had a migraine since Sunday                       | true",
            "je suis diabétique                                     | true",
            "merci pour hier                                        | true",
            "on est allés au cinéma vendredi avec Hugo              | true",
            "rappelle-moi d'appeler le garage                       | true",
            "rappelle-moi demain à 8h d'appeler le garage           | false",
            "mon frère s'appelle Théo                               | false",
            "I work as a baker                                      | false",
            "I really like sushi                                    | false",
            "je vis à Grenoble                                      | false",
            "on dîne chez Marc samedi à 20h                         | false",
    })
    void saysWhetherItsReplyIsOnlySetPhrases(String sentence, boolean setPhrases) {
        assertThat(hears(sentence).setPhrases()).isEqualTo(setPhrases);
    }

    @Test
    void theSameSentenceAlwaysGetsTheSameReply() {
        String sentence = "Salut ! Je suis infirmière et j'adore le jazz";

        assertThat(List.of(hears(sentence), hears(sentence), hears(sentence))).containsOnly(hears(sentence));
    }
}
