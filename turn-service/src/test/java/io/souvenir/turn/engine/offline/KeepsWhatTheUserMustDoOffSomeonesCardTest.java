package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.kept;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** "il faut que je…" after someone: what the user must do is a task of theirs, not said of that person. */
class KeepsWhatTheUserMustDoOffSomeonesCardTest {

    @Test
    void keepsTheTaskApartFromTheirCard() {
        assertThat(kept("ma tante Rose a 80 ans, il faut que je l'appelle plus souvent")).containsExactly(
                "PERSON \"Rose — ma tante, 80 ans\" [Rose/aunt]",
                "TASK \"L'appeler plus souvent\" visible");
    }
}
