package io.souvenir.bench;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.offline.OfflineExtractor;
import io.souvenir.verifier.counting.FactCounter;
import io.souvenir.verifier.counting.OfflineFactCounter;
import io.souvenir.verifier.counting.StatedFact;
import io.souvenir.verifier.counting.DurabilityModel;
import io.souvenir.verifier.service.Backfills;
import io.souvenir.verifier.service.Coverage;
import io.souvenir.verifier.service.SecondOpinion;
import io.souvenir.verifier.service.SecondOpinion.Thresholds;
import java.time.ZonedDateTime;
import java.util.List;

/** The offline main pass (turn-service) and the offline verifier (verifier-service), as plain objects. */
final class Passes {

    /** What one turn proposes: the main pass's creations, then what the verifier backfills. */
    record Proposals(List<MemoryDraft> creations, List<MemoryDraft> backfills) {
    }

    private final OfflineExtractor extractor = new OfflineExtractor();
    private final FactCounter counter = new OfflineFactCounter();
    /**
     * The verifier's learned second opinion, trained on the development sentences as the service trains it at startup
     * when it is enabled ({@code -Dsouvenir.verifier.second-opinion.enabled=true}; off, as deployed, by default).
     */
    private final DurabilityModel secondOpinion = Boolean.getBoolean("souvenir.verifier.second-opinion.enabled")
            ? DurabilityModel.trainedOnDevelopment() : null;

    Proposals run(Configuration configuration, String sentence, ZonedDateTime now) {
        List<MemoryDraft> creations = extractor.extract(sentence, now);
        if (configuration.weakened) {
            creations = creations.stream().limit(1).toList();
        }
        if (!configuration.verified) {
            return new Proposals(creations, List.of());
        }
        List<StatedFact> missing = secondOpinion == null ? Coverage.missing(counter.count(sentence), creations)
                : SecondOpinion.missing(sentence, counter.count(sentence), creations, secondOpinion, Thresholds.CONFIGURED);
        List<MemoryDraft> backfills = missing.stream().map(fact -> Backfills.draft(null, fact, sentence, now)).toList();
        return new Proposals(creations, backfills);
    }

    /** Milliseconds the main pass (turn-service's offline engine) takes to read {@code sentence}, in this JVM. */
    double extractionMillis(String sentence, ZonedDateTime now) {
        long started = System.nanoTime();
        extractor.extract(sentence, now);
        return (System.nanoTime() - started) / 1e6;
    }

    /** Milliseconds the verifier's counting takes on {@code sentence}, in this JVM. */
    double countingMillis(String sentence) {
        long started = System.nanoTime();
        counter.count(sentence);
        return (System.nanoTime() - started) / 1e6;
    }
}
