package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** A fact about the user, by the first of the known ways of saying it that matches. */
final class FactRule implements Rule {

    private static final List<FactPattern> PATTERNS = Stream.of(SensitiveFacts.FIRST, ChangeFacts.PATTERNS, IdentityFacts.PATTERNS, SensitiveFacts.PATTERNS,
            TasteFacts.PATTERNS).flatMap(List::stream).toList();

    @Override
    public List<MemoryDraft> read(Clause clause) {
        return PATTERNS.stream().map(pattern -> pattern.read(clause)).flatMap(Optional::stream).limit(1).toList();
    }
}
