package io.souvenir.indexer;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A document of the knowledge index as the API takes it ({@code PUT /api/v1/knowledge/sources/{source}}):
 * times are ISO-8601 strings with their offset.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Note(String path, String name, String description, List<String> keywords, String type, String summary, String body,
        String updatedAt, String expiresAt) {
}
