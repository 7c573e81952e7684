package io.souvenir.turn.engine.offline;

import io.quarkus.arc.lookup.LookupUnlessProperty;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.Heard;
import io.souvenir.turn.engine.TurnEngine;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.ZonedDateTime;
import java.util.List;

/** Rules first, then a reply that reacts to what the rules kept. */
@ApplicationScoped
@LookupUnlessProperty(name = "souvenir.llm.mode", stringValue = "openai")
public class OfflineTurnEngine implements TurnEngine {

    private final OfflineExtractor extractor = new OfflineExtractor();
    private final OfflineEngine replier = new OfflineEngine();

    @Override
    public Heard hear(String userText, ZonedDateTime now) {
        List<MemoryDraft> kept = extractor.extract(userText, now);
        return new Heard(replier.reply(userText, kept, now), kept);
    }
}
