package io.souvenir.memory.narrative;

import io.souvenir.memory.conversation.ConversationRepository;
import io.souvenir.memory.conversation.ConversationSession;
import io.souvenir.memory.conversation.Message;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * A conversation's memory between the live window and the durable memories: once a whole batch of
 * messages has fallen out of the live window, the summary is extended with that batch, once.
 * Nothing happens on the turns in between.
 */
@ApplicationScoped
public class RollingSummary {

    private static final Logger LOG = Logger.getLogger(RollingSummary.class);

    private final ConversationRepository conversations;
    private final Summarizer summarizer;
    private final NarrativeConfig config;

    RollingSummary(ConversationRepository conversations, Summarizer summarizer, NarrativeConfig config) {
        this.conversations = conversations;
        this.summarizer = summarizer;
        this.config = config;
    }

    /**
     * Runs in the transaction that recorded the session's new messages; {@code zone}: the user's,
     * asked only when a batch is told (most turns tell none).
     */
    public void catchUp(ConversationSession session, Supplier<ZoneId> zone) {
        long outOfWindow = conversations.countInSession(session.id) - config.liveWindow() - session.summarizedMessages;
        while (outOfWindow >= config.summaryBatch()) {
            List<Message> batch = conversations.inSession(session.id, session.summarizedMessages, config.summaryBatch());
            session.summary = summarizer.extend(session.summary, batch, zone.get());
            session.summarizedMessages += batch.size();
            session.summarizedThrough = batch.get(batch.size() - 1).saidAt;
            session.summaryBatches++;
            outOfWindow -= batch.size();
            LOG.debugf("session %s: summary extended with %d messages (batch %d)", session.id, batch.size(),
                    session.summaryBatches);
        }
    }

    /** The live window, oldest first. */
    public List<Message> liveWindow(ConversationSession session) {
        List<Message> window = new ArrayList<>(conversations.recent(Optional.of(session.id), config.liveWindow()));
        Collections.reverse(window);
        return window;
    }
}
