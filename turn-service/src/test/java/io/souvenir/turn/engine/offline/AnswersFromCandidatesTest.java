package io.souvenir.turn.engine.offline;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.turn.engine.Turn;
import io.souvenir.turn.recall.Narrative;
import io.souvenir.turn.recall.Recall;
import io.souvenir.turn.recall.Recalled;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A memory heard but not yet established by the night is told back as something said recently, not as a fact. */
class AnswersFromCandidatesTest {

    private static final ZonedDateTime NOW = ZonedDateTime.of(2026, 6, 11, 10, 0, 0, 0, ZoneId.of("Europe/Paris"));
    private final OfflineTurnEngine engine = new OfflineTurnEngine();

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "true  | quel âge a ma fille ? | Tu m'as dit récemment (je n'en suis pas encore sûr) : Ta fille — 12 ans.",
            "false | quel âge a ma fille ? | Ta fille a 12 ans.",
            "true  | how old is my daughter? | You told me recently (I am not sure of it yet): Your daughter — 12 years old."})
    void aCandidateIsHedged(boolean candidate, String question, String reply) {
        boolean french = question.startsWith("quel");
        Recalled daughter = new Recalled("memory", UUID.randomUUID(), "person", french ? "Ma fille — 12 ans" : "My daughter — 12 years old",
                1.0, Set.of("person", "subject"), List.of(), candidate);
        Recall recall = query -> List.of(daughter);
        assertThat(engine.hear(new Turn(question, NOW, true, Narrative.UNKNOWN, recall)).reply().text()).isEqualTo(reply);
    }
}
