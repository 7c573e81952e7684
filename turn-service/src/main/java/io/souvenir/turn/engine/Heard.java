package io.souvenir.turn.engine;

import io.souvenir.contracts.memory.MemoryDraft;
import java.util.List;

/** The engine's answer to a sentence and the memories it proposes to keep (ids not yet chosen). */
public record Heard(Reply reply, List<MemoryDraft> memories) {

    public Heard {
        memories = List.copyOf(memories);
    }
}
