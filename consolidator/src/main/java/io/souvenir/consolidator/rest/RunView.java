package io.souvenir.consolidator.rest;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import io.souvenir.consolidator.runs.Decision;
import io.souvenir.consolidator.runs.Run;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/** A run as API.md "Consolidation" shows it: its decisions by outcome, each with the row before and after. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunView(UUID id, String trigger, OffsetDateTime startedAt, OffsetDateTime finishedAt, String status, String failure,
        List<Change> promoted, List<Change> held, List<Change> review, List<Change> superseded) {

    /** {@code reason}: the rule that decided; {@code supersedes} with the row it replaced, before and after. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Change(UUID memoryId, String text, String kind, String domain, String reason, JsonNode before, JsonNode after,
            UUID supersedes, JsonNode replacedBefore, JsonNode replacedAfter) {
    }

    static RunView of(Run run, List<Decision> decisions) {
        return new RunView(run.id(), run.trigger(), run.startedAt(), run.finishedAt(), run.status(), run.failure(),
                changes(decisions, "promoted"), changes(decisions, "held"), changes(decisions, "review"),
                changes(decisions, "superseded"));
    }

    private static List<Change> changes(List<Decision> decisions, String outcome) {
        return decisions.stream().filter(decision -> decision.outcome().equals(outcome))
                .map(decision -> new Change(decision.memoryId(), decision.text(), decision.kind(), decision.domain(), decision.rule(),
                        decision.before(), decision.after(), decision.supersedes(), decision.replacedBefore(), decision.replacedAfter()))
                .toList();
    }
}
