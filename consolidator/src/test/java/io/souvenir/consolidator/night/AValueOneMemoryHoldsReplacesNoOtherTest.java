package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Situation.Known;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A value the candidate says as one memory already holds it ("still duty manager" beside "I'm duty manager at the
 * Stockport Aldi") is no new value for another memory of the same attribute (the team one coaches on Saturdays): whatever the
 * candidate changes, it does not replace the other.
 */
class AValueOneMemoryHoldsReplacesNoOtherTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-03-18T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I'm duty manager at the Stockport Aldi        | I coach my son's rugby team               | transferred to the Didsbury branch, still duty manager",
        "I'm a sous chef at the Harbour Grill          | I coach my niece's hockey team on Sundays | got moved to the city centre site, still sous chef",
        "je suis chef de rayon au Carrefour de Rennes   | je suis aussi coach de l'équipe de basket | mutée à Vitré, toujours chef de rayon"})
    void theOtherMemoryIsNotReplaced(String job, String pastime, String heard) {
        Situation situation = Beside.among(List.of(new Known("a1", "fact", "identity", "none", job, List.of(), 0.9),
                new Known("a2", "fact", "ongoing", "none", pastime, List.of(), 0.9)),
                new Known("c", "fact", "identity", "none", heard, List.of(), 0.9), NIGHT);
        assertThat(classifier.decide(situation)).isNotEqualTo(Verdict.supersede("a2"));
    }
}
