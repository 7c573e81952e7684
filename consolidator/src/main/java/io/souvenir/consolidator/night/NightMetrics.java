package io.souvenir.consolidator.night;

import io.micrometer.core.instrument.MeterRegistry;
import io.souvenir.consolidator.runs.Decision;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.List;

/** Per-run figures at {@code /q/metrics}: candidates, decisions by outcome and rule, runs by status, rollbacks. */
@ApplicationScoped
public class NightMetrics {

    private final MeterRegistry registry;

    NightMetrics(MeterRegistry registry) {
        this.registry = registry;
    }

    void classified(List<Decision> decisions, Duration took) {
        registry.counter("souvenir.consolidation.candidates").increment(decisions.size());
        for (Decision decision : decisions) {
            registry.counter("souvenir.consolidation.decisions", "outcome", decision.outcome(), "rule", decision.rule()).increment();
        }
        registry.timer("souvenir.consolidation.classify").record(took);
    }

    void finished(String status) {
        registry.counter("souvenir.consolidation.runs", "status", status).increment();
    }

    void rolledBack() {
        registry.counter("souvenir.consolidation.rollbacks").increment();
    }
}
