package io.souvenir.turn.service;

import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.ConversationMessage;
import io.souvenir.contracts.memory.RecordMessages;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.contracts.turn.TurnReceived;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.turn.engine.ConversationEngine;
import io.souvenir.turn.engine.Reply;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * Answers a turn. The reply, the command that keeps both messages and the activity entry are
 * written to the outbox in the same transaction that marks the turn handled: a turn is answered
 * exactly once, even if the process dies mid-turn and Kafka redelivers it.
 */
@ApplicationScoped
public class TurnService {

    static final String CONSUMER = "turn-service.turns";

    private final ConversationEngine engine;
    private final IncomingEvents incoming;
    private final Outbox outbox;
    private final EventCodec codec;

    TurnService(ConversationEngine engine, IncomingEvents incoming, Outbox outbox, EventCodec codec) {
        this.engine = engine;
        this.incoming = incoming;
        this.outbox = outbox;
        this.codec = codec;
    }

    @Transactional
    public void answer(EventEnvelope turn) {
        TurnReceived received = codec.payload(turn, Events.TURN_RECEIVED);
        if (!incoming.claim(CONSUMER, turn)) {
            return;
        }
        Reply reply = engine.reply(received.text());
        EventHeader answered = turn.header().next();
        outbox.publish(answered, Events.TURN_ANSWERED, new TurnAnswered(
                received.turnId(), received.sessionId(), reply.text(), reply.language().toLanguageTag(), List.of()));
        outbox.publish(turn.header().next(), Events.RECORD_MESSAGES, new RecordMessages(
                received.turnId(), received.sessionId(), List.of(
                        new ConversationMessage(received.turnId(), "user", received.text(), turn.occurredAt()),
                        new ConversationMessage(assistantMessageId(received.turnId()), "assistant", reply.text(),
                                answered.occurredAt()))));
        outbox.publish(turn.header().next(), Events.ACTIVITY_RECORDED, new ActivityRecorded(
                "reply.sent", "Replied (" + reply.language().getDisplayLanguage(Locale.ENGLISH) + ")", "turn-service"));
    }

    /** The user's message is identified by its turn; the answer's id derives from it, so a replay cannot fork it. */
    private static UUID assistantMessageId(UUID turnId) {
        return UUID.nameUUIDFromBytes((turnId + "/assistant").getBytes(StandardCharsets.UTF_8));
    }
}
