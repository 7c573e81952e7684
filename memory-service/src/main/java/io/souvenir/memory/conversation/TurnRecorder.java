package io.souvenir.memory.conversation;

import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.RecordTurn;
import io.souvenir.memory.memories.MemoryService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

/**
 * Keeps what one turn left, its messages and then its memories, in one transaction: each part
 * claimed, decided and answered as its own command would be, so a redelivered turn keeps nothing
 * twice and a failure keeps nothing of either.
 */
@ApplicationScoped
public class TurnRecorder {

    private final EventCodec codec;
    private final ConversationService conversations;
    private final MemoryService memories;

    TurnRecorder(EventCodec codec, ConversationService conversations, MemoryService memories) {
        this.codec = codec;
        this.conversations = conversations;
        this.memories = memories;
    }

    @Transactional
    public void record(EventEnvelope command) {
        RecordTurn turn = codec.payload(command, Events.RECORD_TURN);
        conversations.record(command, turn.messages());
        turn.proposed().ifPresent(proposed -> memories.create(command, proposed));
    }
}
