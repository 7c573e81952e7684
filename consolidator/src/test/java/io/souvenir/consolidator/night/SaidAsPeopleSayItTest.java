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
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Things said as people say them (session 24): savings counted in thousands, an animal adopted from
 * a shelter, a move told by the going, a favourite with a title that holds a word of change, a
 * friend whose name is also a job's short form, a transfer to another university, a job after its
 * rank by number; a former job in the masculine ("ancien policier") read as a job, as the feminine was; the same
 * job told by the driving ("je conduis des trams" beside "conducteur de tram"); a move said "shifted to". Session 25: a
 * card's word said in full ("a border" beside "our border collie"), a known diet said with how strictly it is kept.
 */
class SaidAsPeopleSayItTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-11-20T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @ValueSource(strings = {
        "we have roughly 8k put away for the wedding",
        "about 6k stashed away for a new roof",
        "On a 15k d'économies pour la voiture"})
    void savingsCountedInThousandsGoToReview(String text) {
        Known saving = new Known("c", "fact", "ongoing", "none", text, List.of(), 0.9);

        assertThat(classifier.decide(Beside.alone(saving, NIGHT))).isEqualTo(Verdict.sensitive(Domain.FINANCE));
    }

    @Test
    void aPuppyAdoptedFromTheShelterIsNoMatterOfPapers() {
        Known known = card("a1", "Caramel — notre chat, 9 ans", "cat", "Caramel");
        Known puppy = card("c", "Pistache — notre chiot, on l'a récupérée au refuge samedi", "dog", "Pistache");

        assertThat(classifier.decide(Beside.among(List.of(known), puppy, NIGHT))).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Odile — ma tante, vit à Quimper  | aunt   | Odile | Odile — ma tante, partie vivre à Biarritz chez sa fille",
        "Gérard — mon oncle, vit à Dole     | uncle  | Gérard | Gérard — mon oncle, est allé s'installer à Besançon en juin"})
    void aMoveToldByTheGoingReplacesTheTownOnTheCard(String card, String relation, String name, String heard) {
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aFavouriteBookWhoseTitleSaysLeftIsNoChange() {
        Situation situation = Beside.among(List.of(fact("a1", "preference", "Favourite film is Paddington 2")),
                fact("c", "preference", "Favourite album ever: Left of the Middle"), NIGHT);

        assertThat(classifier.decide(situation)).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @Test
    void aFriendNamedDevIsNotADeveloper() {
        Situation situation = Beside.among(List.of(fact("a1", "identity", "I'm a software developer"),
                        card("a2", "Dev — my cousin, lives in Croydon", "cousin", "Dev")),
                card("c", "Dev — my cousin, teaches history", "cousin", "Dev"), NIGHT);

        assertThat(classifier.decide(situation)).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @Test
    void aChildTransferredToAnotherUniversityReplacesTheOneOnHerCard() {
        assertThat(classifier.decide(Beside.cards("Maya — my daughter, 20, reading history at Durham Uni", "daughter", "Maya",
                "Maya — my daughter, transferred to York uni in September", NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aJobAfterItsRankByNumberIsReplacedByTheNewJob() {
        assertThat(classifier.decide(Beside.cards("Tanya — my sister, 5th grade teacher in Tulsa", "sister", "Tanya",
                "Tanya — my sister, gave up teaching, she's a real estate agent now", NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aCardOfAFormerPolicemanIsNoMatterOfTheLawWhenHisTownChanges() {
        assertThat(classifier.decide(Beside.cards("Roland — mon grand-père, ancien policier, vit à Metz", "grandfather", "Roland",
                "Roland — mon grand-père, vit à Nancy maintenant", NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis conducteur de tram à Bordeaux | je conduis des trams à Bordeaux",
        "Je suis chauffeur de camion           | je conduis un camion pour Norbert Dentressangle"})
    void theSameJobToldByTheDrivingIsKnown(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @Test
    void aMoveSaidShiftedReplacesTheTownOnTheCard() {
        assertThat(classifier.decide(Beside.cards("Arjun — my cousin, lives in Chennai, works in IT", "cousin", "Arjun",
                "Arjun — my cousin, shifted to Hyderabad last month", NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Rex — our dog, a border          | dog | Rex is our border collie",
        "Noisette — ma chatte, une maine  | cat | Noisette c'est ma maine coon"})
    void aCardsWordSaidInFullIsKnown(String card, String relation, String heard) {
        String name = card.substring(0, card.indexOf(' '));
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I'm vegetarian       | I'm strictly vegetarian, no meat",
        "Je suis végétarienne | je suis complètement végétarienne"})
    void aKnownDietSaidWithHowStrictlyItIsKeptIsKnown(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("preference", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @Test
    void whatADietRulesOutAsWellIsNews() {
        assertThat(classifier.decide(Beside.facts("preference", "I'm vegan", "I'm vegan, no gluten either", NIGHT)).outcome())
                .isEqualTo(Outcome.PROMOTED);
    }

    private static Known card(String id, String text, String relation, String name) {
        return new Known(id, "person", null, "none", text, List.of(new Who(name, relation)), 0.9);
    }

    private static Known fact(String id, String facet, String text) {
        return new Known(id, "fact", facet, "none", text, List.of(), 0.9);
    }
}
