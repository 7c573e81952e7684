package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.consolidator.night.Verdict.Rule;
import io.souvenir.contracts.memory.Domain;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Sensitive matters told by what they do to a day (a device slept with, a pouch changed) rather than
 * by their name, and the work, the places and the training that only share their words.
 */
class ToldByItsEffectsTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-11-18T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    /** A treatment told by the device that gives it, or by the gesture of using it. */
    @ParameterizedTest
    @ValueSource(strings = {"Mon père dort avec sa machine à PPC depuis l'hiver", "My wife can't travel without her CPAP anymore",
        "Ma voisine est branchée à son concentrateur toute la journée", "Grandpa's plugged into an oxygen tank most afternoons",
        "Elle change sa poche de stomie toute seule maintenant", "I wear compression stockings on every flight since the summer",
        "Mon fils porte une attelle au poignet pour trois semaines", "My daughter has a glucose sensor on her arm now",
        "Je fais mes aérosols matin et soir", "He's had a heart monitor on all week"})
    void aTreatmentToldByItsDeviceGoesToReview(String text) {
        assertThat(classifier.decide(alone(text))).isEqualTo(Verdict.sensitive(Domain.HEALTH));
    }

    @ParameterizedTest
    @ValueSource(strings = {"I sleep with a white noise machine", "Je dors avec un masque sur les yeux",
        "I hooked my laptop up to the big monitor at work", "J'ai branché la machine à laver chez ma sœur",
        "My son does freestyle on his scooter at the skatepark"})
    void aMachineOrAMaskThatTreatsNothingIsNotSentToReview(String text) {
        assertThat(classifier.decide(alone(text)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    /** Work at an office that handles benefits or taxes, in a hospital's team, or a care job one trains for. */
    @ParameterizedTest
    @ValueSource(strings = {"Je suis conseillère à l'agence France Travail de Lorient", "I'm a civil servant at the tax office in Croydon",
        "I've joined the ICU team at St Thomas'", "Je suis passée dans l'équipe de nuit des urgences",
        "My brother is retraining as a paramedic", "Ma cousine se reconvertit en infirmière"})
    void workAtAnOfficeOrATeamOfCareIsAJobNotASensitiveMatter(String text) {
        assertThat(classifier.decide(alone(text)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"finance | J'ai rendez-vous avec ma conseillère France Travail jeudi",
        "finance | My caseworker at the jobcentre wants me on a course", "health | My dad was moved to the ICU after the fall",
        "identity | My neighbour found Jesus last year"})
    void theSameOfficesAndWordsInTheirSensitiveUseStillGoToReview(String domain, String text) {
        assertThat(classifier.decide(alone(text))).isEqualTo(Verdict.sensitive(Domain.valueOf(domain.toUpperCase(Locale.ROOT))));
    }

    /** A holy word inside a place's hyphenated name says no faith. */
    @ParameterizedTest
    @ValueSource(strings = {"Ma fille entre à l'école Saint-Enfant-Jésus en septembre", "Mon oncle habite juste derrière l'Hôtel-Dieu"})
    void aPlaceNamedAfterAHolyNameIsNoFaith(String text) {
        assertThat(classifier.decide(alone(text)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    private static Situation alone(String text) {
        return new Situation(List.of(), new Known("c", "fact", "general", "none", text, List.of(), 0.9), NIGHT.minusDays(4), NIGHT);
    }
}
