package io.souvenir.memory.contexts;

import io.souvenir.memory.contexts.Contexts.Core;
import io.souvenir.memory.contexts.Contexts.Item;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/** What "Sauvegarde" / "Save" writes in the state: where the work stands and what the next conversation starts from. */
record Handoff(boolean french) {

    private static final Set<String> FRENCH_WORDS = Set.of("le", "la", "les", "des", "du", "un", "une", "et", "pour", "avec", "sur",
            "au", "aux", "de", "en", "est", "qui", "que", "salon", "dans");

    static Handoff of(Locale language) {
        return new Handoff(language.getLanguage().equals("fr"));
    }

    static Locale languageOf(String text) {
        long french = text == null ? 0 : java.util.Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^\\p{L}]+"))
                .filter(FRENCH_WORDS::contains).count();
        return french > 0 ? Locale.FRENCH : Locale.ENGLISH;
    }

    String state(Core core) {
        var c = core.counts();
        int todos = ContextService.open(core.todos()).size();
        int contradictions = ContextService.open(core.contradictions()).size();
        return french
                ? "%d sources (%d pas encore ingérées), %d notes, %d todos ouverts, %d contradictions à vérifier, %d livrables."
                        .formatted(c.sources(), c.pendingSources(), c.notes(), todos, contradictions, c.outputs())
                : "%d sources (%d not ingested yet), %d notes, %d open todos, %d contradictions to check, %d deliverables."
                        .formatted(c.sources(), c.pendingSources(), c.notes(), todos, contradictions, c.outputs());
    }

    String text(Core core) {
        StringBuilder text = new StringBuilder();
        text.append(french ? "Où on en est : " : "Where we stand: ").append(state(core));
        if (core.synthesis() != null) {
            text.append('\n').append(french ? "Synthèse : " : "Synthesis: ").append(core.synthesis());
        }
        append(text, french ? "Prochaines étapes : " : "Next: ", ContextService.open(core.todos()));
        append(text, french ? "À vérifier : " : "To check: ", ContextService.open(core.contradictions()));
        append(text, french ? "Questions ouvertes : " : "Open questions: ", ContextService.open(core.questions()));
        if (!core.decisions().isEmpty()) {
            text.append('\n').append(french ? "Dernière décision : " : "Last decision: ")
                    .append(core.decisions().get(core.decisions().size() - 1).text());
        }
        return text.toString();
    }

    private static void append(StringBuilder text, String label, List<Item> items) {
        if (!items.isEmpty()) {
            text.append('\n').append(label).append(items.stream().limit(5).map(Item::text).collect(Collectors.joining(" ; ")));
        }
    }
}
