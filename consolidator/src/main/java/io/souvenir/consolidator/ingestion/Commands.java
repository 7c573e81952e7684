package io.souvenir.consolidator.ingestion;

import io.souvenir.consolidator.ingestion.Reading.Proposals;
import io.souvenir.contracts.context.Cited;
import io.souvenir.contracts.context.ContextIngested;
import io.souvenir.contracts.context.IngestContext;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * One reading's proposals as memory commands, each well under Kafka's 1 MB record limit (a long
 * transcript proposes many notes, each with its quote): pieces of at most {@value #ITEMS} items and
 * {@value #CHARACTERS} characters, each carrying the sources read.
 */
final class Commands {

    static final int ITEMS = 200;
    static final int CHARACTERS = 250_000;

    private Commands() {
    }

    private record Kinded(int kind, Cited item) {
    }

    static List<ContextIngested> split(IngestContext job, List<UUID> sources, Proposals proposals, String engine) {
        List<Kinded> all = new ArrayList<>();
        List<List<Cited>> kinds = List.of(proposals.notes(), proposals.decisions(), proposals.todos(), proposals.contradictions(),
                proposals.questions());
        for (int kind = 0; kind < kinds.size(); kind++) {
            for (Cited item : kinds.get(kind)) {
                all.add(new Kinded(kind, item));
            }
        }
        List<ContextIngested> commands = new ArrayList<>();
        List<Kinded> piece = new ArrayList<>();
        int characters = 0;
        for (Kinded item : all) {
            int size = size(item.item());
            if (!piece.isEmpty() && (piece.size() == ITEMS || characters + size > CHARACTERS)) {
                commands.add(command(job, sources, piece, proposals.synthesis(), engine));
                piece = new ArrayList<>();
                characters = 0;
            }
            piece.add(item);
            characters += size;
        }
        commands.add(command(job, sources, piece, proposals.synthesis(), engine));
        return commands;
    }

    static ContextIngested nothing(IngestContext job, String engine) {
        return command(job, List.of(), List.of(), null, engine);
    }

    /** The same commands, the last one marked as completing the job. */
    static List<ContextIngested> lastOne(List<ContextIngested> commands) {
        List<ContextIngested> marked = new ArrayList<>(commands.subList(0, commands.size() - 1));
        ContextIngested last = commands.get(commands.size() - 1);
        marked.add(new ContextIngested(last.jobId(), last.contextId(), last.sourceIds(), last.notes(), last.decisions(), last.todos(),
                last.contradictions(), last.questions(), last.synthesis(), last.engine(), true));
        return marked;
    }

    private static ContextIngested command(IngestContext job, List<UUID> sources, List<Kinded> piece, String synthesis, String engine) {
        List<List<Cited>> kinds = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        piece.forEach(item -> kinds.get(item.kind()).add(item.item()));
        return new ContextIngested(job.jobId(), job.contextId(), sources, kinds.get(0), kinds.get(1), kinds.get(2), kinds.get(3),
                kinds.get(4), synthesis, engine, false);
    }

    private static int size(Cited item) {
        return item.text().length() + item.citations().stream().mapToInt(c -> c.quote().length() + 40).sum();
    }
}
