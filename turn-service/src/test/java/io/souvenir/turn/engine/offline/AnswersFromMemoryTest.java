package io.souvenir.turn.engine.offline;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.turn.engine.Heard;
import io.souvenir.turn.engine.Turn;
import io.souvenir.turn.recall.Narrative;
import io.souvenir.turn.recall.Recall;
import io.souvenir.turn.recall.RecallUnavailableException;
import io.souvenir.turn.recall.Recalled;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The offline engine answers questions from what memory returns, and only from that. */
class AnswersFromMemoryTest {

    private static final ZonedDateTime NOW = ZonedDateTime.of(2026, 11, 29, 10, 0, 0, 0, ZoneId.of("Europe/Paris"));
    private static final Recalled CLAIRE = memory("person", "Claire — ma femme", "person", "subject");
    private static final Recalled ROME = memory("event", "Voyage à Rome en mars avec Claire", "person");
    private static final Recalled ALLERGY = memory("fact", "Claire est allergique aux arachides", "person", "meaning");
    private static final Recalled SON = memory("person", "Mon fils — 18 ans", "person");
    private static final Recalled GATE = memory("fact", "The gate code is 4820", "subject", "meaning");
    private static final Recalled LOOSE = memory("fact", "Aime le jardinage", "meaning");

    private final OfflineTurnEngine engine = new OfflineTurnEngine();
    private final List<String> searched = new ArrayList<>();

    @Test
    void aNameQuestionIsAnsweredWithTheNameAndWhatSurroundsThePerson() {
        Heard heard = hear("comment s'appelle ma femme ?", CLAIRE, ROME, ALLERGY);

        assertThat(heard.reply().text()).isEqualTo("Ta femme s'appelle Claire. Je sais aussi : "
                + "Voyage à Rome en mars avec Claire ; Claire est allergique aux arachides.");
        assertThat(heard.memories()).isEmpty();
        assertThat(searched).containsExactly("comment s'appelle ma femme ?");
    }

    @Test
    void englishQuestionsAreAnsweredInEnglish() {
        assertThat(hear("what's my wife's name?", CLAIRE).reply().text()).isEqualTo("Your wife's name is Claire.");
        assertThat(hear("what's my gate code?", GATE).reply().text()).isEqualTo("From what you told me: The gate code is 4820.");
    }

    @Test
    void aPersonIsSaidBackAsASentenceNotAsALabel() {
        assertThat(hear("quel âge a mon fils ?", SON).reply().text()).isEqualTo("Ton fils a 18 ans.");
        assertThat(hear("how old is my daughter?", memory("person", "My daughter — 11 years old", "person")).reply().text())
                .isEqualTo("Your daughter is 11.");
        assertThat(hear("qui est Julie ?", memory("person", "Julie — ma sœur, habite à Lyon", "person")).reply().text())
                .isEqualTo("Julie est ta sœur et habite à Lyon.");
        assertThat(hear("who is Tom?", memory("person", "Tom — my son, nurse", "person")).reply().text())
                .isEqualTo("Tom is your son and is a nurse.");
    }

    @Test
    void otherQuestionsQuoteWhatTheUserSaidBackToThem() {
        assertThat(hear("what's my gate code?", GATE).reply().text()).isEqualTo("From what you told me: The gate code is 4820.");
    }

    @Test
    void withNothingThatAnswersItSaysItDoesNotKnowAndNeverGuesses() {
        assertThat(hear("où est-ce que j'ai rangé le passeport ?").reply().text())
                .isEqualTo("Je ne sais pas : tu ne me l'as pas encore dit.");
        // a hit only the meaning angle found is too loose to answer with
        assertThat(hear("what do I like?", LOOSE).reply().text()).isEqualTo("I don't know: you haven't told me yet.");
    }

    @Test
    void whenMemoryCannotBeSearchedItSaysSoRatherThanNotKnowing() {
        Recall down = query -> {
            throw new RecallUnavailableException(new IllegalStateException("connection refused"));
        };
        Heard heard = engine.hear(new Turn("comment s'appelle ma femme ?", NOW, true, Narrative.UNKNOWN, down));

        assertThat(heard.reply().text()).startsWith("Je n'arrive pas à consulter ma mémoire");
    }

    @Test
    void aStatementIsKeptNotSearched() {
        Heard heard = hear("ma femme s'appelle Claire", CLAIRE);

        assertThat(heard.memories()).isNotEmpty();
        assertThat(searched).isEmpty();
    }

    private Heard hear(String text, Recalled... found) {
        Recall recall = query -> {
            searched.add(query);
            return List.of(found);
        };
        return engine.hear(new Turn(text, NOW, true, Narrative.UNKNOWN, recall));
    }

    private static Recalled memory(String kind, String text, String... angles) {
        return new Recalled("memory", UUID.randomUUID(), kind, text, 1.0, Set.of(angles), List.of());
    }
}
