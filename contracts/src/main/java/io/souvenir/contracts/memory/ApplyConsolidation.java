package io.souvenir.contracts.memory;

import io.souvenir.contracts.WireName;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * Command to memory-service from the consolidator: apply these decisions on the user's candidate
 * memories, all or none, in one transaction that also keeps the before and after images of every
 * row it touches under {@code applyId} (a night's run, or one review decision). memory-service
 * answers with {@link ConsolidationApplied}.
 */
public record ApplyConsolidation(UUID applyId, List<Decision> decisions) {

    public ApplyConsolidation {
        Objects.requireNonNull(applyId, "applyId");
        decisions = decisions == null ? List.of() : List.copyOf(decisions);
    }

    /** {@code supersedes}: with {@link Outcome#SUPERSEDE} only, the active memory the candidate replaces. */
    public record Decision(UUID memoryId, Outcome outcome, UUID supersedes) {

        public Decision {
            Objects.requireNonNull(memoryId, "memoryId");
            Objects.requireNonNull(outcome, "outcome");
            if ((outcome == Outcome.SUPERSEDE) != (supersedes != null)) {
                throw new IllegalArgumentException("supersedes goes with the supersede outcome, and only with it");
            }
        }
    }

    /** promote: candidate to active; supersede: promote and retire the old one; archive: rejected. */
    public enum Outcome implements WireName {
        PROMOTE, SUPERSEDE, ARCHIVE
    }
}
