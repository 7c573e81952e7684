package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import io.souvenir.platform.memory.Attributes.Who;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Updates told in passing, without the attribute's word: the work one left named by its place, a
 * step with the partner said in the first person plural, a chat's glued "je"; and names that only
 * look sensitive: where one works, typed with capitals ("Crédit Agricole", "Pret"), a class by its
 * number ("started Year 7").
 */
class ToldInPassingTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-05-14T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I drive for Uber full time                  | Quit Uber, doing a plumbing apprenticeship now",
        "I'm a shift manager at Greggs in Bolton     | Handed my notice in at Greggs, I'm a trainee electrician now",
        "Je suis serveur au Bistrot du Port          | jbosse au Comptoir des Halles mtn, jai lâché le bistrot du port",
        "Je suis caissière chez Leclerc              | J'ai démissionné de Leclerc, je suis livreuse à vélo maintenant"})
    void workLeftByItsPlaceEndsTheMemoryThatHeldIt(String active, String candidate) {
        assertThat(classifier.decide(Beside.facts("identity", active, candidate, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aPlaceLeftForATripIsNoWorkLeft() {
        Situation situation = Beside.among(List.of(fact("I'm a nurse at Leeds General")),
                new Known("c", "event", null, "none", "Left Leeds at 6am for the wedding in Cornwall", List.of(), 0.9), NIGHT);

        assertThat(classifier.decide(situation)).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Ciara — my fiancée, teacher | fiancée   | Ciara | Ciara and I got married on the 20th!!",
        "Dan — my boyfriend, chef    | boyfriend | Dan   | me and Dan broke up, single again",
        "Hugo — mon copain, kiné     | boyfriend | Hugo  | Hugo et moi on s'est fiancés à Étretat"})
    void aStepWithThePartnerSaidAsWeReplacesTheirCard(String card, String relation, String name, String candidate) {
        Known known = new Known("a1", "person", null, "none", card, List.of(new Who(name, relation)), 0.9);
        Known said = new Known("c", "fact", "identity", "none", candidate, List.of(new Who(name, null)), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(known), said, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void anotherCouplesStepLeavesTheUsersPartnerAlone() {
        Known wife = new Known("a1", "person", null, "none", "Zoe — my wife, vet", List.of(new Who("Zoe", "wife")), 0.9);
        Known said = new Known("c", "person", null, "none", "Tom and his girlfriend got engaged in Rome", List.of(new Who("Tom", "brother")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(wife), said, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je bosse à l'agence Crédit Agricole de Lille | ils m'ont mutée à l'agence de Roubaix, je commence là-bas lundi",
        "I'm a barista at Pret on the Strand          | I'm a junior copywriter at an agency now, finally quit Pret"})
    void aWorkplacesNameIsNoMoneyMatter(String active, String candidate) {
        assertThat(classifier.decide(Beside.facts("identity", active, candidate, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void theSameWordInLowerCaseStillIs() {
        Situation situation = Beside.among(List.of(fact("Je travaille au Crédit Agricole")),
                new Known("c", "fact", "general", "none", "j'ai pris un crédit sur 15 ans pour la maison", List.of(), 0.9), NIGHT);

        assertThat(classifier.decide(situation).outcome()).isEqualTo(Outcome.REVIEW);
    }

    @Test
    void aClassByItsNumberIsNoMedicine() {
        assertThat(classifier.decide(Beside.cards("Kwame — my son, in Year 6 at St Mary's Primary", "son", "Kwame",
                "Kwame — my son, just started Year 7 at Oakfield Academy", NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    private static Known fact(String text) {
        return new Known("a1", "fact", "identity", "none", text, List.of(), 0.9);
    }
}
