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
 * How things stand, said in everyday words. What replaces a fact: a couple's end said impersonally ("c'est fini avec …"),
 * "chu rendu" (Quebec's "I became"), another branch of one kind of place, a favourite said to be one no longer before the
 * new one. What replaces a card: a child's school switched to by its name (no medicine), where someone is now, work left
 * by what one did. Since when a value holds is no change when nothing known holds that attribute. A job in care or law
 * labelled sensitive for its word alone is promoted, while the same job beside a case stays for review; the payments left
 * on a car are a loan.
 */
class SaidWhereItStandsTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-12-08T02:00:00-05:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "identity   | Je suis en couple avec Julien                     | C'est fini avec Julien, je suis célibataire depuis la rentrée",
        "identity   | I'm in a relationship with Dan                    | It's over with Dan, I'm single again",
        "identity   | Je suis caissier chez Metro                       | Chu rendu mécanicien, fini la caisse",
        "identity   | Je suis serveuse dans un resto                    | Chu rendue comptable depuis le printemps",
        "identity   | Je travaille à la bibliothèque de la Croix-Rousse | J'ai été mutée à la bibliothèque de Villefranche depuis lundi",
        "identity   | Je bosse à la bibliothèque de la Guillotière      | On m'a mutée à la bibliothèque de Caluire, je commence le 3",
        "preference | Mon dessert préféré c'est le tiramisu             | le tiramisu c'est plus mon dessert préféré, maintenant c'est la pavlova",
        "preference | My favourite film is Jaws                         | Jaws is no longer my favourite film, now it's Heat"})
    void aFactSaidOtherwiseIsReplaced(String facet, String known, String heard) {
        assertThat(classifier.decide(Beside.facts(facet, known, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Lily — my daughter, 9, goes to Brookside Primary       | Lily    | daughter | Lily switched to Oak Hill Academy after half term",
        "Reuben — my son, goes to Fairfield Middle               | Reuben  | son      | Reuben moved over to St Aidan's High this term",
        "Aoife — my cousin, lives in Cork                        | Aoife   | cousin   | Aoife — my cousin, she's in Limerick now",
        "Bastien — mon pote, vit à Nancy                         | Bastien | friend   | Bastien — mon pote, il est à Metz maintenant",
        "Gwen — my aunt, teaches at a secondary school in Bath   | Gwen    | aunt     | Gwen — my aunt, quit teaching, she makes pottery in Bath now",
        "Kofi — my uncle, coaches at the rugby academy in Leeds  | Kofi    | uncle    | Kofi — my uncle, quit coaching, runs a café in Leeds now"})
    void aCardSaidOtherwiseIsReplaced(String card, String name, String relation, String heard) {
        assertThat(classifier.decide(Beside.cards(card, relation, name, heard, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "J'habite à Brest     | Je suis boulangère à mon compte depuis 2019",
        "I was born in Cork   | I live in Galway now, near the docks"})
    void sinceWhenIsNoChangeOfWhatNothingHolds(String known, String heard) {
        assertThat(classifier.decide(Beside.facts("identity", known, heard, NIGHT))).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Hugo — mon parrain    | Hugo  | godfather | legal  | Hugo est notaire à Nantes, il adore son métier",
        "Priya — my neighbour  | Priya | neighbour | health | Priya — my neighbour, a midwife at the maternity unit"})
    void aJobLabelledForItsWordIsPromoted(String card, String name, String relation, String label, String heard) {
        List<Who> persons = List.of(new Who(name, relation));
        Situation situation = Beside.among(List.of(new Known("a1", "person", null, "none", card, persons, 0.9)),
                new Known("c", "person", null, label, heard, persons, 0.9), NIGHT);
        assertThat(classifier.decide(situation)).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Hugo  | godfather | legal  | Hugo est avocat, il défend mon frère au tribunal",
        "Priya | neighbour | health | Priya — my neighbour, a midwife, she's been off with depression",
        "      |           | none   | Il me reste 6 paiements sur le camion",
        "      |           | none   | only 9 more payments left on the van, can't wait"})
    void aCaseOrALoanStaysForReview(String name, String relation, String label, String heard) {
        List<Who> persons = name == null ? List.of() : List.of(new Who(name, relation));
        Known candidate = new Known("c", name == null ? "fact" : "person", name == null ? "general" : null, label, heard, persons, 0.9);
        assertThat(classifier.decide(Beside.alone(candidate, NIGHT)).rule()).isEqualTo(Rule.SENSITIVE_DOMAIN);
    }
}
