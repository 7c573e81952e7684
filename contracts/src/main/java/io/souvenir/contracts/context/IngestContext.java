package io.souvenir.contracts.context;

import java.util.Objects;
import java.util.UUID;

/**
 * A context ingestion job, from memory-service (which recorded it as queued) to the consolidator:
 * read the context's sources not yet ingested and propose what they establish.
 */
public record IngestContext(UUID jobId, UUID contextId) {

    public IngestContext {
        Objects.requireNonNull(jobId, "jobId");
        Objects.requireNonNull(contextId, "contextId");
    }
}
