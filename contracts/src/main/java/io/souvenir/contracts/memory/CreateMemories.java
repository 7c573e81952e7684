package io.souvenir.contracts.memory;

import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.SettingsSeen;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * Command to memory-service: keep these memories, drawn from one message. memory-service skips
 * what the user already has (same normalised content) and answers with {@link MemoriesCreated}.
 * {@code memory}: the user's memory setting when they said what these memories come from; nothing
 * is kept unless it is {@code on}. Absent: the producer did not decide, and memory-service decides
 * from the user's settings at the time of the event. {@code correction}: the user said in so many
 * words that this replaces what they said before ("vient d'avoir", "no longer", "correction :"),
 * so a memory that contradicts an active one supersedes it at once instead of waiting, as a
 * candidate, for the night; absent means no. {@code settingsSeen}: what an {@code on} was decided
 * on, which memory-service checks against the settings it holds ({@link SettingsSeen}); absent,
 * the decision is taken as it is.
 */
public record CreateMemories(UUID turnId, UUID sourceMessageId, MemorySource source, List<MemoryDraft> memories,
        MemoryState memory, Boolean correction, SettingsSeen settingsSeen) {

    public CreateMemories(UUID turnId, UUID sourceMessageId, MemorySource source, List<MemoryDraft> memories,
            MemoryState memory, Boolean correction) {
        this(turnId, sourceMessageId, source, memories, memory, correction, null);
    }

    public CreateMemories(UUID turnId, UUID sourceMessageId, MemorySource source, List<MemoryDraft> memories) {
        this(turnId, sourceMessageId, source, memories, null, null);
    }

    public CreateMemories(UUID turnId, UUID sourceMessageId, MemorySource source, List<MemoryDraft> memories,
            MemoryState memory) {
        this(turnId, sourceMessageId, source, memories, memory, null);
    }

    /** The same memories under a decision already checked ({@code memory}, nothing left to check). */
    public CreateMemories decidedAs(MemoryState decided) {
        return new CreateMemories(turnId, sourceMessageId, source, memories, decided, correction, null);
    }

    public boolean corrects() {
        return Boolean.TRUE.equals(correction);
    }

    public CreateMemories {
        Objects.requireNonNull(source, "source");
        if (memories == null || memories.isEmpty()) {
            throw new IllegalArgumentException("memories must not be empty");
        }
        if (memories.stream().anyMatch(draft -> draft.id() == null)) {
            throw new IllegalArgumentException("every memory needs an id");
        }
        memories = List.copyOf(memories);
    }
}
