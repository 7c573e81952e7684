package io.souvenir.turn.contexts;

import io.souvenir.turn.contexts.ContextClient.Core;
import io.souvenir.turn.contexts.ContextClient.Item;
import java.util.List;

/**
 * The block an open context adds to a prompt: its core only (frame and state), never a source nor
 * a note; those are searched when a question needs them. Its size does not grow with the sources.
 */
public final class ContextPrompt {

    static final int LISTED = 10;

    private ContextPrompt() {
    }

    public static String of(Core core) {
        StringBuilder block = new StringBuilder();
        block.append("Open context: ").append(core.name()).append('\n');
        block.append("Mission: ").append(core.mission()).append('\n');
        line(block, "Directives", core.directives());
        line(block, "State", core.state());
        line(block, "Synthesis", core.synthesis());
        line(block, "Handoff", core.handoff());
        list(block, "Open todos", ContextTurns.open(core.todos()));
        list(block, "Decisions", core.decisions());
        list(block, "Contradictions to check", ContextTurns.open(core.contradictions()));
        list(block, "Open questions", ContextTurns.open(core.questions()));
        if (core.counts() != null) {
            block.append("Searchable on demand: ").append(core.counts().sources()).append(" sources, ").append(core.counts().notes())
                    .append(" notes, ").append(core.counts().outputs()).append(" outputs (outputs are never evidence)\n");
        }
        return block.toString();
    }

    private static void line(StringBuilder block, String label, String value) {
        if (value != null && !value.isBlank()) {
            block.append(label).append(": ").append(value.strip()).append('\n');
        }
    }

    private static void list(StringBuilder block, String label, List<Item> items) {
        if (items != null && !items.isEmpty()) {
            block.append(label).append(":\n");
            items.stream().skip(Math.max(0, items.size() - LISTED)).forEach(item -> block.append("- ").append(item.text()).append('\n'));
        }
    }
}
