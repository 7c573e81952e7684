package io.souvenir.platform.security;

import io.smallrye.common.annotation.Blocking;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;

/**
 * The gateway's word that a member was removed or let in again, heard by every service (the
 * channel {@code workspace-events} is configured once for all in the platform's defaults). A
 * redelivered or late word changes nothing: {@link MemberAccess} keeps the latest by its time.
 */
@ApplicationScoped
public class MemberAccessEvents {

    private final IncomingEvents incoming;
    private final EventCodec codec;
    private final MemberAccess access;

    MemberAccessEvents(IncomingEvents incoming, EventCodec codec, MemberAccess access) {
        this.incoming = incoming;
        this.codec = codec;
        this.access = access;
    }

    @Incoming("workspace-events")
    @Blocking
    public CompletionStage<Void> onEvent(Message<String> record) {
        return incoming.consume(record, this::handle);
    }

    void handle(EventEnvelope event) {
        if (event.type().equals(Events.MEMBER_ACCESS_CHANGED.name())) {
            access.changed(Tenant.of(event), codec.payload(event, Events.MEMBER_ACCESS_CHANGED).removed(), event.occurredAt());
        }
    }
}
