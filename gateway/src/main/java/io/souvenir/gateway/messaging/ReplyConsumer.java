package io.souvenir.gateway.messaging;

import io.souvenir.gateway.turns.ReplyHub;
import io.souvenir.platform.messaging.IncomingEvents;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;
import io.smallrye.common.annotation.Blocking;

@ApplicationScoped
public class ReplyConsumer {

    private final IncomingEvents incoming;
    private final ReplyHub replies;

    ReplyConsumer(IncomingEvents incoming, ReplyHub replies) {
        this.incoming = incoming;
        this.replies = replies;
    }

    @Incoming("replies")
    @Blocking
    public CompletionStage<Void> onReply(Message<String> record) {
        return incoming.consume(record, replies::deliver);
    }
}
