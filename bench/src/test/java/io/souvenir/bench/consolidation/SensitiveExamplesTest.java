package io.souvenir.bench.consolidation;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.LearnedSensitivity;
import io.souvenir.consolidator.night.LearnedSensitivity.Example;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** The training set shipped with the consolidator is what SensitiveExamples writes from the development corpora today. */
class SensitiveExamplesTest {

    @Test
    void theShippedTrainingSetIsTheOneTheDevelopmentCorporaGive() throws IOException {
        assertThat(LearnedSensitivity.shippedExamples().stream().map(Example::line).toList())
                .as("run io.souvenir.bench.consolidation.SensitiveExamples again after a development file changed")
                .isEqualTo(SensitiveExamples.examples(part -> true, true).stream().map(Example::line).toList());
    }
}
