package io.souvenir.platform.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.Domain;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DomainsTest {

    @ParameterizedTest
    @ValueSource(strings = {"on a fait un pret immobilier sur 25 ans", "mon pret etudiant court jusqu'en 2030",
        "les prets de la voiture me coutent cher"})
    void aLoanIsMoney(String folded) {
        assertThat(Domains.of(folded)).isEqualTo(Domain.FINANCE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"je suis pret pour le semi-marathon", "tout est pret pour la fete de samedi",
        "pret a partir quand tu veux", "i grab a coffee at pret every morning"})
    void beingReadyOrTheShopIsNot(String folded) {
        assertThat(Domains.of(folded)).isEqualTo(Domain.NONE);
    }
}
