package io.souvenir.contracts.memory;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.souvenir.contracts.activity.ActivityRecorded;
import java.util.List;
import java.util.UUID;

/**
 * memory-service kept new memories. {@code duplicates} are the proposed ids it did not keep:
 * the user already had the same memory, or had switched memory off or paused it.
 * {@code activity}: memory-service's lines for the user's activity page about the command that
 * this answers (the turn's messages kept, its memories kept), which action-ledger reads from this
 * record (no record of their own on {@code souvenir.activity}); absent in records written before
 * they travelled here.
 */
public record MemoriesCreated(UUID turnId, MemorySource source, List<MemoryDraft> created, List<UUID> duplicates,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<ActivityRecorded> activity) {

    public MemoriesCreated {
        created = List.copyOf(created);
        duplicates = duplicates == null ? List.of() : List.copyOf(duplicates);
        activity = activity == null ? List.of() : List.copyOf(activity);
    }

    public MemoriesCreated(UUID turnId, MemorySource source, List<MemoryDraft> created, List<UUID> duplicates) {
        this(turnId, source, created, duplicates, List.of());
    }
}
