package io.souvenir.contracts.context;

import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * Command to memory-service: what an ingestion job proposes from {@code sourceIds} (the sources it
 * read, marked ingested by the job when this is applied). Every item cites at least one source the
 * job read, and never an output. {@code synthesis} replaces the context's synthesis when present;
 * {@code engine} says who read the sources ({@code offline} or {@code openai}). A large job comes
 * as several commands, each well under Kafka's record limit; {@code last} marks the one that
 * completes it.
 */
public record ContextIngested(UUID jobId, UUID contextId, List<UUID> sourceIds, List<Cited> notes, List<Cited> decisions,
        List<Cited> todos, List<Cited> contradictions, List<Cited> questions, String synthesis, String engine, boolean last) {

    public ContextIngested {
        Objects.requireNonNull(jobId, "jobId");
        Objects.requireNonNull(contextId, "contextId");
        sourceIds = List.copyOf(Objects.requireNonNull(sourceIds, "sourceIds"));
        notes = notes == null ? List.of() : List.copyOf(notes);
        decisions = decisions == null ? List.of() : List.copyOf(decisions);
        todos = todos == null ? List.of() : List.copyOf(todos);
        contradictions = contradictions == null ? List.of() : List.copyOf(contradictions);
        questions = questions == null ? List.of() : List.copyOf(questions);
    }
}
