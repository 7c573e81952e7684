package io.souvenir.consolidator.ingestion;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.ingestion.Reading.Material;
import io.souvenir.consolidator.ingestion.Reading.Proposals;
import io.souvenir.consolidator.ingestion.SourceClient.Citation;
import io.souvenir.consolidator.ingestion.SourceClient.Core;
import io.souvenir.consolidator.ingestion.SourceClient.Note;
import io.souvenir.consolidator.ingestion.SourceClient.Source;
import io.souvenir.consolidator.ingestion.SourceClient.Turn;
import io.souvenir.contracts.context.Cited;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class OfflineReaderTest {

    private static final Core SALON = new Core(UUID.randomUUID(), "Salon-Bois", "Trouver trois fournisseurs de chêne", null);
    private final OfflineReader reader = new OfflineReader();

    @Test
    void frenchDictationsBecomeNotesDecisionsTodosAndOpenQuestionsEachQuotingItsSource() {
        Source morning = dictation("Marc Dubois dit que le chêne a pris 12 % depuis janvier. Il faut envoyer le devis à Marc avant vendredi.");
        Source noon = dictation("On a décidé de prendre le stand B12 au salon de Lyon. Est-ce que la livraison est assurée ?");
        Proposals read = reader.read(new Material(SALON, List.of(morning, noon), List.of()));

        assertThat(read.notes()).extracting(Cited::text).contains("Marc Dubois : Le chêne a pris 12 % depuis janvier.");
        assertThat(read.todos()).extracting(Cited::text).containsExactly("Envoyer le devis à Marc avant vendredi");
        assertThat(read.decisions()).extracting(Cited::text).containsExactly("On a décidé de prendre le stand B12 au salon de Lyon.");
        assertThat(read.questions()).extracting(Cited::text).containsExactly("Est-ce que la livraison est assurée ?");
        Cited note = read.notes().get(0);
        assertThat(note.citations()).singleElement().satisfies(citation -> {
            assertThat(citation.sourceId()).isEqualTo(morning.id());
            assertThat(morning.text()).contains(citation.quote());
        });
        assertThat(read.synthesis()).contains("12 %", "stand B12");
    }

    @Test
    void differentNumbersForTheSameThingAreAContradictionCitingBothSources() {
        Source marc = dictation("Marc dit que le chêne a pris 12 % depuis janvier.");
        Source lea = dictation("Selon Léa, le chêne a pris 8 % depuis janvier.");
        Proposals read = reader.read(new Material(SALON, List.of(marc, lea), List.of()));

        assertThat(read.contradictions()).singleElement().satisfies(contradiction -> {
            assertThat(contradiction.text()).contains("12 %", "8 %", "Marc", "Léa");
            assertThat(contradiction.citations()).extracting(c -> c.sourceId()).containsExactly(marc.id(), lea.id());
        });
    }

    @Test
    void aNewSourceContradictingAnEstablishedNoteCitesTheNotesSource() {
        UUID old = UUID.randomUUID();
        Note established = new Note(UUID.randomUUID(), "Marc : Le stand coûte 900 euros",
                List.of(new Citation(old, "le stand coûte 900 euros")));
        Source today = dictation("Le stand coûte 1200 euros finalement.");
        Proposals read = reader.read(new Material(SALON, List.of(today), List.of(established)));

        assertThat(read.contradictions()).singleElement().satisfies(contradiction ->
                assertThat(contradiction.citations()).extracting(c -> c.sourceId()).containsExactly(today.id(), old));
    }

    @Test
    void aQuestionSomethingAnswersIsNotOpen() {
        Source asked = dictation("Quel est le délai de livraison du chêne ?");
        Source answered = dictation("Le délai de livraison du chêne est de trois semaines.");
        assertThat(reader.read(new Material(SALON, List.of(asked, answered), List.of())).questions()).isEmpty();
    }

    @Test
    void englishTranscriptTurnsKeepTheirSpeakers() {
        Source interview = new Source(UUID.randomUUID(), "transcript", null, "raw", List.of("Anna", "Tom"), List.of(
                new Turn("Anna", "00:00:01", "We decided to ship in March."),
                new Turn("Tom", "00:00:05", "The oak price went up 12 percent since January."),
                new Turn("Anna", "00:00:09", "We need to call the sawmill on Monday."),
                new Turn("Tom", "00:00:12", "Who signs the contract?")), null, null);
        Proposals read = reader.read(new Material(SALON, List.of(interview), List.of()));

        assertThat(read.decisions()).extracting(Cited::text).containsExactly("Anna : We decided to ship in March.");
        assertThat(read.notes()).extracting(Cited::text).containsExactly("Tom : The oak price went up 12 percent since January.");
        assertThat(read.todos()).extracting(Cited::text).containsExactly("Call the sawmill on Monday");
        assertThat(read.questions()).extracting(Cited::text).containsExactly("Tom : Who signs the contract?");
    }

    @Test
    void everyProposalCitesOnlyTheSourcesItWasGiven() {
        Source a = dictation("Il faut relancer Pierre. Pierre a 3 scieries dans le Jura. On a décidé de visiter le Jura en mai.");
        Proposals read = reader.read(new Material(SALON, List.of(a), List.of()));
        List<Cited> all = new java.util.ArrayList<>(read.notes());
        all.addAll(read.todos());
        all.addAll(read.decisions());
        assertThat(all).isNotEmpty().allSatisfy(item -> assertThat(item.citations()).isNotEmpty()
                .allSatisfy(citation -> assertThat(citation.sourceId()).isEqualTo(a.id())));
    }

    private static Source dictation(String text) {
        return new Source(UUID.randomUUID(), "dictation", null, text, List.of(), null, null, null);
    }
}
