package io.souvenir.turn.service;

import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.action.ActionProposed;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.ConversationMessage;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.RecordMessages;
import io.souvenir.contracts.memory.RecordTurn;
import io.souvenir.contracts.turn.Creation;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.SettingsSeen;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.contracts.turn.TurnCompleted;
import io.souvenir.contracts.turn.TurnReceived;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.turn.actions.ActionHistory;
import io.souvenir.turn.contexts.ContextTurns;
import io.souvenir.turn.engine.Heard;
import io.souvenir.turn.engine.Proposal;
import io.souvenir.turn.engine.Turn;
import io.souvenir.turn.engine.TurnEngine;
import io.souvenir.turn.engine.offline.Corrections;
import io.souvenir.turn.recall.Narrative;
import io.souvenir.turn.recall.Recollection;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.transaction.Transactional;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * Answers a turn. The reply (with the creations the user is shown), the command that keeps both
 * messages and the memories, the actions proposed (they wait for the user's
 * confirmation in action-ledger) and the user's answers to pending ones, the completed turn for
 * the verifier and the activity entry are all written to the outbox in the transaction that marks the turn handled: a
 * turn is answered exactly once, even if the process dies mid-turn and Kafka redelivers it.
 * While the user's memory was off or paused when they spoke ({@link TurnReceived#memory()}), the
 * turn is answered and forgotten: no message, no memory, nothing for the verifier, and one activity
 * entry, without the content, that says so in the reply's language.
 */
@ApplicationScoped
public class TurnService {

    static final String CONSUMER = "turn-service.turns";
    /** The activity entry of a turn answered and not kept (memory off, paused, or its setting unknown). */
    public static final String FORGOTTEN = "turn.forgotten";

    private final TurnEngine engine;
    private final IncomingEvents incoming;
    private final Outbox outbox;
    private final EventCodec codec;
    private final TurnConfig config;
    private final Recollection recollection;
    private final ActionHistory actionHistory;
    private final ContextTurns contexts;

    TurnService(Instance<TurnEngine> engines, IncomingEvents incoming, Outbox outbox, EventCodec codec, TurnConfig config,
            Recollection recollection, ActionHistory actionHistory, ContextTurns contexts) {
        this.contexts = contexts;
        this.recollection = recollection;
        this.actionHistory = actionHistory;
        this.engine = engines.get();
        this.incoming = incoming;
        this.outbox = outbox;
        this.codec = codec;
        this.config = config;
    }

    /** A turn heard (its reply, memories, proposals) and not yet answered. */
    public record Answer(TurnReceived received, Heard heard) {
    }

    /**
     * Hears a turn, outside any transaction: the engine may be a remote model, and memory is asked
     * over HTTP, so neither holds a connection nor outlives a transaction's timeout. A redelivered
     * turn may be heard twice; the claim in {@link #respond} still lets a single answer out.
     */
    public Answer hear(EventEnvelope turn) {
        TurnReceived received = codec.payload(turn, Events.TURN_RECEIVED);
        Tenant user = Tenant.of(turn);
        // a context command ("Ouvre …", "Persiste …") is answered by contexts and keeps no memory
        Heard heard = contexts.hear(user, received.sessionId(), received.turnId(), received.text())
                .map(reply -> new Heard(reply, List.of()))
                .orElseGet(() -> engine.hear(new Turn(received.text(), turn.occurredAt().atZoneSameInstant(zoneOf(received)),
                        received.memory().keeps(),
                        narrative(user, received.sessionId()),
                        recollection.recallFor(user),
                        actionHistory.of(user),
                        received.language() == null ? null : Locale.forLanguageTag(received.language()))));
        return new Answer(received, heard);
    }

    private Narrative narrative(Tenant user, UUID sessionId) {
        return engine.readsNarrative()
                ? contexts.withOpenContext(user, sessionId, recollection.narrative(user, sessionId))
                : Narrative.UNKNOWN;
    }

    /** The user's own zone, where "jeudi" and "tomorrow at 10am" are understood; the default until they set one. */
    private ZoneId zoneOf(TurnReceived received) {
        try {
            return received.timeZone() == null ? config.defaultTimeZone() : ZoneId.of(received.timeZone());
        } catch (DateTimeException unknown) {
            return config.defaultTimeZone();
        }
    }

    /**
     * Answers a heard turn in the caller's transaction (a consumer's batch), once: the claim skips a
     * turn already answered.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void respond(EventEnvelope turn, Answer answer) {
        if (!incoming.claim(CONSUMER, turn)) {
            return;
        }
        TurnReceived received = answer.received();
        Heard heard = answer.heard();
        UUID turnId = received.turnId();
        MemoryState memory = received.memory();
        // decided once, when the user spoke, on the gateway's copy of the settings: off, paused or unknown keeps
        // nothing; an "on" travels with the version of that copy, which memory-service checks where it keeps the turn
        SettingsSeen seen = SettingsSeen.of(received.settingsVersion(), turn.occurredAt());
        List<MemoryDraft> kept = memory.keeps() ? DerivedIds.memoriesOf(turnId, heard.memories()) : List.of();
        Locale replyLanguage = heard.reply().language();
        String language = replyLanguage.toLanguageTag();

        EventHeader answered = turn.header().next();
        // the activity line travels with the reply (action-ledger reads it there): no record of its own
        ActivityRecorded line = memory.keeps()
                ? new ActivityRecorded("reply.sent", "Replied (" + replyLanguage.getDisplayLanguage(Locale.ENGLISH) + ")", "turn-service")
                : new ActivityRecorded(FORGOTTEN, ForgottenTurn.summary(memory, replyLanguage), "turn-service");
        outbox.publish(answered, Events.TURN_ANSWERED, new TurnAnswered(turnId, received.sessionId(),
                heard.reply().text(), language, kept.stream().filter(MemoryDraft::visible).map(TurnService::creation).toList(),
                memory, List.of(line)));
        if (memory.keeps()) {
            // both messages and the memories drawn from them: one record, one transaction in memory-service
            outbox.publish(turn.header().next(), Events.RECORD_TURN, new RecordTurn(
                    new RecordMessages(turnId, received.sessionId(), List.of(
                            new ConversationMessage(turnId, "user", received.text(), turn.occurredAt()),
                            new ConversationMessage(DerivedIds.of(turnId, "assistant"), "assistant", heard.reply().text(),
                                    answered.occurredAt(), heard.reply().setPhrases())), memory, seen),
                    kept.isEmpty() ? null
                            : new CreateMemories(turnId, turnId, MemorySource.TURN, kept, memory, Corrections.explicit(received.text()),
                                    seen)));
        }
        // Actions are what the user asks the assistant to do, not to remember: a mail asked for while
        // memory is paused still waits for the user's "yes" (the ledger must hold it to send it once).
        for (int index = 0; index < heard.proposals().size(); index++) {
            Proposal proposal = heard.proposals().get(index);
            outbox.publish(turn.header().next(), Events.ACTION_PROPOSED, new ActionProposed(DerivedIds.of(turnId, "action/" + index),
                    turnId, proposal.tool(), proposal.arguments(), proposal.label(), language,
                    turn.occurredAt().plus(config.actionExpiry())));
        }
        heard.decisions().forEach(decision -> outbox.publish(turn.header().next(), Events.ACTION_DECIDED, decision));
        if (memory.keeps()) {
            // the verifier re-reads the sentence to backfill: nothing to re-read when nothing may be kept
            outbox.publish(turn.header().next(), Events.TURN_COMPLETED,
                    new TurnCompleted(turnId, received.sessionId(), turnId, received.text(), language, true, kept,
                            zoneOf(received).getId(), seen));
        }
    }

    private static Creation creation(MemoryDraft memory) {
        return new Creation(memory.id(), memory.kind().wireName(), memory.text(), memory.dueAt(), memory.occurredAt());
    }
}
