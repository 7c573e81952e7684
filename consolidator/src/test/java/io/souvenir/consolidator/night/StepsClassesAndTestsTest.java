package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.platform.memory.Attributes.Who;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A step of the user's relationship status replaces the fact that holds the status, not the
 * partner's card; a person gone to another employer, or a child moved up a class, replaces the card
 * that holds the old one; a test said positive is health; a birthday said in a region's or a chat's
 * words contradicts another date of birth.
 */
class StepsClassesAndTestsTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-09-20T02:00:00+02:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis célibataire             | Je suis fiancée à Gaspard depuis hier soir !      | Gaspard | fiancé",
        "Je sors avec Gaspard            | Gaspard et moi on s'est mariés à la mairie samedi | Gaspard | husband",
        "I'm single                      | I'm engaged, Jonah popped the question in Lisbon  | Jonah   | fiancé",
        "I'm seeing Jonah                | Jonah and I got hitched at the courthouse         | Jonah   | husband"})
    void aStepOfTheUsersStatusReplacesTheFactThatHoldsIt(String status, String candidate, String name, String relation) {
        Known fact = new Known("a1", "fact", "identity", "none", status, List.of(), 0.9);
        Known sister = new Known("a2", "person", null, "none", "Ines — my sister", List.of(new Who("Ines", "sister")), 0.9);
        Known said = new Known("candidate", "fact", "identity", "none", candidate, List.of(new Who(name, relation)), 0.88);

        assertThat(classifier.decide(Beside.among(List.of(fact, sister), said, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void theStatusFactGoesRatherThanThePartnersCardThatNamesTheStepToo() {
        Known fact = new Known("a1", "fact", "identity", "none", "I'm engaged to Farid", List.of(new Who("Farid", "fiancé")), 0.9);
        Known card = new Known("a2", "person", null, "none", "Farid — my fiancé, nurse in Leeds", List.of(new Who("Farid", "fiancé")), 0.9);
        Known said = new Known("candidate", "fact", "identity", "none", "Farid and I are married now, small wedding, no fuss",
                List.of(new Who("Farid", "husband")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(card, fact), said, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void someoneElsesWeddingLeavesTheUsersStatusAlone() {
        Known fact = new Known("a1", "fact", "identity", "none", "I'm single", List.of(), 0.9);
        Known said = new Known("candidate", "person", null, "none", "Dev — my cousin, got married in Goa",
                List.of(new Who("Dev", "cousin")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(fact), said, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Inès — mon ex-collègue, bosse chez Thales       | Inès — mon ex-collègue, partie chez Safran depuis juin | Inès  | colleague",
        "Manon — ma collègue chez Leroy Merlin           | Manon — mon ancienne collègue, maintenant chez Ikea     | Manon | colleague",
        "Gareth — my old workmate, works at Tesco        | Gareth — my old workmate, now at Aldi                  | Gareth | colleague",
        "Priti — my colleague at Unilever                | Priti — my former colleague, currently at Nestle        | Priti | colleague"})
    void aPersonGoneToAnotherEmployerReplacesTheirCard(String before, String after, String name, String relation) {
        Known card = new Known("a1", "person", null, "none", before, List.of(new Who(name, relation)), 0.9);
        Known mine = new Known("a2", "fact", "identity", "none", "Je travaille chez Orano", List.of(), 0.9);
        Known said = new Known("candidate", "person", null, "none", after, List.of(new Who(name, relation)), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(card, mine), said, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aWeekendAtSomeonesIsNoEmployer() {
        Known card = new Known("a1", "person", null, "none", "Zoé — ma sœur, bosse chez Airbus", List.of(new Who("Zoé", "sister")), 0.9);
        Known said = new Known("candidate", "person", null, "none", "Zoé — ma sœur, partie chez Lucas pour le week-end",
                List.of(new Who("Zoé", "sister")), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(card), said, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Ciarán — my son, in fifth class         | Ciarán — my son, gone into sixth class, new teacher too | Ciarán | son",
        "Bella — my daughter, in Year 2          | Bella — my daughter, moving up to Year 3 went fine     | Bella  | daughter",
        "Jules — mon fils, en CE1                | Jules — mon fils, passé en CE2 cette année             | Jules  | son",
        "Rose — ma fille, en 6e au collège Camus   | Rose — ma fille, rentrée en 5e, toujours au collège Camus | Rose | daughter"})
    void aChildMovedUpAClassReplacesTheirCard(String before, String after, String name, String relation) {
        Known card = new Known("a1", "person", null, "none", before, List.of(new Who(name, relation)), 0.9);
        Known said = new Known("candidate", "person", null, "none", after, List.of(new Who(name, relation)), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(card), said, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aTicketInFirstClassIsNoClassAtSchool() {
        Known card = new Known("a1", "person", null, "none", "Oran — my son, in second class", List.of(new Who("Oran", "son")), 0.9);
        Known said = new Known("candidate", "person", null, "none", "Oran — my son, loved flying first class to Boston",
                List.of(new Who("Oran", "son")), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(card), said, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Naomi did a test at work this morning and it was positive, she's telling nobody yet",
        "Sabrina a fait un test ce matin : positif, on garde ça pour nous",
        "We got a positive result this morning!! keeping it quiet until the scan"})
    void aTestSaidPositiveIsHealthWhateverTheLabel(String candidate) {
        Known said = new Known("candidate", "fact", "general", "none", candidate, List.of(new Who("Naomi", "partner")), 0.9);

        assertThat(classifier.decide(Beside.alone(said, NIGHT))).isEqualTo(Verdict.sensitive(Domain.HEALTH));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis née le 8 avril 1987     | Ma fête c'est le 18 avril",
        "Je suis né le 30 janvier 1979   | Ma date de fête tombe le 3 janvier",
        "I was born on 2 June 1994       | My bday's on the 12th of June",
        "I was born on 2 June 1994       | my b'day is June 22nd"})
    void aBirthdayInOtherWordsContradictsTheDateOfBirth(String born, String candidate) {
        Known birth = new Known("a1", "fact", "identity", "none", born, List.of(), 0.9);
        Known said = new Known("candidate", "fact", "identity", "none", candidate, List.of(), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(birth), said, NIGHT))).isEqualTo(Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE));
    }

    @Test
    void theSameBirthdayInOtherWordsIsAlreadyKnown() {
        Known birth = new Known("a1", "fact", "identity", "none", "Je suis née le 8 avril 1987", List.of(), 0.9);
        Known said = new Known("candidate", "fact", "identity", "none", "Ma fête c'est le 8 avril", List.of(), 0.85);

        assertThat(classifier.decide(Beside.among(List.of(birth), said, NIGHT)).outcome()).isEqualTo(Outcome.HELD);
    }
}
