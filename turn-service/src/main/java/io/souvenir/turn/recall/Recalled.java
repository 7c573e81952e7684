package io.souvenir.turn.recall;

import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * A memory or message a search found. {@code angles}: every angle that found it (after crossing
 * several searches); {@code kind}: the memory's kind, null for a message; {@code candidate}: a memory
 * heard but not yet established by the night (an answer from it hedges).
 */
public record Recalled(String type, UUID id, String kind, String text, double score, Set<String> angles,
        List<String> externalIds, boolean candidate) {

    public Recalled {
        angles = angles == null ? Set.of() : Set.copyOf(angles);
        externalIds = externalIds == null ? List.of() : List.copyOf(externalIds);
    }

    public Recalled(String type, UUID id, String kind, String text, double score, Set<String> angles, List<String> externalIds) {
        this(type, id, kind, text, score, angles, externalIds, false);
    }

    public boolean isMemory() {
        return "memory".equals(type);
    }

    public boolean foundBy(Angle angle) {
        return angles.contains(angle.wireName());
    }
}
