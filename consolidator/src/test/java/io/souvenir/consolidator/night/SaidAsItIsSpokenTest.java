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
 * What people say the way they speak it: a pregnancy by its picture, its belly or its rank, an
 * operation by who did it, a parent who no longer knows their own, an amount in words; Quebec's
 * "y'a" and "chu", a card's bare "fête"; a move by its boxes, a partner by an idiom, a new job by
 * the time one has been there or by what one does full time, a job in its short form.
 */
class SaidAsItIsSpokenTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-09-23T02:00:00+02:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "bébé numéro deux en route 🤰 on garde ça pour nous           | true",
        "on attend le troisième pour fin janvier, motus                | true",
        "le petit deuxième est prévu pour mi-mai                       | true",
        "son ventre commence à s'arrondir, on l'a dit à sa mère        | true",
        "her bump is starting to show, we told the in-laws             | true",
        "on lui a retiré un kyste au genou jeudi                       | true",
        "ma grand-mère me reconnaît plus toujours au téléphone         | true",
        "my grandad barely recognises us on Sundays now                | true",
        "je dois encore deux mille balles à mon oncle pour la moto     | true",
        "still waiting on the five hundred quid my mate borrowed       | true",
        "j'attends le deuxième tome pour mars                          | false",
        "she started to show me her allotment                          | false",
        "le délai pour le devis c'est vendredi                         | false",
        "Wet Leg is my number one band, the Hip Priest cover sold me   | false"})
    void whatTheBodyOrMoneyTellsWithoutItsWordGoesToReviewAndWhatOnlyLooksLikeItDoesNot(String heard, boolean reviewed) {
        Known said = new Known("c", "fact", "general", "none", heard, List.of(), 0.9);

        assertThat(classifier.decide(Beside.alone(said, NIGHT)).outcome() == Outcome.REVIEW).as(heard).isEqualTo(reviewed);
    }

    @Test
    void quebecsHeHasNoDestination() {
        Known said = new Known("c", "fact", "identity", "none", "y'a changé d'équipe, y'est ben content", List.of(), 0.9);

        assertThat(classifier.decide(Beside.alone(said, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.NO_DESTINATION));
    }

    @Test
    void quebecsThereIsStillSaysSomething() {
        Known said = new Known("c", "fact", "general", "none", "y'a une piscine au bout de ma rue, on nage le samedi", List.of(), 0.9);

        assertThat(classifier.decide(Beside.alone(said, NIGHT)).rule()).isNotEqualTo(Rule.NO_DESTINATION);
    }

    @Test
    void aCardsBareFeteIsABirthday() {
        Situation situation = Beside.cards("Maxime — mon chum, sa fête c'est le 4 avril", "boyfriend", "Maxime",
                "Maxime — mon chum, fête le 14 octobre", NIGHT);

        assertThat(classifier.decide(situation)).isEqualTo(Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "J'habite à Rouen                             | les cartons sont posés à Caen, enfin",
        "J'habite à Montréal                          | chu installée dans un 3 et demi à Verdun depuis juin",
        "J'habite à Gatineau                          | chu déménagé à Hull le mois passé",
        "Je suis graphiste chez Havas                 | premier jour chez Publicis, badge en poche",
        "I work at Tesco in Leeds                     | first week at Asda done, the canteen is better",
        "I work at Argos                              | a couple of weeks in at Currys, the team is lovely",
        "Je suis dev front chez Ubisoft Paris         | premier mois chez Ankama et déjà conquis"})
    void aMoveOrAStartSaidByTheWayItFeelsReplacesTheOldValue(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis électricien   | élec depuis vingt ans, les chantiers j'connais",
        "Je suis kinésithérapeute | kiné depuis 2012, toujours en libéral"})
    void aJobInItsShortFormWithHowLongIsKnown(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @Test
    void whatSomeoneDoesFullTimeIsTheirWork() {
        Situation situation = Beside.cards("Noémie — ma cousine, juriste chez Axa", "cousin", "Noémie",
                "Noémie a quitté Axa, elle fait de la poterie à temps plein", NIGHT);

        assertThat(classifier.decide(situation)).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void theOtherHalfIsThePartner() {
        Situation situation = Beside.cards("Alex — my husband, works at the council", "husband", "Alex", "my other half Alex", NIGHT);

        assertThat(classifier.decide(situation)).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @Test
    void beingSingleSaidOfTheExEndsTheCouple() {
        Known couple = new Known("a1", "fact", "identity", "none", "Je suis en couple avec Yanis", List.of(new Who("Yanis", "boyfriend")), 0.9);
        Known card = new Known("a2", "person", null, "none", "Yanis — mon copain, boulanger", List.of(new Who("Yanis", "boyfriend")), 0.9);
        Known said = new Known("c", "fact", "identity", "none", "fini avec Yanis, je suis célibataire", List.of(new Who("Yanis", "ex-boyfriend")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(couple, card), said, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }
}
