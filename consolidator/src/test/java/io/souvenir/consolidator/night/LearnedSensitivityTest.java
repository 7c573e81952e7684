package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import io.souvenir.contracts.memory.Domain;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The learned second opinion on rule 1, trained on the examples shipped with the consolidator, on
 * sentences of this test's own (in no corpus): a sensitive candidate told without a word any of the
 * night's vocabularies lists goes to review, and a plain one is still promoted.
 */
class LearnedSensitivityTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-10-14T02:00:00+02:00");

    private static LearnedSensitivity model;
    private static Classifier night;

    @BeforeAll
    static void train() {
        model = LearnedSensitivity.shipped(0.7);
        night = new Classifier(0.6, Duration.ofHours(24), Optional.of(model));
    }

    /** Health, money and the law told through what they do to a day: a racing heart, a glucose tablet, a court date. */
    @ParameterizedTest
    @ValueSource(strings = {
        "Je me réveille trois fois par nuit le cœur qui bat à cent à l'heure",
        "Depuis l'été je vais chaque mardi voir une dame à qui je raconte mes cauchemars",
        "Mon frère a rendez-vous au palais la semaine prochaine pour son affaire",
        "I keep a glucose tablet in my bag in case I go low",
        "I've been waking up at 4am with my heart racing for weeks",
        "We had to sell the car to make it to the end of the month"})
    void aSensitiveCandidateToldWithoutAListedWordGoesToReview(String text) {
        Verdict verdict = night.decide(alone(text));

        assertThat(verdict.outcome()).isEqualTo(Outcome.REVIEW);
        assertThat(verdict.rule()).isEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Ma fille va au cours de danse le mercredi",
        "Je travaille chez Leroy Merlin depuis mars",
        "Mon fils joue au foot le samedi matin",
        "J'ai repris le vélo pour aller au boulot",
        "My sister just started a new job at the bakery",
        "We're going to Lisbon in September",
        "I've taken up pottery on Thursday evenings"})
    void aPlainCandidateIsStillPromoted(String text) {
        assertThat(night.decide(alone(text))).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @Test
    void aCandidateTheListsReadKeepsTheDomainTheyFound() {
        assertThat(night.decide(alone("Mon père est diabétique depuis ses cinquante ans"))).isEqualTo(Verdict.sensitive(Domain.HEALTH));
    }

    @Test
    void twoTrainingsOnTheSameExamplesGiveTheSameProbabilities() {
        LearnedSensitivity again = LearnedSensitivity.shipped(0.7);

        for (String text : List.of("I keep a glucose tablet in my bag in case I go low", "Ma fille va au cours de danse le mercredi",
                "On a dû vendre la voiture pour boucler le mois")) {
            assertThat(again.probability(text)).isEqualTo(model.probability(text));
        }
    }

    @Test
    void theShippedExamplesComeFromDevelopmentFilesOnly() {
        assertThat(LearnedSensitivity.shippedExamples()).isNotEmpty()
                .allSatisfy(example -> assertThat(example.source()).matches("(?:consolidation|extraction)/dev/[\\w-]+\\.jsonl"));
    }

    private static Situation alone(String text) {
        return new Situation(List.of(), new Known("c", "fact", "general", "none", text, List.of(), 0.9), NIGHT.minusDays(5), NIGHT);
    }
}
