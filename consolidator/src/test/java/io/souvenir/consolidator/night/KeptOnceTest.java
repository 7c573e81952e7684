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
 * What is kept is kept once: a note the user already keeps, asked again in other words, is not filed a second time; a
 * partner's card that says the couple went a step further (a PACS or a civil partnership become a marriage) replaces the
 * card of the step before instead of standing beside it.
 */
class KeptOnceTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-12-08T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Code du portail chez Mamie : 4821B             | noter le code du portail de Mamie — 4821B              | HELD     | ALREADY_KNOWN",
        "Bike lock combination: 7 3 9 1                 | remember my bike lock combination, 7 3 9 1             | HELD     | ALREADY_KNOWN",
        "Wifi at the cottage: network Heron, pw finch88 | note the cottage wifi — Heron (password finch88)       | HELD     | ALREADY_KNOWN",
        "Code du portail chez Mamie : 4821B             | Taille des pneus de la Clio : 185/65 R15               | PROMOTED | CLEAR",
        "Bike lock combination: 7 3 9 1                 | Boiler service number: 0345 600 1234                   | PROMOTED | CLEAR"})
    void aNoteKeptIsNotKeptTwiceWhileAnotherIsKept(String kept, String heard, Outcome outcome, Rule rule) {
        Situation situation = Beside.among(List.of(memo("a1", kept)), memo("c", heard), NIGHT);
        assertThat(classifier.decide(situation)).isEqualTo(Verdict.of(outcome, rule));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Inès — ma pacsée, graphiste        | Inès | wife    | Inès — ma femme, on s'est mariées à la mairie cet été",
        "Yann — mon pacsé                    | Yann | husband | Yann — mon mari (on a dit oui samedi)",
        "Sam — my civil partner, joiner      | Sam  | husband | Sam — my husband, we made it a proper wedding in May"})
    void aBondMadeAMarriageReplacesTheCard(String card, String name, String relation, String heard) {
        Known before = new Known("a1", "person", null, "none", card, List.of(new Who(name, "partner")), 0.9);
        Known after = new Known("c", "person", null, "none", heard, List.of(new Who(name, relation)), 0.9);
        assertThat(classifier.decide(Beside.among(List.of(before), after, NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Lucas — mon mari, boulanger | Lucas | Lucas — mon pacsé",
        "Nina — my wife, architect   | Nina  | Nina — my civil partner"})
    void aMarriageCalledItsEarlierBondStays(String card, String name, String heard) {
        Known before = new Known("a1", "person", null, "none", card, List.of(new Who(name, "spouse")), 0.9);
        Known after = new Known("c", "person", null, "none", heard, List.of(new Who(name, "partner")), 0.9);
        assertThat(classifier.decide(Beside.among(List.of(before), after, NIGHT)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    private static Known memo(String id, String text) {
        return new Known(id, "memo", null, "none", text, List.of(), 0.9);
    }
}
