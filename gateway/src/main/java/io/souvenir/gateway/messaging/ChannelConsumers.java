package io.souvenir.gateway.messaging;

import io.smallrye.common.annotation.Blocking;
import io.souvenir.gateway.channels.ChannelDelivery;
import io.souvenir.gateway.turns.ReplyHub;
import io.souvenir.platform.messaging.IncomingEvents;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;

/**
 * Replies and notifications on their way out. Notifications reach every gateway instance (each
 * holds its own SSE streams: a group per instance, like replies); deliveries to Telegram and
 * email happen once, in the group the instances share.
 */
@ApplicationScoped
public class ChannelConsumers {

    private final IncomingEvents incoming;
    private final ReplyHub hub;
    private final ChannelDelivery delivery;

    ChannelConsumers(IncomingEvents incoming, ReplyHub hub, ChannelDelivery delivery) {
        this.incoming = incoming;
        this.hub = hub;
        this.delivery = delivery;
    }

    @Incoming("notifications")
    @Blocking
    public CompletionStage<Void> onNotification(Message<String> record) {
        return incoming.consume(record, hub::notify);
    }

    @Incoming("channel-replies")
    @Blocking
    public CompletionStage<Void> onReplyForAChannel(Message<String> record) {
        return incoming.consume(record, delivery::reply);
    }

    @Incoming("channel-notifications")
    @Blocking
    public CompletionStage<Void> onNotificationForAChannel(Message<String> record) {
        return incoming.consume(record, delivery::notify);
    }
}
