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
 * What is known said again in other words (an age with a joke and an emoji after it, the way to work
 * by its wheels and its weather) is already known; a value said without the attribute's word finds
 * the memory it replaces: an employer by being there since a day, an age in slang, a retirement, a
 * town by who one is there, "je suis" as a chat types it.
 */
class ToldWithoutItsWordTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-11-14T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Ruby — my daughter, 6      | daughter | Ruby | Ruby — my daughter, six going on sixteen 😅",
        "Jade — ma fille, 10 ans    | daughter | Jade | Jade — ma fille, dix ans, bientôt 18 dans sa tête 🙃"})
    void anAgeSaidAgainWithAJokeAndAnEmojiIsKnown(String card, String relation, String name, String heard) {
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je vais au boulot à vélo tous les jours | Je pédale jusqu'au bureau qu'il pleuve ou qu'il vente",
        "I bike to the office every day          | I commute by bicycle, come rain or shine"})
    void theWayToWorkSaidOtherwiseIsKnown(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("ongoing", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je nage tous les jours | Je pédale jusqu'au bureau qu'il pleuve ou qu'il vente",
        "I swim every day       | I commute on two wheels, rain or shine"})
    void anotherDailyHabitIsNotKnown(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("ongoing", known, heard, NIGHT)).rule()).isNotEqualTo(Rule.ALREADY_KNOWN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "J'ai 39 ans | 40 berges depuis samedi, la fête était top",
        "J'ai 49 ans | bon ben 50 balais depuis dimanche",
        "I'm 29      | Finally hit the big three-oh, cake and all",
        "I'm 59      | officially the big 6-0 as of Tuesday"})
    void anAgeInSlangReplacesTheOldAge(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I'm 39 | Planning my big four-oh party for March",
        "I'm 39 | Off to Dan's big four-oh tonight"})
    void aBigBirthdayStillToComeOrSomeoneElsesReplacesNothing(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je bosse chez Michelin | Depuis janvier chui chez Valeo, même job",
        "Je bosse chez Michelin | je suis chez Valeo maintenant, plus près de la maison",
        "I work at Barclays     | I'm at Monzo now, started in June",
        "I work at Barclays     | Since the spring I'm at Octopus Energy, same team size"})
    void beingAtAnOrganisationSinceADayIsTheNewEmployer(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Inès — ma cousine, travaille chez Orange | cousin  | Inès | Inès est chez Bouygues depuis mars",
        "Owen — my brother, works at Aviva        | brother | Owen | Owen left Aviva, he's at Zurich since May"})
    void aPersonAtAnotherOrganisationSinceADayReplacesTheirEmployer(String card, String relation, String name, String heard) {
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je bosse chez Michelin | je dors chez Léo depuis lundi, les travaux chez moi durent",
        "Je bosse chez Michelin | Je suis chez Valeo pour la semaine, en renfort",
        "I work at Barclays     | I'm at Jen's now, her sofa is comfy",
        "I work at Barclays     | Staying at Hilton Garden Inn since Monday for the conference"})
    void aStayOrAVisitSinceADayIsNoNewEmployer(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @org.junit.jupiter.api.Test
    void atSomeoneOfTheUsersSinceADayIsNoNewEmployer() {
        Known work = new Known("a1", "fact", "identity", "none", "Je bosse chez Michelin", List.of(), 0.9);
        Known sister = new Known("a2", "person", null, "none", "Nadia — ma sœur, vit à Clermont", List.of(new Who("Nadia", "sister")), 0.9);
        Known heard = new Known("c", "fact", "identity", "none", "Je suis chez Nadia depuis samedi, on repeint sa cuisine", List.of(), 0.9);

        assertThat(classifier.decide(new Situation(List.of(work, sister), heard, NIGHT.minusDays(3), NIGHT)).outcome())
                .isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Gilles — mon père, électricien         | father | Gilles | Mon père Gilles a pris sa retraite en juin",
        "Odile — ma tante, factrice             | aunt   | Odile  | Odile est partie à la retraite, fini les tournées"})
    void aRetirementToldByItsVerbReplacesTheJob(String card, String relation, String name, String heard) {
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Ma série préférée c'est Dark      | En ce moment rien ne surpasse Shogun, c'est devenu ma série numéro un",
        "Mon groupe préféré c'est Indochine | Mon groupe n°1 maintenant c'est Feu! Chatterton",
        "My favourite podcast is Serial    | The Rest Is History has taken over as my number one podcast",
        "My favourite podcast is Serial    | My #1 podcast these days is The Rest Is History"})
    void aFavouriteToldByItsRankReplacesTheOldOne(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("preference", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Ma série préférée c'est Dark   | Le numéro un des ventes cette semaine c'est Dune",
        "My favourite band is Blur      | Oasis were number one in the charts that summer"})
    void aRankThatIsNotTheUsersFavouriteReplacesNothing(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("preference", known, heard, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis caissière chez Auchan | Je suis passée cheffe de caisse chez Auchan",
        "Je suis vendeur chez Fnac     | Je suis passé responsable de rayon le mois dernier",
        "I work at Accenture           | Jumped ship to Capgemini in March, better commute",
        "I work at Accenture           | I've jumped ship to Capgemini"})
    void aStepUpOrALeapToAnotherEmployerReplacesTheJob(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis caissière chez Auchan | Je suis passée voir ma sœur à Lille",
        "I work at Accenture           | My brother jumped ship to Capgemini",
        "Je bosse à la Fnac            | Mon chef a pris sa retraite, pot vendredi",
        "I work at Aviva               | My boss retired last week, big send-off"})
    void someoneElsesMoveOrAVisitLeavesTheUsersJobAlone(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Maman — travaille à la mairie de Niort          | mother      |     | Ma mère a pris sa retraite, fini la mairie",
        "Alf — my grandad, works at the Co-op in Bury    | grandfather | Alf | Alf's retired now, no more Co-op shifts",
        "Ron — my uncle, drives a yellow cab in Queens   | uncle       | Ron | Ron — my uncle, retired last year"})
    void aRetirementEndsTheWorkTheCardHolds(String card, String relation, String name, String heard) {
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I teach 8th grade science at Lincoln Middle | This fall I switched over to teaching chemistry at Roosevelt High",
        "Je bosse chez Airbus                        | Cette année je bosse chez Thales, même équipe"})
    void aSentenceOpeningOnASeasonOrAYearHasTheUserAsItsSubject(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I was born in Calcutta | I was born in Kolkata",
        "Je suis née à Bombay   | Je suis née à Mumbai",
        "My birthday is 12 June | 12th June is my bday",
        "My birthday is 12 June | june 12th is my birthday, mark it down"})
    void aTownByItsFormerNameOrABirthdayDateFirstIsKnown(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I was born in Calcutta | I was born in Chennai",
        "My birthday is 12 June | june 14th is my birthday, mark it down"})
    void anotherTownOrDateOfBirthIsStillReviewed(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je bosse chez Michelin      | J'ai démarré chez Valeo lundi, même poste",
        "Je suis comptable chez KPMG | J'ai commencé chez la MAIF en mars",
        "I work at Tesco             | I'm driving for Deliveroo now, more flexible",
        "I'm a barista               | Started my plumbing apprenticeship on Monday",
        "Je suis serveuse            | J'ai commencé mon apprentissage de fleuriste",
        "I'm a barista               | Started as a junior designer at a studio in Bristol"})
    void aJobOrAnEmployerToldByItsStartReplacesTheOldOne(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    /** "chez" or "à" before a word without a capital is no organisation nor town: a home, the countryside. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je bosse chez Michelin | je suis chez moi depuis lundi, télétravail",
        "Je bosse chez Michelin | je suis passée à la maison depuis midi",
        "J'habite à Lyon        | On s'est acheté une maison à la campagne",
        "I live in Leeds        | We bought a house in the countryside"})
    void aPlaceNamedWithoutACapitalReplacesNothingAndIsNotPromoted(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT)).outcome()).isEqualTo(Outcome.HELD);
    }

    /** Beside a trade the reader cannot read, a retirement may still replace it: not promoted beside it. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Gilles — mon père, cheminot            | father | Gilles | Mon père Gilles a pris sa retraite en juin",
        "Norman — my grandad, ran the village forge | grandfather | Norman | Norman retired last spring"})
    void aRetirementBesideATradeTheReaderCannotReadIsHeld(String card, String relation, String name, String heard) {
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT)).outcome()).isEqualTo(Outcome.HELD);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I live in Leeds   | We're York residents now, got the keys on Friday",
        "I live in Croydon | I'm a Brighton local these days, sea air and all"})
    void aTownSaidByWhoOneIsThereIsAMove(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis kinésithérapeute | chui kiné",
        "Je suis infirmière       | jsuis infirmière"})
    void aCarersJobTypedInChatIsTheKnownJobNotACareReceived(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }
}
