package io.souvenir.memory.conversation;

import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.ConversationMessage;
import io.souvenir.contracts.memory.RecordMessages;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.memory.narrative.RollingSummary;
import io.souvenir.memory.settings.SettingsService;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;

/** Keeps the messages of every conversation, per session, and serves them back to their owner. */
@ApplicationScoped
public class ConversationService {

    static final String CONSUMER = "memory-service.memory-commands";
    private static final Logger LOG = Logger.getLogger(ConversationService.class);
    private static final int TITLE = 80;

    private final ConversationRepository conversations;
    private final IncomingEvents incoming;
    private final TenantSession tenantSession;
    private final Outbox outbox;
    private final EventCodec codec;
    private final RollingSummary summary;
    private final SettingsService settings;

    ConversationService(ConversationRepository conversations, IncomingEvents incoming, TenantSession tenantSession,
            Outbox outbox, EventCodec codec, RollingSummary summary, SettingsService settings) {
        this.settings = settings;
        this.conversations = conversations;
        this.summary = summary;
        this.incoming = incoming;
        this.tenantSession = tenantSession;
        this.outbox = outbox;
        this.codec = codec;
    }

    @Transactional
    public void record(EventEnvelope command) {
        keep(command, codec.payload(command, Events.RECORD_MESSAGES)).ifPresent(line ->
                outbox.publish(command.header().next(), Events.ACTIVITY_RECORDED, line));
    }

    /**
     * Keeps the messages {@code command} carries ({@code record-messages} or a turn's {@code record-turn}),
     * claimed under this service's name, and returns the activity line that tells the user so, for the
     * caller to send (alone, or with the turn's {@code memories-created}); empty when nothing was kept.
     */
    @Transactional
    public Optional<ActivityRecorded> keep(EventEnvelope command, RecordMessages record) {
        if (!incoming.claim(CONSUMER, command)) {
            return Optional.empty();
        }
        MemoryState state = settings.decide(Tenant.of(command), record.memory(), record.settingsSeen(), command.occurredAt());
        if (!state.keeps()) {
            // said while the user's memory was off or paused: no message, no session, no summary, nothing announced
            LOG.infof("memory is %s for this user: %d messages of turn %s not kept", state.wireName(), record.messages().size(),
                    record.turnId());
            return Optional.empty();
        }
        ConversationSession session = conversations.findSession(record.sessionId())
                .orElseGet(() -> openSession(command, record));
        // one insert for the turn's messages; one already there (kept by an earlier command) is left as it is
        int kept = conversations.insertMissing(record.messages().stream()
                .map(message -> message(command, session, record.turnId(), message))
                .toList());
        record.messages().stream().map(ConversationMessage::at).max(Comparator.naturalOrder())
                .filter(latest -> latest.isAfter(session.lastMessageAt))
                .ifPresent(latest -> session.lastMessageAt = latest);
        summary.catchUp(session, () -> settings.timeZoneOf(Tenant.of(command)));
        // no messages-recorded event: no service acts on it, and the activity line says it to the user
        return Optional.of(new ActivityRecorded(
                "messages.stored", "Kept " + kept + " message" + (kept == 1 ? "" : "s") + " of the conversation",
                "memory-service"));
    }

    @Transactional
    public List<Message> recentMessages(Tenant caller, Optional<UUID> sessionId, int limit) {
        tenantSession.bind(caller);
        return conversations.recent(sessionId, limit);
    }

    /** The caller's latest conversations, titled by their first message (cut to 80 characters). */
    @Transactional
    public List<SessionSummary> recentSessions(Tenant caller, int limit) {
        tenantSession.bind(caller);
        return conversations.recentSessions(limit).stream().map(session -> session.shortened(TITLE)).toList();
    }

    private ConversationSession openSession(EventEnvelope command, RecordMessages record) {
        ConversationSession session = new ConversationSession();
        session.id = record.sessionId();
        session.userId = command.userId();
        session.workspaceId = command.workspaceId();
        session.channel = command.channel().wireName();
        session.startedAt = record.messages().get(0).at();
        // its last message known at once: the new row is written as it ends, not inserted then updated
        session.lastMessageAt = record.messages().stream().map(ConversationMessage::at).max(Comparator.naturalOrder())
                .filter(latest -> latest.isAfter(session.startedAt)).orElse(session.startedAt);
        conversations.persistSession(session);
        return session;
    }

    private static Message message(EventEnvelope command, ConversationSession session, UUID turnId, ConversationMessage said) {
        Message message = new Message();
        message.id = said.id();
        message.sessionId = session.id;
        message.userId = command.userId();
        message.workspaceId = command.workspaceId();
        message.turnId = turnId;
        message.role = said.role();
        message.text = said.text();
        message.channel = command.channel().wireName();
        message.traceId = command.traceId();
        message.saidAt = said.at();
        message.setPhrases = !said.meaningful();
        return message;
    }
}
