package io.souvenir.consolidator.runs;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.UUID;

/**
 * What a run decided for one candidate, and once applied its memory row before and after (and, when
 * it superseded another, that row before and after).
 */
public record Decision(UUID memoryId, String outcome, String rule, UUID supersedes, String text, String kind, String domain,
        JsonNode before, JsonNode after, JsonNode replacedBefore, JsonNode replacedAfter) {

    public static Decision of(UUID memoryId, String outcome, String rule, UUID supersedes, String text, String kind, String domain) {
        return new Decision(memoryId, outcome, rule, supersedes, text, kind, domain, null, null, null, null);
    }
}
