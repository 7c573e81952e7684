package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.conversation.ConversationService;
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
import java.util.Optional;
import java.util.UUID;

@Path("/api/v1/messages")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class MessageResource {

    public record Page(List<MessageView> items) {
    }

    private final ConversationService conversations;
    private final CallerTenant caller;

    MessageResource(ConversationService conversations, CallerTenant caller) {
        this.conversations = conversations;
        this.caller = caller;
    }

    /** The caller's latest messages, newest first, optionally of one session. */
    @GET
    public Page recent(@QueryParam("sessionId") UUID sessionId,
            @QueryParam("limit") @DefaultValue("50") @Min(1) @Max(500) int limit) {
        return new Page(conversations.recentMessages(caller.tenant(), Optional.ofNullable(sessionId), limit).stream()
                .map(MessageView::of).toList());
    }
}
