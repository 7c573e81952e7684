package io.souvenir.turn.contexts;

import io.souvenir.turn.contexts.ContextClient.Core;
import io.souvenir.turn.contexts.ContextClient.Item;
import io.souvenir.turn.contexts.ContextClient.Note;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** What the assistant says about contexts, in the user's language. */
record ContextTexts(boolean french) {

    static ContextTexts in(Locale language) {
        return new ContextTexts(language.getLanguage().equals("fr"));
    }

    String opened(Core core) {
        int todos = ContextTurns.open(core.todos()).size();
        return french
                ? "Contexte « %s » ouvert. Mission : %s. %d sources (%d à ingérer), %d todos ouverts.".formatted(core.name(),
                        core.mission(), core.counts().sources(), core.counts().pendingSources(), todos)
                : "Context “%s” open. Mission: %s. %d sources (%d to ingest), %d open todos.".formatted(core.name(), core.mission(),
                        core.counts().sources(), core.counts().pendingSources(), todos);
    }

    String offer(String name) {
        return french
                ? "Je ne connais pas de contexte « %s ». Je le crée ? Réponds « oui » (ou « oui, mission : … ») ou « non ».".formatted(name)
                : "I don't know a context called “%s”. Shall I create it? Answer “yes” (or “yes, mission: …”) or “no”.".formatted(name);
    }

    String defaultMission() {
        return french ? "Mission à préciser" : "Mission to be defined";
    }

    String created(Core core) {
        return french
                ? "Contexte « %s » créé et ouvert. Persiste ce que tu collectes, puis dis « Ingère ».".formatted(core.name())
                : "Context “%s” created and open. Persist what you collect, then say “Ingest”.".formatted(core.name());
    }

    String declined(String name) {
        return french ? "D'accord, je ne crée pas « %s ».".formatted(name) : "All right, I won't create “%s”.".formatted(name);
    }

    String noneOpen() {
        return french ? "Aucun contexte ouvert : dis d'abord « Ouvre <nom> »." : "No context is open: say “Open <name>” first.";
    }

    String gone(String name) {
        return french ? "Le contexte « %s » n'existe plus. Dis « Ouvre <nom> » pour en ouvrir un autre.".formatted(name)
                : "The context “%s” no longer exists. Say “Open <name>” to open another one.".formatted(name);
    }

    String unavailable() {
        return french ? "Je n'arrive pas à joindre tes contextes pour l'instant ; rien n'a été enregistré, réessaie dans un moment."
                : "I can't reach your contexts right now; nothing was recorded, please try again in a moment.";
    }

    String persisted(String name, boolean transcript) {
        return french ? "%s dans « %s », tel quel (pas encore ingéré).".formatted(transcript ? "Transcription persistée" : "Persisté", name)
                : "%s in “%s”, verbatim (not ingested yet).".formatted(transcript ? "Transcript persisted" : "Persisted", name);
    }

    String todo(String name, String text) {
        return french ? "Todo ajouté à « %s » : %s".formatted(name, text) : "Todo added to “%s”: %s".formatted(name, text);
    }

    String ingesting(String name, int sources) {
        if (sources == 0) {
            return french ? "Rien de nouveau à ingérer dans « %s » : chaque source est déjà ingérée.".formatted(name)
                    : "Nothing new to ingest in “%s”: every source is already ingested.".formatted(name);
        }
        return french ? "Ingestion lancée : %d nouvelle%s source%s de « %s ».".formatted(sources, plural(sources), plural(sources), name)
                : "Ingesting %d new source%s of “%s”.".formatted(sources, plural(sources), name);
    }

    String saved(Core core) {
        return (french ? "Sauvegardé. " : "Saved. ") + (core.state() == null ? "" : core.state());
    }

    String missing(Core core) {
        List<Item> todos = ContextTurns.open(core.todos());
        List<Item> contradictions = ContextTurns.open(core.contradictions());
        List<Item> questions = ContextTurns.open(core.questions());
        if (todos.isEmpty() && contradictions.isEmpty() && questions.isEmpty()) {
            return nothingYet(core);
        }
        StringBuilder text = new StringBuilder(french ? "Ce qui te manque dans « %s » :".formatted(core.name())
                : "What you are missing in “%s”:".formatted(core.name()));
        section(text, french ? "Contradictions à vérifier" : "Contradictions to check", contradictions, true);
        section(text, french ? "Questions sans réponse" : "Unanswered questions", questions, true);
        section(text, french ? "Todos ouverts" : "Open todos", todos, false);
        pending(text, core);
        return text.toString();
    }

    String contradictions(Core core) {
        List<Item> open = ContextTurns.open(core.contradictions());
        if (open.isEmpty()) {
            return (french ? "Aucune contradiction relevée dans « %s »." : "No contradiction found in “%s”.").formatted(core.name())
                    + pendingNote(core);
        }
        StringBuilder text = new StringBuilder(french ? "Contradictions à vérifier dans « %s » :".formatted(core.name())
                : "Contradictions to check in “%s”:".formatted(core.name()));
        section(text, null, open, true);
        pending(text, core);
        return text.toString();
    }

    String unasked(Core core) {
        List<Item> open = ContextTurns.open(core.questions());
        if (open.isEmpty()) {
            return (french ? "Aucune question restée sans réponse dans « %s »." : "No question left unanswered in “%s”.")
                    .formatted(core.name()) + pendingNote(core);
        }
        StringBuilder text = new StringBuilder(french ? "Questions soulevées et jamais posées ni résolues dans « %s » :".formatted(core.name())
                : "Questions raised and never asked or answered in “%s”:".formatted(core.name()));
        section(text, null, open, true);
        pending(text, core);
        return text.toString();
    }

    String found(String name, List<Note> notes) {
        return (french ? "D'après « %s » :" : "From “%s”:").formatted(name) + notes.stream()
                .map(note -> "\n- " + note.text() + (note.citations().isEmpty() ? "" : " (" + quoted(note.citations().get(0).quote()) + ")"))
                .collect(Collectors.joining());
    }

    private String nothingYet(Core core) {
        return (french ? "Rien d'identifié comme manquant dans « %s »." : "Nothing identified as missing in “%s”.").formatted(core.name())
                + pendingNote(core);
    }

    private String pendingNote(Core core) {
        int pending = core.counts().pendingSources();
        if (pending == 0) {
            return "";
        }
        return french ? " %d source%s pas encore ingérée%s : dis « Ingère ».".formatted(pending, plural(pending), plural(pending))
                : " %d source%s not ingested yet: say “Ingest”.".formatted(pending, plural(pending));
    }

    private void pending(StringBuilder text, Core core) {
        String note = pendingNote(core);
        if (!note.isEmpty()) {
            text.append('\n').append(note.strip());
        }
    }

    private void section(StringBuilder text, String label, List<Item> items, boolean quoted) {
        if (items.isEmpty()) {
            return;
        }
        if (label != null) {
            text.append('\n').append(label).append(french ? " :" : ":");
        }
        for (Item item : items) {
            text.append("\n- ").append(item.text());
            if (quoted && item.citations() != null && !item.citations().isEmpty()) {
                text.append(" — ").append(item.citations().stream().map(c -> quoted(c.quote())).limit(2)
                        .collect(Collectors.joining(french ? " contre " : " vs ")));
            }
        }
    }

    private String quoted(String quote) {
        return french ? "« " + quote + " »" : "“" + quote + "”";
    }

    private static String plural(int n) {
        return n > 1 ? "s" : "";
    }
}
