package io.souvenir.indexer;

import java.util.List;

/** A folder as documents, and the files that could not be read as they meant (broken frontmatter). */
public record Scan(List<Note> documents, List<Warning> warnings, long tookMs) {

    public record Warning(String path, String message) {
    }
}
