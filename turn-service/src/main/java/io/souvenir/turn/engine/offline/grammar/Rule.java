package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import java.util.List;

/** One way of saying something worth keeping. Empty when the clause does not say it that way. */
interface Rule {

    List<MemoryDraft> read(Clause clause);
}
