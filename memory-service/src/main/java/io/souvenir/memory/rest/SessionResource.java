package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.conversation.ConversationService;
import io.souvenir.memory.conversation.SessionSummary;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

/** The caller's conversations, the latest first: what the chat lists to reopen one. */
@Path("/api/v1/sessions")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class SessionResource {

    public record Sessions(List<SessionSummary> sessions) {
    }

    private final ConversationService conversations;
    private final CallerTenant caller;

    SessionResource(ConversationService conversations, CallerTenant caller) {
        this.conversations = conversations;
        this.caller = caller;
    }

    @GET
    public Sessions recent(@QueryParam("limit") @DefaultValue("20") @Min(1) @Max(100) int limit) {
        return new Sessions(conversations.recentSessions(caller.tenant(), limit));
    }
}
