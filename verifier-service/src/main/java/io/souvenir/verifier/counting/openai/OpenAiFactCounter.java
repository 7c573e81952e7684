package io.souvenir.verifier.counting.openai;

import io.quarkiverse.langchain4j.ChatMemoryRemover;
import io.quarkus.arc.lookup.LookupIfProperty;
import io.souvenir.verifier.counting.FactCount;
import io.souvenir.verifier.counting.FactCounter;
import io.souvenir.verifier.counting.OfflineFactCounter;
import io.souvenir.verifier.counting.StatedFact;
import io.souvenir.verifier.service.VerifierMetrics;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import java.util.List;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * One call to the model per sentence: it states what the sentence holds through {@link StatedFactTool}
 * and abstains by making no call (so it reports no abstention); a sentence it states nothing of still
 * has the offline rules' statement, the last word that keeps a statement of the user's life whole. When the model fails (down, timeout,
 * a tool loop), the failure is counted and the offline rules count the sentence: the verifier
 * never fails a record because a model is down.
 */
@ApplicationScoped
@LookupIfProperty(name = "souvenir.llm.mode", stringValue = "openai")
public class OpenAiFactCounter implements FactCounter {

    private static final Logger LOG = Logger.getLogger(OpenAiFactCounter.class);

    private final SentenceReader reader;
    private final StatedFacts stated;
    private final OfflineFactCounter offline;
    private final VerifierMetrics metrics;

    OpenAiFactCounter(SentenceReader reader, StatedFacts stated, OfflineFactCounter offline, VerifierMetrics metrics) {
        this.reader = reader;
        this.stated = stated;
        this.offline = offline;
        this.metrics = metrics;
    }

    @Override
    @ActivateRequestContext
    public FactCount count(String sentence) {
        UUID reading = UUID.randomUUID();
        try {
            reader.read(reading, sentence);
            List<StatedFact> facts = stated.all();
            // a model that states nothing may have missed a statement: the offline rules' last word stands,
            // kept only if the turn kept nothing either (Coverage)
            return new FactCount(facts, List.of(), facts.isEmpty() ? offline.statement(sentence).orElse(null) : null);
        } catch (RuntimeException e) {
            LOG.warnf(e, "the model failed; the offline rules count this sentence");
            metrics.modelFailed();
            return offline.count(sentence);
        } finally {
            // the request may outlive this reading (a retried record): what it stated is not the next one's
            stated.clear();
            ChatMemoryRemover.remove(reader, reading);
        }
    }
}
