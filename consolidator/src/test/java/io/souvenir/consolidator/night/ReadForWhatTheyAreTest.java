package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import io.souvenir.contracts.memory.Domain;
import java.time.Duration;
import java.time.OffsetDateTime;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Words read for what they are where they are: a lease signed is a home, not a legal matter (a
 * dispute over it still is); a club named after its town is the club only where one supports it,
 * so a supporter's card is no second word of where they live; a care job in a crèche is where one
 * works, not a child's school; an avocado eaten is no lawyer; a carer's job with its rank on a card
 * ("junior doctor at …") is a job, not a care received.
 */
class ReadForWhatTheyAreTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-03-21T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "J'habite à Vichy | On a signé le bail, on habite à Moulins depuis samedi",
        "I live in Leeds  | Signed the lease on a flat in York, moved in last week"})
    void aLeaseSignedIsAMoveNotALegalMatter(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "J'habite à Vichy | Le proprio veut casser le bail, on va au tribunal",
        "I live in Leeds  | My brother is out on bail till March"})
    void aDisputeOverALeaseOrBailIsStillLegal(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.sensitive(Domain.LEGAL));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Sam — my brother, lives in Tottenham | brother | Sam  | Sam — my brother, Spurs season ticket holder",
        "Hugo — mon frère, vit à Marseille    | brother | Hugo | Hugo — mon frère, abonné à l'OM depuis dix ans"})
    void aSupportersClubNamedAfterTheirTownIsNotTheTownSaidAgain(String card, String relation, String name, String heard) {
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I support Spurs       | COYS till I die",
        "Je supporte l'OM      | Allez l'OM jusqu'à la mort"})
    void aClubByItsNicknameIsTheClubOneSupports(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("preference", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis auxiliaire de puériculture | Je suis AP en crèche depuis 2019",
        "Je suis auxiliaire de puériculture | chui AP en crèche"})
    void aCareJobInACrecheByItsInitialsIsTheKnownJob(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis caissière chez Lidl | Je suis AP en crèche maintenant",
        "Je suis caissière chez Lidl | Je suis auxiliaire de puériculture en crèche depuis septembre, fini la caisse"})
    void aCareJobInACrecheReplacesTheOldJob(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "J'adore le pain au levain | Une tartine à l'avocat tous les matins, c'est mon petit plaisir",
        "J'adore le pain au levain | Des avocats bien mûrs sur du pain grillé, rien de mieux"})
    void anAvocadoEatenIsNoLawyer(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("preference", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "On rénove la cuisine | Mon avocat dit que le dossier avance",
        "On rénove la cuisine | J'ai vu des avocats au tribunal hier"})
    void aLawyerIsStillLegal(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("general", known, heard, NIGHT))).isEqualTo(Verdict.sensitive(Domain.LEGAL));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Priya — my flatmate, from Leeds | Priya — my flatmate, junior doctor at St Thomas' | PROMOTED",
        "Priya — my flatmate, from Leeds | Priya — my flatmate, sees a junior doctor every week | REVIEW"})
    void aCarersJobWithItsRankOnACardIsAJobNotACare(String card, String heard, Outcome outcome) {
        assertThat(classifier.decide(Beside.cards(card, "flatmate", "Priya", heard, NIGHT)).outcome()).isEqualTo(outcome);
    }
}
