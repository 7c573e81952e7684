package io.souvenir.gateway.turns;

import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.turn.TurnReceived;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.telemetry.TraceIds;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** Accepts what a user said and hands it to the pipeline, through the outbox. */
@ApplicationScoped
public class TurnService {

    private final Outbox outbox;
    private final TenantSession tenantSession;

    TurnService(Outbox outbox, TenantSession tenantSession) {
        this.outbox = outbox;
        this.tenantSession = tenantSession;
    }

    /** A turn typed in the web page or sent by a script: the web channel only (other channels have their webhooks). */
    @Transactional
    public AcceptedTurn submit(Tenant caller, UUID turnId, TurnRequest request, SpeakerSettings speaker) {
        Channel channel = Optional.ofNullable(request.channel()).orElse(Channel.WEB);
        if (channel != Channel.WEB) {
            throw new InvalidRequestException("channel",
                    "must be web here; " + channel.wireName() + " messages arrive through their own webhook");
        }
        return accept(caller, turnId, channel, Optional.ofNullable(request.sessionId()).orElseGet(UUID::randomUUID),
                request.text(), speaker);
    }

    /**
     * Hands what {@code caller} said on {@code channel} to the pipeline: {@code turn.received}, which
     * carries its activity line to action-ledger, in the caller's transaction (or a new one), under
     * the current trace.
     */
    @Transactional
    public AcceptedTurn accept(Tenant caller, UUID turnId, Channel channel, UUID sessionId, String text, SpeakerSettings speaker) {
        tenantSession.bind(caller);
        EventHeader received = EventHeader.start(TraceIds.current(), caller.workspaceId(), caller.userId(), channel);
        outbox.publish(received, Events.TURN_RECEIVED, new TurnReceived(turnId, sessionId, text, speaker.memory(),
                speaker.timeZone(), speaker.language(),
                List.of(new ActivityRecorded("turn.received", "Message received on " + channel.wireName(), "gateway")),
                speaker.settingsVersion()));
        return new AcceptedTurn(turnId, sessionId, received.traceId());
    }
}
