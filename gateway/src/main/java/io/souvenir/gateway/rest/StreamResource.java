package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.smallrye.mutiny.Multi;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.gateway.turns.ReplyHub;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;

@Path("/api/v1/stream")
@Authenticated
public class StreamResource {

    /** The SSE event name of a notification; replies are unnamed ("message") events. */
    static final String NOTIFICATION = "notification";

    private final ReplyHub replies;
    private final CallerTenant caller;
    private final EventCodec codec;

    StreamResource(ReplyHub replies, CallerTenant caller, EventCodec codec) {
        this.replies = replies;
        this.caller = caller;
        this.codec = codec;
    }

    /**
     * Server-sent events: each reply to the caller, on any channel, as it is written (a
     * {@code TurnAnswered}, unnamed event), and each notification ({@code event: notification},
     * a {@code Notify}: reminder due, action updated).
     */
    @GET
    @Produces(MediaType.SERVER_SENT_EVENTS)
    public Multi<OutboundSseEvent> stream(@Context Sse sse) {
        return replies.stream(caller.tenant()).map(event -> sseEvent(sse, event));
    }

    private OutboundSseEvent sseEvent(Sse sse, EventEnvelope event) {
        OutboundSseEvent.Builder builder = sse.newEventBuilder().mediaType(MediaType.APPLICATION_JSON_TYPE).id(event.eventId().toString());
        return Events.NOTIFY.name().equals(event.type())
                ? builder.name(NOTIFICATION).data(codec.payload(event, Events.NOTIFY)).build()
                : builder.data(codec.payload(event, Events.TURN_ANSWERED).withoutActivity()).build();
    }
}
