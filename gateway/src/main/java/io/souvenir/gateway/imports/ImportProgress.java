package io.souvenir.gateway.imports;

/**
 * What memory-service reports of an import: messages stored, user messages still waiting for
 * extraction, whether a chunk was dead-lettered, and the memories drawn from its messages.
 */
public record ImportProgress(long messages, long extractionPending, boolean failed, long memories) {

    /** memory-service has not seen a chunk of the import yet. */
    static final ImportProgress NOTHING_YET = new ImportProgress(0, 0, false, 0);
}
