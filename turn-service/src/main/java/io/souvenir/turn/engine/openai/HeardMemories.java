package io.souvenir.turn.engine.openai;

import io.souvenir.contracts.memory.MemoryDraft;
import jakarta.enterprise.context.RequestScoped;
import java.util.ArrayList;
import java.util.List;

/** What the model asked to keep during one turn, through its tools. One per turn (request scope). */
@RequestScoped
public class HeardMemories {

    private final List<MemoryDraft> drafts = new ArrayList<>();

    void add(MemoryDraft draft) {
        drafts.add(draft);
    }

    public List<MemoryDraft> drafts() {
        return List.copyOf(drafts);
    }
}
