package io.souvenir.turn.engine.openai;

import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
import io.souvenir.turn.recall.Recalled;
import io.souvenir.turn.recall.RecallUnavailableException;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.stream.Collectors;

/** Lets the model search the user's memory when the prompt's recalled memories do not answer. */
@ApplicationScoped
public class RecallTools {

    private static final int AT_MOST = 8;

    private final RecallOfTurn recallOfTurn;

    RecallTools(RecallOfTurn recallOfTurn) {
        this.recallOfTurn = recallOfTurn;
    }

    @Tool("Search the user's long-term memory (memories and past messages, any language, typos tolerated). "
            + "Returns one line per hit with the angles that found it, or NOTHING FOUND. Never answer from memory "
            + "with anything this tool or the prompt did not return.")
    public String recallMemories(@P("what to look for, in the user's words") String query) {
        try {
            String hits = recallOfTurn.recall().search(query).stream().limit(AT_MOST)
                    .map(RecallTools::line)
                    .collect(Collectors.joining("\n"));
            return hits.isEmpty() ? "NOTHING FOUND" : hits;
        } catch (RecallUnavailableException e) {
            return "MEMORY UNAVAILABLE: say you cannot check your memory right now";
        }
    }

    static String line(Recalled hit) {
        return "- " + hit.text() + " (" + (hit.kind() != null ? hit.kind() : hit.type()) + "; " + String.join(", ", hit.angles()) + ")";
    }
}
