package io.souvenir.memory.knowledge;

import java.time.OffsetDateTime;
import java.util.List;

/** A document as a client sends it in a source's replacement (the wire form of {@code PUT /api/v1/knowledge/sources/{source}}). */
public record DocumentInput(String path, String name, String description, List<String> keywords, String type, String summary,
        String body, OffsetDateTime updatedAt, OffsetDateTime expiresAt) {
}
