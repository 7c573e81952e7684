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
 * Things said again, and work said by the trade. A reminder or a task asked again in other words for the same day is
 * known ("ring" for "call", "re" for "about"); for another day it is not. Days typed short ("tues + fri", "mar/jeu") are
 * the days they shorten. A business one runs is one's work ("owns a barbershop", "tient une crêperie"), and so is a doer
 * of something said as what one is now ("je suis livreur de colis maintenant"): the new work replaces the old, on a card
 * and in a fact. A taxi is no tax. Pills in slang are a treatment ("sous cachetons"); "le reste" (what is left) does not say
 * a value is unchanged; a meal at someone's family's home ("chez la mère de Nour") names no employer. An organisation joined
 * to work there ("joined Revolut, team lead now", "rejoint Qonto comme comptable") is the new employer, a club joined is not;
 * a job after a rank and a field ("senior data analyst", "junior sous chef") is a job; a site worked at or started at,
 * with the shifts between ("work lates at the Tesco store", "started at the Lidl depot"), is the employer.
 */
class SaidByTheTradeOrAgainTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-12-09T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "reminder | Remind me on Tuesday to call the plumber about the boiler | reminder | tues: ring the plumber re boiler",
        "reminder | Rappelle-moi jeudi d'appeler le syndic pour la fuite    | reminder | rappelle moi jeudi de téléphoner au syndic pour la fuite",
        "task     | Je dois rendre les clés de l'appart à l'agence samedi   | reminder | faut que je rende les clés de l'appart à l'agence samedi"})
    void aThingToDoAskedAgainIsKnown(String knownKind, String known, String heardKind, String heard) {
        Situation situation = Beside.among(List.of(new Known("a1", knownKind, null, "none", known, List.of(), 0.9)),
                new Known("c", heardKind, null, "none", heard, List.of(), 0.9), NIGHT);
        assertThat(classifier.decide(situation)).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Remind me on Tuesday to call the plumber about the boiler | remind me on thursday to call the plumber about the boiler",
        "Rappelle-moi jeudi d'appeler le syndic pour la fuite   | rappelle-moi lundi d'appeler le syndic pour la fuite"})
    void theSameThingForAnotherDayIsNotKnown(String known, String heard) {
        Situation situation = Beside.among(List.of(new Known("a1", "reminder", null, "none", known, List.of(), 0.9)),
                new Known("c", "reminder", null, "none", heard, List.of(), 0.9), NIGHT);
        assertThat(classifier.decide(situation).rule()).isNotEqualTo(Rule.ALREADY_KNOWN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I go climbing at the wall on Tuesdays and Fridays   | tues + fri are climbing nights",
        "Je fais de la danse mardi et jeudi                  | mar/jeu c'est danse"})
    void daysTypedShortAreTheDays(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("ongoing", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Dev — my cousin, owns a barbershop in Luton        | Dev     | cousin | Dev — my cousin, sold the shop, he's a train driver now",
        "Nadège — ma tante, tient une crêperie à Quimper    | Nadège  | aunt   | Nadège — ma tante, elle a vendu, elle est aide-soignante maintenant",
        "Paolo — my uncle, a plumber in Derby               | Paolo   | uncle  | Paolo — my uncle, runs a pizzeria in Derby now",
        "Rémi — mon oncle, menuisier à Pau                  | Rémi    | uncle  | Rémi — mon oncle, il a ouvert une fromagerie à Pau"})
    void aBusinessRunIsWork(String card, String name, String relation, String heard) {
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis facteur à Tours        | je suis conducteur d'engins depuis mars",
        "Je suis cuisinier              | Fini les fourneaux, je suis dresseur de chiens maintenant",
        "Je suis infirmière             | je suis accompagnatrice de voyages depuis juin"})
    void aDoerOfSomethingIsAJob(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis joueur de tennis depuis dix ans",
        "Je suis parisien d'origine"})
    void aDoerAtLeisureOrByBirthIsNoJob(String heard) {
        Situation situation = Beside.facts("identity", "Je suis infirmière", heard, NIGHT);
        assertThat(classifier.decide(situation).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Yann — mon frère, chauffeur de taxi à Brest   | Yann  | brother | Yann — mon frère, il est pompier à Brest maintenant",
        "Inès — ma cousine, conductrice de taxi à Metz | Inès  | cousin  | Inès — ma cousine, elle tient un bar à Metz maintenant"})
    void aTaxiIsNoTax(String card, String name, String relation, String heard) {
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "je suis sous cachetons depuis la rentrée, sinon je tiens pas",
        "Mon frère Hugo prend des pilules pour se calmer avant ses exams"})
    void pillsInSlangAreReviewed(String heard) {
        Known candidate = new Known("c", "fact", "ongoing", "none", heard, List.of(), 0.9);
        assertThat(classifier.decide(Beside.alone(candidate, NIGHT)).rule()).isEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Pistou — mon chien, 3 ans, croisé labrador   | Pistou | dog    | Pistou — mon chien, il adore les balles, le reste il s'en fiche",
        "Câline — ma chatte, 9 ans, siamoise          | Câline | cat    | Câline — ma chatte, elle dort sur le radiateur, pour le reste elle est tranquille"})
    void whatIsLeftIsNoStill(String card, String name, String relation, String heard) {
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Nour — ma copine, prof de maths      | Nour  | girlfriend | Déjeuner chez la mère de Nour dimanche 12 à midi",
        "Malik — mon pote, boulanger à Lens   | Malik | friend     | Apéro chez les parents de Malik vendredi 3 à 19h"})
    void aMealAtSomeonesFamilyNamesNoEmployer(String card, String name, String relation, String heard) {
        List<Who> persons = List.of(new Who(name, relation));
        Situation situation = Beside.among(List.of(new Known("a1", "person", null, "none", card, persons, 0.9)),
                new Known("c", "event", null, "none", heard, persons, 0.9), NIGHT);
        assertThat(classifier.decide(situation)).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I work at Barclays as a cashier   | joined Revolut in March, team lead now",
        "Je travaille chez Orange          | j'ai rejoint Qonto comme comptable",
        "I'm a waiter at a pizzeria in Bath | I'm a senior data analyst now, first month at an insurer",
        "I'm a barista at Costa            | I'm a junior sous chef now at a hotel in York",
        "I work lates at the Tesco store in Hove | started at the Lidl depot in Crawley on Monday, earlies now",
        "I work weekends at the Boots warehouse in Nottingham | just started at the DHL warehouse in Derby, full time"})
    void workJoinedOrTitledReplacesTheOld(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I work at Barclays as a cashier   | joined a running club last week, love it",
        "Je travaille chez Orange          | j'ai rejoint Strava pour suivre mes sorties"})
    void aClubOrAnAppJoinedIsNoEmployer(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }
}
