package io.souvenir.consolidator.ingestion;

import io.souvenir.consolidator.ingestion.SourceClient.Core;
import io.souvenir.consolidator.ingestion.SourceClient.Note;
import io.souvenir.consolidator.ingestion.SourceClient.Source;
import io.souvenir.contracts.context.Cited;
import java.util.List;

/** What a reader is given (the new sources, the notes already established, the frame) and what it proposes. */
public final class Reading {

    private Reading() {
    }

    public record Material(Core context, List<Source> sources, List<Note> established) {
    }

    public record Proposals(List<Cited> notes, List<Cited> decisions, List<Cited> todos, List<Cited> contradictions,
            List<Cited> questions, String synthesis) {

        public static final Proposals NONE = new Proposals(List.of(), List.of(), List.of(), List.of(), List.of(), null);
    }

    /** Reads sources into proposals: the offline French/English rules, or a model. */
    public interface Reader {

        Proposals read(Material material);

        String engine();
    }
}
