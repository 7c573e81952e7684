package io.souvenir.memory.contexts;

import io.souvenir.contracts.context.Citation;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/** What a context is made of, as memory-service reads and serves it (API.md, "Contexts"). */
public final class Contexts {

    public static final String TODO = "todo";
    public static final String DECISION = "decision";
    public static final String CONTRADICTION = "contradiction";
    public static final String QUESTION = "question";

    private Contexts() {
    }

    public record NewContext(String name, String mission, String directives) {
    }

    public record NewSource(String kind, String title, String text, OffsetDateTime recordedAt, String format) {
    }

    public record NewOutput(String title, String body) {
    }

    public record NewTodo(String text) {
    }

    public record TodoChange(Boolean done, String text) {
    }

    /** A context in a list: enough to pick one. */
    public record Summary(UUID id, String name, String mission, OffsetDateTime updatedAt) {
    }

    public record Counts(int sources, int pendingSources, int notes, int outputs) {
    }

    /** A todo, decision, contradiction or open question of the state, with what it rests on (none when the user wrote it). */
    public record Item(UUID id, String kind, String text, boolean done, List<Citation> citations, OffsetDateTime createdAt) {
    }

    /**
     * The core: frame (name, mission, directives) and state (state, synthesis, handoff and the
     * open lists). Never a source's text nor a note: what opening a context puts in a prompt.
     */
    public record Core(UUID id, String name, String mission, String directives, String state, String synthesis, String handoff,
            List<Item> todos, List<Item> decisions, List<Item> contradictions, List<Item> questions, Counts counts,
            OffsetDateTime createdAt, OffsetDateTime updatedAt) {
    }

    public record Source(UUID id, String kind, String title, String text, String format, List<String> speakers,
            List<SpeakerTurn> turns, OffsetDateTime recordedAt, OffsetDateTime createdAt, boolean ingested) {
    }

    /** Atomic knowledge: every note cites at least one source, and never an output. */
    public record Note(UUID id, String text, List<Citation> citations, OffsetDateTime createdAt) {
    }

    public record Output(UUID id, String title, String body, OffsetDateTime createdAt) {
    }

    public record Ingestion(UUID jobId, UUID contextId, String status, int sources, int read, int notes, int decisions, int todos,
            int contradictions, int questions, String engine, OffsetDateTime requestedAt, OffsetDateTime finishedAt) {
    }

    /** When a chat session opened a context. */
    public record Opening(UUID sessionId, UUID contextId, OffsetDateTime openedAt) {
    }
}
