package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import io.souvenir.platform.memory.Attributes.Who;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A habit told with whom one does it is still the user's habit; a promotion that names the job replaces the old one; a job quit in slang, by its place, ends it; body words used as
 * slang and a career gone into are no health matter, while a therapy told as seeing someone to talk is.
 */
class SaidAnotherWayAgainTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-11-14T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Piscine tous les mercredis midi avec Gaëlle | Gaëlle | Je vais à la piscine le mercredi midi",
        "Tennis every Sunday morning with Rory       | Rory   | I play tennis on Sunday mornings"})
    void aHabitToldWithWhomIsKnown(String known, String friend, String heard) {
        Known habit = new Known("a1", "fact", "ongoing", "none", known, List.of(new Who(friend, "friend")), 0.9);
        Known candidate = new Known("c", "fact", "ongoing", "none", heard, List.of(), 0.9);
        assertThat(classifier.decide(Beside.among(List.of(habit), candidate, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Léon — mon collègue, technicien de maintenance | colleague | Léon | Léon a été nommé chef d'équipe, on a trinqué",
        "Tasha — my colleague, cashier | colleague | Tasha | Tasha got promoted to shift manager, well deserved"})
    void aPromotionThatNamesTheJobReplacesTheOldOne(String card, String relation, String name, String heard) {
        List<Who> persons = List.of(new Who(name, relation));
        Situation situation = Beside.among(List.of(new Known("a1", "person", null, "none", card, persons, 0.9)),
                new Known("c", "fact", "general", "none", heard, persons, 0.9), NIGHT);
        assertThat(classifier.decide(situation)).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I work in the kitchen at the Golden Fleece | jacked in the kitchen job, I'm a postman now",
        "I work nights at the warehouse in Daventry | chucked in the warehouse job, I'm a bus driver now"})
    void aJobQuitInSlangEndsIt(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "On a repeint la cuisine | ça nous a pris un temps de malade",
        "I'm a paramedic | I was a plumber for ten years before I went into medicine"})
    void slangAndACareerAreNoHealthMatter(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("general", known, heard, NIGHT)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je marche le soir | je vais voir quelqu'un une fois par mois pour parler de ma mère",
        "Je nage le jeudi  | depuis l'été je vois quelqu'un toutes les semaines pour en parler"})
    void seeingSomeoneToTalkIsReviewed(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("ongoing", known, heard, NIGHT)).rule()).isEqualTo(Rule.SENSITIVE_DOMAIN);
    }
}
