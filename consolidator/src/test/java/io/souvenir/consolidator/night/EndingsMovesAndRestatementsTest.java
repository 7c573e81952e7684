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
 * A couple said to be over ends the memory of it, even when the sentence is filed about the ex; a
 * move at work told as a transfer or a posting is the user's own new workplace; a weekly habit
 * told again with where it happens, and a detail already on a card said again with a word of
 * praise, are already known.
 */
class EndingsMovesAndRestatementsTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-10-20T02:00:00+02:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis en couple avec Anaïs        | Anaïs | girlfriend | C'est fini avec Anaïs, on s'est quittés en août     | ex-girlfriend",
        "Je suis en couple avec Anaïs        | Anaïs | girlfriend | Je suis célibataire, Anaïs et moi on a rompu        | ex-girlfriend",
        "I'm in a relationship with Dominic  | Dominic | boyfriend | Dominic and I broke up, I'm single again           | ex-boyfriend",
        "I'm in a relationship with Dominic  | Dominic | boyfriend | It's over between me and Dominic                   | ex",
        "I'm married to Helen                | Helen | wife       | Helen and I are divorced now                        | ex-wife"})
    void aCoupleSaidToBeOverEndsTheFactOfIt(String couple, String name, String relation, String candidate, String former) {
        Known known = new Known("a1", "fact", "identity", "none", couple, List.of(new Who(name, relation)), 0.9);
        Known said = new Known("candidate", "fact", "identity", "none", candidate, List.of(new Who(name, former)), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(known), said, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aBreakUpSaidOfTheExEndsTheirCard() {
        Known card = new Known("a1", "person", null, "none", "Yanis — mon copain", List.of(new Who("Yanis", "boyfriend")), 0.9);
        Known said = new Known("candidate", "fact", "identity", "none", "Yanis et moi c'est terminé, on s'est séparés",
                List.of(new Who("Yanis", "ex-boyfriend")), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(card), said, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Clémence | best friend | Clémence a rompu avec son copain, elle est célibataire",
        "Clémence | best friend | Clémence and her husband split up",
        "Ravi     | brother     | Ravi broke up with his girlfriend"})
    void someoneElsesBreakUpLeavesTheUsersCoupleAlone(String name, String relation, String candidate) {
        Known couple = new Known("a1", "fact", "identity", "none", "Je suis en couple avec Bastien", List.of(new Who("Bastien", "partner")), 0.9);
        Known said = new Known("candidate", "fact", "identity", "none", candidate, List.of(new Who(name, relation)), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(couple), said, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @Test
    void anEndingThatNamesNoPartnerLeavesTheCoupleAlone() {
        Known card = new Known("a1", "person", null, "none", "Yanis — mon copain", List.of(new Who("Yanis", "boyfriend")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(card), said("identity", "C'est fini avec la clope, trois semaines sans"), NIGHT)).outcome())
                .isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis prof d'anglais au collège Pasteur          | Ma mutation est acceptée, je suis au collège Rimbaud depuis septembre",
        "Je suis prof d'anglais au collège Pasteur          | Mon affectation est arrivée, je suis au collège Rimbaud depuis la rentrée",
        "I teach maths at Oakfield Academy                  | My transfer came through, I'm at Brookside School now",
        "I teach maths at Oakfield Academy                  | My posting is confirmed, I'm at Brookside School since Monday"})
    void aMoveAtWorkToldAsATransferIsTheUsersNewWorkplace(String active, String candidate) {
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", active)), said("identity", candidate), NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je vais à la piscine le mardi soir          | Le mardi soir je nage à la piscine Saint-Georges",
        "Je cours le samedi matin                    | Tous les samedis matin je fais mon footing au parc Monceau",
        "I go cycling on Sunday mornings             | Every Sunday morning I bike along the Thames Path",
        "I go to the gym on Fridays                  | On Fridays I work out at Riverside Fitness"})
    void aHabitOnItsDayToldWithWhereItHappensIsAlreadyKnown(String active, String candidate) {
        assertThat(classifier.decide(Beside.among(List.of(fact("ongoing", active)), said("ongoing", candidate), NIGHT)))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je vais à la piscine le mardi soir          | Le mardi soir je fais de la boxe au club Saint-Georges",
        "I go to the gym on Fridays                  | On Fridays I do pottery at Riverside Studio"})
    void anotherActivityOnTheSameDaySomewhereNamedIsNew(String active, String candidate) {
        assertThat(classifier.decide(Beside.among(List.of(fact("ongoing", active)), said("ongoing", candidate), NIGHT)).outcome())
                .isEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Pistache — my cat, bengal, 4          | Pistache | cat    | Pistache's a bengal, pure chaos on legs",
        "Filou — mon chien, berger australien  | Filou    | dog    | Filou est un berger australien, un amour",
        "Tomasz — my colleague, Polish         | Tomasz   | colleague | Tomasz is Polish, the funniest guy on the team"})
    void aDetailTheCardHoldsSaidAgainWithPraiseIsAlreadyKnown(String card, String name, String relation, String candidate) {
        Known known = new Known("a1", "person", null, "none", card, List.of(new Who(name, relation)), 0.9);
        Known said = new Known("candidate", "person", null, "none", candidate, List.of(new Who(name, relation)), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(known), said, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Pistache's a bengal, she turned 5 last week",
        "Pistache isn't a bengal after all, the vet says she's a tabby"})
    void aDetailSaidAgainBesideANewNumberOrADenialIsNotAlreadyKnown(String candidate) {
        Known known = new Known("a1", "person", null, "none", "Pistache — my cat, bengal, 4", List.of(new Who("Pistache", "cat")), 0.9);
        Known said = new Known("candidate", "person", null, "none", candidate, List.of(new Who("Pistache", "cat")), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(known), said, NIGHT)).rule()).isNotEqualTo(Rule.ALREADY_KNOWN);
    }

    private static Known fact(String facet, String text) {
        return new Known("a1", "fact", facet, "none", text, List.of(), 0.9);
    }

    private static Known said(String facet, String text) {
        return new Known("candidate", "fact", facet, "none", text, List.of(), 0.85);
    }
}
