package io.souvenir.memory.narrative;

import io.souvenir.memory.conversation.ConversationRepository;
import io.souvenir.memory.conversation.ConversationSession;
import io.souvenir.memory.conversation.Message;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** What a prompt knows of the user before any search: identity card, rolling summary and live window. */
@ApplicationScoped
public class NarrativeContext {

    public record Narrative(Optional<IdentityCard> identityCard, Optional<ConversationSession> session,
            List<Message> liveWindow) {
    }

    private final ConversationRepository conversations;
    private final RollingSummary summary;
    private final IdentityCards identityCards;
    private final TenantSession tenantSession;

    NarrativeContext(ConversationRepository conversations, RollingSummary summary, IdentityCards identityCards,
            TenantSession tenantSession) {
        this.conversations = conversations;
        this.summary = summary;
        this.identityCards = identityCards;
        this.tenantSession = tenantSession;
    }

    /** A session of another user, or one not started yet, is an empty conversation. */
    @Transactional
    public Narrative of(Tenant caller, UUID sessionId) {
        tenantSession.bind(caller);
        Optional<ConversationSession> session = conversations.findSession(sessionId);
        return new Narrative(identityCards.of(caller), session, session.map(summary::liveWindow).orElse(List.of()));
    }
}
