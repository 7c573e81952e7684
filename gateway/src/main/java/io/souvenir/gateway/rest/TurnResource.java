package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Uni;
import io.souvenir.contracts.turn.Creation;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.gateway.turns.AcceptedTurn;
import io.souvenir.gateway.turns.GatewayConfig;
import io.souvenir.gateway.turns.MemorySettingsLookup;
import io.souvenir.gateway.turns.ReplyHub;
import io.souvenir.gateway.turns.TurnRequest;
import io.souvenir.gateway.turns.TurnService;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.UUID;

@Path("/api/v1/turns")
@Authenticated
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class TurnResource {

    /**
     * The answer, with the creations the user is shown (silent memories never appear here).
     * {@code extraction}: whether this turn was listened to for memories: {@code enabled}, or
     * {@code disabled} / {@code paused} by the user's settings, or {@code unavailable} when they could
     * not be read (then nothing is kept either); the turn is answered all the same.
     */
    public record Answered(UUID turnId, String traceId, UUID sessionId, String reply, List<Creation> creations,
            MemoryState memory, String extraction) {

        Answered(UUID turnId, String traceId, UUID sessionId, String reply, List<Creation> creations, MemoryState memory) {
            this(turnId, traceId, sessionId, reply, creations, memory, switch (memory) {
                case ON -> "enabled";
                case OFF -> "disabled";
                case PAUSED -> "paused";
                case UNKNOWN -> "unavailable";
            });
        }
    }

    /** The reply is late; it will arrive on {@code /api/v1/stream}. */
    public record Pending(UUID turnId, String traceId, UUID sessionId) {
    }

    private final TurnService turns;
    private final ReplyHub replies;
    private final CallerTenant caller;
    private final GatewayConfig config;
    private final MemorySettingsLookup settings;

    TurnResource(TurnService turns, ReplyHub replies, CallerTenant caller, GatewayConfig config, MemorySettingsLookup settings) {
        this.settings = settings;
        this.turns = turns;
        this.replies = replies;
        this.caller = caller;
        this.config = config;
    }

    @POST
    @Blocking
    public Uni<Response> say(@Valid @NotNull TurnRequest request) {
        UUID turnId = UUID.randomUUID();
        var reply = replies.await(turnId, config.replyWait());
        AcceptedTurn accepted;
        try {
            accepted = turns.submit(caller.tenant(), turnId, request, settings.speaking(caller.tenant()));
        } catch (RuntimeException e) {
            replies.forget(turnId);
            throw e;
        }
        return reply.map(answered -> answered
                .map(a -> Response.ok(new Answered(turnId, accepted.traceId(), accepted.sessionId(), a.reply(), a.creations(),
                        a.memory())))
                .orElseGet(() -> Response.accepted(new Pending(turnId, accepted.traceId(), accepted.sessionId())))
                .build());
    }
}
