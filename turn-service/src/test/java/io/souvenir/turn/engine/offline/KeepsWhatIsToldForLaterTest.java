package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.kept;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the user tells for the assistant's later use ("…, au cas où tu me conseilles des recettes",
 * "… whenever you suggest somewhere to eat", "…, in case it matters for anything you recommend") or
 * asks it not to forget ("don't forget I'm vegan") is kept as a fact, without the words that say why;
 * an offer or a plan said with "if you…" is not.
 */
class KeepsWhatIsToldForLaterTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "don't forget I'm vegan whenever you suggest somewhere to eat|Vegan",
            "allergique aux fruits à coque, au cas où tu me conseilles des recettes|Allergique aux fruits à coque",
            "je suis diabétique, pour quand tu me proposes des desserts|Diabétique",
            "I'm on warfarin, in case it matters for anything you recommend|On warfarin"})
    void keepsTheFactWithoutWhyItIsTold(String sentence, String fact) {
        assertThat(kept(sentence)).singleElement().asString().contains("\"" + fact + "\"").startsWith("FACT");
    }

    @ParameterizedTest
    @ValueSource(strings = {"I'll bring the wine if you want", "je t'appelle quand tu veux"})
    void keepsNoOfferOrPlanToldWithYou(String sentence) {
        assertThat(kept(sentence)).isEmpty();
    }
}
