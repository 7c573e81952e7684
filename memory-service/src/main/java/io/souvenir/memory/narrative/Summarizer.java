package io.souvenir.memory.narrative;

import io.souvenir.memory.conversation.Message;
import java.time.ZoneId;
import java.util.List;

/** Extends a conversation's rolling summary with a batch of messages that left the live window. */
public interface Summarizer {

    /** {@code summary}: the summary so far, or null for the first batch; times read in {@code zone}, the user's. */
    String extend(String summary, List<Message> batch, ZoneId zone);
}
