package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.smallrye.mutiny.Multi;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.gateway.turns.ReplyHub;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.jboss.resteasy.reactive.RestStreamElementType;

@Path("/api/v1/stream")
@Authenticated
public class StreamResource {

    private final ReplyHub replies;
    private final CallerTenant caller;

    StreamResource(ReplyHub replies, CallerTenant caller) {
        this.replies = replies;
        this.caller = caller;
    }

    /** Server-sent events: each reply to the caller, on any channel, as it is written. */
    @GET
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @RestStreamElementType(MediaType.APPLICATION_JSON)
    public Multi<TurnAnswered> stream() {
        return replies.stream(caller.tenant());
    }
}
