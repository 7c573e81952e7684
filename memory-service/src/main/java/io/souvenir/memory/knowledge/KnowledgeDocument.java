package io.souvenir.memory.knowledge;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/**
 * One document of a source as it is kept: what the indexer or an assistant sent, with the
 * expiry it takes ({@code project-state}: 30 days after {@code updatedAt} unless given) and a hash
 * of what it says, so a rebuild rewrites only what changed.
 */
public record KnowledgeDocument(UUID id, String source, String path, String name, String description, List<String> keywords,
        String type, String summary, String body, OffsetDateTime updatedAt, OffsetDateTime expiresAt, String contentHash) {

    public static final String PROJECT_STATE = "project-state";
}
