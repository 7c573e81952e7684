package io.souvenir.memory.conversation;

import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.RecordTurn;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.memory.memories.MemoryService;
import io.souvenir.platform.messaging.Outbox;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;

/**
 * Keeps what one turn left, its messages and then its memories, in one transaction: each part
 * claimed, decided and answered as its own command would be, so a redelivered turn keeps nothing
 * twice and a failure keeps nothing of either. The messages' activity line travels in the
 * memories' answer ({@code memories-created}) when the turn proposed any: one record for both.
 */
@ApplicationScoped
public class TurnRecorder {

    private final EventCodec codec;
    private final ConversationService conversations;
    private final MemoryService memories;
    private final Outbox outbox;

    TurnRecorder(EventCodec codec, ConversationService conversations, MemoryService memories, Outbox outbox) {
        this.outbox = outbox;
        this.codec = codec;
        this.conversations = conversations;
        this.memories = memories;
    }

    @Transactional
    public void record(EventEnvelope command) {
        RecordTurn turn = codec.payload(command, Events.RECORD_TURN);
        List<ActivityRecorded> stored = conversations.keep(command, turn.messages()).stream().toList();
        // one turn, one decision: its memories are kept only with its messages (the settings are not checked twice)
        boolean answered = turn.proposed()
                .map(proposed -> memories.create(command, proposed.decidedAs(stored.isEmpty() ? MemoryState.UNKNOWN : proposed.memory()),
                        stored))
                .orElse(false);
        if (!answered) {
            stored.forEach(line -> outbox.publish(command.header().next(), Events.ACTIVITY_RECORDED, line));
        }
    }
}
