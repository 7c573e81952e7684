package io.souvenir.gateway.messaging;

import io.smallrye.common.annotation.Blocking;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.gateway.turns.MemorySettingsLookup;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;

/**
 * A user changed their settings, through whichever gateway instance: every instance hears it (a
 * group per instance, like replies) and drops its copy of them. Blocking: dropping a copy waits
 * for a reading of the settings under way, so that one is dropped too.
 */
@ApplicationScoped
public class SettingsConsumer {

    private final IncomingEvents incoming;
    private final EventCodec codec;
    private final MemorySettingsLookup settings;

    SettingsConsumer(IncomingEvents incoming, EventCodec codec, MemorySettingsLookup settings) {
        this.incoming = incoming;
        this.codec = codec;
        this.settings = settings;
    }

    @Incoming("settings-events")
    @Blocking
    public CompletionStage<Void> onSettingsChanged(Message<String> record) {
        return incoming.consume(record, this::drop);
    }

    private void drop(EventEnvelope change) {
        codec.payload(change, Events.SETTINGS_CHANGED);
        settings.changed(Tenant.of(change));
    }
}
