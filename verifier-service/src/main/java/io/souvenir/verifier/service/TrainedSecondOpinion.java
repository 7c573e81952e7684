package io.souvenir.verifier.service;

import io.quarkus.runtime.StartupEvent;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.verifier.counting.DurabilityModel;
import io.souvenir.verifier.counting.StatedFact;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * The learned second opinion as the service runs it: trained once at startup on the development
 * sentences shipped with the verifier when {@code souvenir.verifier.second-opinion.enabled}, and
 * then asked about every counted turn; when it is off, the rules' backfills pass unchanged.
 */
@ApplicationScoped
public class TrainedSecondOpinion {

    private static final Logger LOG = Logger.getLogger(TrainedSecondOpinion.class);

    private final SecondOpinionConfig config;
    private volatile DurabilityModel model;

    TrainedSecondOpinion(SecondOpinionConfig config) {
        this.config = config;
    }

    void onStart(@Observes StartupEvent started) {
        model();
    }

    /** What the verifier backfills of a sentence: the rules' {@code backfills}, weighed by the model when it is on. */
    public List<StatedFact> weigh(String sentence, List<MemoryDraft> creations, List<StatedFact> backfills) {
        DurabilityModel trained = model();
        return trained == null ? backfills : SecondOpinion.weigh(sentence, creations, backfills, trained,
                new SecondOpinion.Thresholds(config.keepAbove(), config.skipAbove(), config.dropAbove()));
    }

    private DurabilityModel model() {
        if (!config.enabled()) {
            return null;
        }
        if (model == null) {
            synchronized (this) {
                if (model == null) {
                    long start = System.nanoTime();
                    Runtime runtime = Runtime.getRuntime();
                    long before = runtime.totalMemory() - runtime.freeMemory();
                    model = DurabilityModel.trainedOnDevelopment();
                    LOG.infof("second opinion trained on the development sentences in %d ms (heap %+d MB)",
                            (System.nanoTime() - start) / 1_000_000,
                            (runtime.totalMemory() - runtime.freeMemory() - before) / (1024 * 1024));
                }
            }
        }
        return model;
    }
}
