package io.souvenir.memory.search;

import java.util.List;
import java.util.UUID;

/**
 * A memory or message found again: by which angles, and which source messages it comes from (their
 * external ids). {@code kind}: the memory's kind, or the message's role (user, assistant, other).
 */
public record Hit(HitType type, UUID id, String kind, String text, double score, List<Angle> angles, List<String> externalIds) {
}
