package io.souvenir.memory.search;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/**
 * A memory or message found again: by which angles, and which source messages it comes from (their
 * external ids). {@code kind}: the memory's kind, or the message's role (user, assistant, other).
 * {@code at}: when it was said (a message) or told (a memory: its source message's time, else
 * when it was recorded), which answers a "when" question about it. {@code candidate}: a memory heard
 * but not yet established (the night has not promoted it): an answer drawn from it says so.
 */
public record Hit(HitType type, UUID id, String kind, String text, double score, List<Angle> angles, List<String> externalIds,
        OffsetDateTime at, boolean candidate) {
}
