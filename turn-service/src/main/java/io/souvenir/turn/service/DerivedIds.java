package io.souvenir.turn.service;

import io.souvenir.contracts.memory.MemoryDraft;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;

/**
 * Ids that derive from the user's message, so hearing the same message again (a replayed turn,
 * a redelivered import) proposes the same memories, never new ones.
 */
final class DerivedIds {

    private DerivedIds() {
    }

    static List<MemoryDraft> memoriesOf(UUID messageId, List<MemoryDraft> drafts) {
        return IntStream.range(0, drafts.size())
                .mapToObj(index -> drafts.get(index).withId(of(messageId, "memory/" + index)))
                .toList();
    }

    static UUID of(UUID messageId, String what) {
        return UUID.nameUUIDFromBytes((messageId + "/" + what).getBytes(StandardCharsets.UTF_8));
    }
}
