package io.souvenir.turn.engine;

import io.souvenir.contracts.action.ActionDecided;
import io.souvenir.contracts.memory.MemoryDraft;
import java.util.List;

/**
 * The engine's answer to a sentence, the memories it proposes to keep (ids not yet chosen), the
 * actions it proposes (they wait for the user's confirmation) and the user's answers to pending
 * proposals.
 */
public record Heard(Reply reply, List<MemoryDraft> memories, List<Proposal> proposals, List<ActionDecided> decisions) {

    public Heard {
        memories = List.copyOf(memories);
        proposals = List.copyOf(proposals);
        decisions = List.copyOf(decisions);
    }

    public Heard(Reply reply, List<MemoryDraft> memories) {
        this(reply, memories, List.of(), List.of());
    }
}
