package io.souvenir.turn.engine.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CorrectionsTest {

    @ParameterizedTest
    @ValueSource(strings = {"ma fille vient d'avoir douze ans", "finalement on part à Lyon", "correction : le code c'est 4821",
            "je ne travaille plus chez Airbus", "maintenant j'habite à Nantes", "I no longer work at Acme", "actually my son is 9",
            "my daughter just turned twelve", "Mon frère n'est plus avec Julie"})
    void anExplicitCorrectionIsHeard(String sentence) {
        assertThat(Corrections.explicit(sentence)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ma fille a douze ans", "my son is 9", "j'habite à Nantes", "le code du portail est 4820",
            "knowledge is power"})
    void aPlainStatementIsNoCorrection(String sentence) {
        assertThat(Corrections.explicit(sentence)).isFalse();
    }
}
