package io.souvenir.gateway.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkiverse.mcp.server.JsonRpcErrorCodes;
import io.quarkiverse.mcp.server.McpException;
import io.quarkiverse.mcp.server.Tool;
import io.quarkiverse.mcp.server.ToolArg;
import io.quarkiverse.mcp.server.ToolCallException;
import io.quarkiverse.mcp.server.ToolGuardrails;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.gateway.downstream.ActionLedgerClient;
import io.souvenir.gateway.downstream.KnowledgeClient;
import io.souvenir.gateway.downstream.MemoryServiceClient;
import io.souvenir.gateway.turns.AcceptedTurn;
import io.souvenir.gateway.turns.GatewayConfig;
import io.souvenir.gateway.turns.MemorySettingsLookup;
import io.souvenir.gateway.turns.ReplyHub;
import io.souvenir.gateway.turns.TurnRequest;
import io.souvenir.gateway.turns.TurnService;
import io.souvenir.platform.security.RemovedMembersRefused;
import io.quarkus.security.identity.SecurityIdentity;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/**
 * The MCP server's tools (Streamable HTTP at {@code /mcp}). Every tool acts as the user of the
 * bearer token the request carried, through the same services and with the same token as the
 * REST API: no tool takes a user or workspace id. Results are bounded: at most 20 hits, each text
 * cut at 2,000 characters and given with its id for a follow-up. A bad argument is a JSON-RPC
 * error (invalid params) and nothing is written, an argument of the wrong JSON type included
 * ({@link ArgumentTypes}).
 */
public class McpTools {

    static final int MAX_K = 20;
    static final int TEXT_LIMIT = 2000;

    private final KnowledgeClient knowledge;
    private final MemoryServiceClient memory;
    private final ActionLedgerClient actions;
    private final TurnService turns;
    private final ReplyHub replies;
    private final MemorySettingsLookup settings;
    private final GatewayConfig config;
    private final CallerTenant caller;
    private final SecurityIdentity identity;
    private final ObjectMapper json;

    McpTools(@RestClient KnowledgeClient knowledge, @RestClient MemoryServiceClient memory, @RestClient ActionLedgerClient actions,
            TurnService turns, ReplyHub replies, MemorySettingsLookup settings, GatewayConfig config, CallerTenant caller,
            SecurityIdentity identity, ObjectMapper json) {
        this.identity = identity;
        this.knowledge = knowledge;
        this.memory = memory;
        this.actions = actions;
        this.turns = turns;
        this.replies = replies;
        this.settings = settings;
        this.config = config;
        this.caller = caller;
        this.json = json;
    }

    @ToolGuardrails(input = ArgumentTypes.class)
    @Tool(name = "search_knowledge", description = """
            Search the user's knowledge index (their indexed project notes, skills, routes, scripts and the notes \
            written back with write_note) before you guess. Typo tolerant, French, English and Chinese. Returns the \
            best documents with their id, path, name, description and the start of their body; stale: true means \
            not updated for a long time.""",
            annotations = @Tool.Annotations(title = "Search knowledge", readOnlyHint = true, destructiveHint = false,
                    idempotentHint = true, openWorldHint = false))
    public String searchKnowledge(@ToolArg(description = "what you are looking for, in any words or language") String query,
            @ToolArg(description = "how many documents, 1 to 20 (default 5)", required = false) Integer k,
            @ToolArg(description = "only documents of this type (e.g. skill, route, lesson, project-state)", required = false) String type,
            @ToolArg(description = "only documents of this source", required = false) String source) {
        refuseRemovedMembers();
        requireText("query", query, 1000);
        JsonNode found = call(() -> knowledge.search(query, String.valueOf(bounded(k, 5)), type, source));
        ObjectNode answer = json.createObjectNode();
        ArrayNode hits = answer.putArray("hits");
        for (JsonNode hit : found.path("hits")) {
            ObjectNode kept = hits.addObject();
            for (String field : List.of("id", "source", "path", "name", "description", "type", "updatedAt", "stale", "fields", "score")) {
                if (hit.hasNonNull(field)) {
                    kept.set(field, hit.get(field));
                }
            }
            cut(kept, "text", hit.path("body").asText(""), hit.path("truncated").asBoolean(false));
        }
        if (found.hasNonNull("rewritten")) {
            answer.put("rewritten", found.get("rewritten").asText());
        }
        return answer.toString();
    }

    @ToolGuardrails(input = ArgumentTypes.class)
    @Tool(name = "write_note", description = """
            Persist what you learnt for next time (an operational lesson, a preference, the state of a project) as a \
            note in the user's knowledge index (source "notes"). A note with the same name replaces the previous \
            version. type "project-state" notes expire after 30 days.""",
            annotations = @Tool.Annotations(title = "Write a note", readOnlyHint = false, destructiveHint = false,
                    idempotentHint = true, openWorldHint = false))
    public String writeNote(@ToolArg(description = "a short title") String name,
            @ToolArg(description = "one sentence: when this note is useful") String description,
            @ToolArg(description = "the note, in markdown") String body,
            @ToolArg(description = "search keywords", required = false) List<String> keywords,
            @ToolArg(description = "lesson, preference, project-state, ...", required = false) String type) {
        refuseRemovedMembers();
        requireText("name", name, 200);
        requireText("description", description, 2000);
        requireText("body", body, 1_000_000);
        ObjectNode note = json.createObjectNode().put("name", name).put("description", description).put("body", body);
        if (keywords != null) {
            keywords.forEach(note.putArray("keywords")::add);
        }
        if (type != null) {
            note.put("type", type);
        }
        JsonNode written = call(() -> knowledge.writeNote(note.toString()));
        ObjectNode answer = json.createObjectNode();
        for (String field : List.of("id", "source", "path", "name", "updatedAt", "expiresAt")) {
            if (written.hasNonNull(field)) {
                answer.set(field, written.get(field));
            }
        }
        return answer.toString();
    }

    @ToolGuardrails(input = ArgumentTypes.class)
    @Tool(name = "recall_memories", description = """
            Search what the user told their assistant (their memories: persons, facts, events, reminders, and \
            messages), found by person, subject and meaning.""",
            annotations = @Tool.Annotations(title = "Recall memories", readOnlyHint = true, destructiveHint = false,
                    idempotentHint = true, openWorldHint = false))
    public String recallMemories(@ToolArg(description = "what to recall") String query,
            @ToolArg(description = "how many, 1 to 20 (default 10)", required = false) Integer k) {
        refuseRemovedMembers();
        requireText("query", query, 1000);
        JsonNode found = call(() -> memory.search(query, String.valueOf(bounded(k, 10)), null));
        ObjectNode answer = json.createObjectNode();
        ArrayNode hits = answer.putArray("hits");
        for (JsonNode hit : found.path("hits")) {
            ObjectNode kept = hits.addObject();
            for (String field : List.of("type", "id", "kind", "score")) {
                if (hit.hasNonNull(field)) {
                    kept.set(field, hit.get(field));
                }
            }
            cut(kept, "text", hit.path("text").asText(""), false);
        }
        return answer.toString();
    }

    @ToolGuardrails(input = ArgumentTypes.class)
    @Tool(name = "remember", description = """
            Tell the user's assistant something to keep (a fact, a preference, a reminder such as "remind me on \
            Thursday to pay the rent"). It goes through the same pipeline as a message typed in the app, and the \
            answer says what was kept and shown.""",
            annotations = @Tool.Annotations(title = "Remember", readOnlyHint = false, destructiveHint = false,
                    idempotentHint = false, openWorldHint = false))
    public String remember(@ToolArg(description = "what to remember, as the user would say it (1 to 8,000 characters)") String text) {
        refuseRemovedMembers();
        requireText("text", text, 8000);
        UUID turnId = UUID.randomUUID();
        var reply = replies.await(turnId, config.replyWait());
        AcceptedTurn accepted;
        try {
            accepted = turns.submit(caller.tenant(), turnId, new TurnRequest(text, Channel.WEB, null), settings.speaking(caller.tenant()));
        } catch (InvalidRequestException e) {
            replies.forget(turnId);
            throw new McpException(e.getMessage(), JsonRpcErrorCodes.INVALID_PARAMS);
        } catch (RuntimeException e) {
            replies.forget(turnId);
            throw e;
        }
        Optional<TurnAnswered> answered = reply.await().indefinitely();
        ObjectNode answer = json.createObjectNode().put("turnId", turnId.toString()).put("traceId", accepted.traceId());
        answered.ifPresentOrElse(a -> {
            answer.put("reply", a.reply()).put("memory", a.memory().wireName());
            answer.set("creations", json.valueToTree(a.creations()));
        }, () -> answer.put("pending", true));
        return answer.toString();
    }

    @ToolGuardrails(input = ArgumentTypes.class)
    @Tool(name = "recall_actions", description = """
            What the assistant did or proposed for the user (emails sent, actions waiting for a confirmation), newest \
            first: when, on which channel, and in which state.""",
            annotations = @Tool.Annotations(title = "Recall actions", readOnlyHint = true, destructiveHint = false,
                    idempotentHint = true, openWorldHint = false))
    public String recallActions(@ToolArg(description = "words to look for in the action", required = false) String query,
            @ToolArg(description = "proposed, confirmed, executed, failed, aborted or expired", required = false) String status,
            @ToolArg(description = "how many days back, 1 to 90 (default 30)", required = false) Integer days) {
        refuseRemovedMembers();
        if (query != null) {
            requireText("query", query, 1000);
        }
        if (days != null && (days < 1 || days > 90)) {
            throw invalid("days", "must be between 1 and 90");
        }
        JsonNode found = call(() -> actions.actions(query, status, days == null ? null : String.valueOf(days)));
        ArrayNode kept = json.createArrayNode();
        for (JsonNode action : found.path("actions")) {
            if (kept.size() == MAX_K) {
                break;
            }
            kept.add(cutTexts(action.deepCopy()));
        }
        return json.createObjectNode().set("actions", kept).toString();
    }

    @ToolGuardrails(input = ArgumentTypes.class)
    @Tool(name = "identity_card", description = "Who the user is, as their assistant knows them: a short markdown card.",
            annotations = @Tool.Annotations(title = "Identity card", readOnlyHint = true, destructiveHint = false,
                    idempotentHint = true, openWorldHint = false))
    public String identityCard() {
        refuseRemovedMembers();
        JsonNode card = call(memory::identityCard);
        ObjectNode answer = json.createObjectNode();
        cut(answer, "markdown", card.path("markdown").asText(""), false);
        answer.set("updatedAt", card.get("updatedAt"));
        return answer.toString();
    }

    /** Every text of an action (label, arguments such as a mail's body) cut at {@value #TEXT_LIMIT} characters. */
    private static JsonNode cutTexts(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.fields().forEachRemaining(field -> {
                if (field.getValue().isTextual() && field.getValue().asText().length() > TEXT_LIMIT) {
                    field.setValue(object.textNode(field.getValue().asText().substring(0, TEXT_LIMIT)));
                } else {
                    cutTexts(field.getValue());
                }
            });
        } else if (node instanceof ArrayNode array) {
            array.forEach(McpTools::cutTexts);
        }
        return node;
    }

    /** A member a workspace admin removed is refused here as on every API route (RemovedMembersRefused), before anything runs. */
    private void refuseRemovedMembers() {
        if (identity.getAttribute(RemovedMembersRefused.REMOVED_FROM) instanceof String workspace) {
            throw new McpException("removed from workspace " + workspace, JsonRpcErrorCodes.SECURITY_ERROR);
        }
    }

    private int bounded(Integer k, int fallback) {
        if (k == null) {
            return fallback;
        }
        if (k < 1 || k > MAX_K) {
            throw invalid("k", "must be between 1 and " + MAX_K);
        }
        return k;
    }

    private static void requireText(String field, String value, int max) {
        if (value == null || value.isBlank()) {
            throw invalid(field, "is required");
        }
        if (value.length() > max) {
            throw invalid(field, "must be at most " + max + " characters");
        }
    }

    private static McpException invalid(String field, String message) {
        return new McpException(field + ": " + message, JsonRpcErrorCodes.INVALID_PARAMS);
    }

    private static void cut(ObjectNode into, String field, String text, boolean alreadyCut) {
        boolean cut = alreadyCut || text.length() > TEXT_LIMIT;
        into.put(field, text.length() > TEXT_LIMIT ? text.substring(0, TEXT_LIMIT) : text);
        if (cut) {
            into.put("truncated", true);
        }
    }

    /**
     * The downstream answer as JSON: a 400 is the caller's bad argument (a JSON-RPC error), a 401 a
     * security error, anything else but 2xx a failed tool call.
     */
    private JsonNode call(Supplier<Response> downstream) {
        try (Response response = downstream.get()) {
            String body = response.hasEntity() ? response.readEntity(String.class) : "{}";
            int status = response.getStatus();
            if (status == 400 || status == 413) {
                throw new McpException(detail(body), JsonRpcErrorCodes.INVALID_PARAMS);
            }
            if (status == 401 || status == 403) {
                throw new McpException("not allowed", JsonRpcErrorCodes.SECURITY_ERROR);
            }
            if (status / 100 != 2) {
                throw new ToolCallException("the service answered " + status + ": " + detail(body));
            }
            return json.readTree(body);
        } catch (McpException | ToolCallException e) {
            throw e;
        } catch (Exception e) {
            throw new ToolCallException("the service could not be reached: " + e.getMessage());
        }
    }

    private String detail(String problem) {
        try {
            return json.readTree(problem).path("detail").asText(problem);
        } catch (Exception e) {
            return problem.length() > 200 ? problem.substring(0, 200) : problem;
        }
    }
}
