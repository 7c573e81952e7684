package io.souvenir.verifier.service;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.souvenir.verifier.counting.FactCount;
import jakarta.enterprise.context.ApplicationScoped;

/** What the verifier did, for {@code /q/metrics}: how much it read, found, backfilled, let go, and failed on. */
@ApplicationScoped
public class VerifierMetrics {

    private final Counter sentences;
    private final Counter facts;
    private final Counter backfilled;
    private final Counter abstained;
    private final Counter failures;

    VerifierMetrics(MeterRegistry registry) {
        sentences = counter(registry, "souvenir.verifier.sentences", "sentences the verifier read");
        facts = counter(registry, "souvenir.verifier.facts", "distinct facts and persons counted in them");
        backfilled = counter(registry, "souvenir.verifier.backfilled", "memories proposed because the turn missed them");
        abstained = counter(registry, "souvenir.verifier.abstained", "clauses the verifier was unsure of and left alone");
        failures = counter(registry, "souvenir.verifier.failures", "records given up on (sent to the dead-letter topic)");
    }

    void read(FactCount count, int backfilledMemories) {
        sentences.increment();
        facts.increment(count.facts().size());
        abstained.increment(count.abstentions().size());
        backfilled.increment(backfilledMemories);
    }

    public void failed() {
        failures.increment();
    }

    private static Counter counter(MeterRegistry registry, String name, String description) {
        return Counter.builder(name).description(description).register(registry);
    }
}
