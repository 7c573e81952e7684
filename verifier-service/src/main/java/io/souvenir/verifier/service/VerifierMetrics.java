package io.souvenir.verifier.service;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.souvenir.verifier.counting.FactCount;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.UUID;

/**
 * What the verifier did, for {@code /q/metrics}: how much it read, found, backfilled, let go, and
 * failed on (a record, or a model call).
 */
@ApplicationScoped
public class VerifierMetrics {

    private final Counter sentences;
    private final Counter facts;
    private final Counter backfilled;
    private final Counter abstained;
    private final Counter statements;
    private final Counter failures;
    private final Counter modelFailures;
    /** The events of the finished turns counted lately (a redelivery comes within minutes, not days). */
    private final Cache<UUID, Boolean> counted = Caffeine.newBuilder().maximumSize(100_000).expireAfterWrite(Duration.ofHours(1)).build();

    VerifierMetrics(MeterRegistry registry) {
        sentences = counter(registry, "souvenir.verifier.sentences", "sentences the verifier read");
        facts = counter(registry, "souvenir.verifier.facts", "distinct facts and persons counted in them");
        backfilled = counter(registry, "souvenir.verifier.backfilled", "memories proposed because the turn missed them");
        abstained = counter(registry, "souvenir.verifier.abstained", "clauses the verifier was unsure of and left alone");
        statements = counter(registry, "souvenir.verifier.statements",
                "sentences kept whole in the user's words: neither the turn nor the counter read anything more precise");
        failures = failures(registry, "record");
        modelFailures = failures(registry, "model");
    }

    /**
     * A finished turn read, counted once however often it is delivered: the caller counts a turn it
     * backfills only once its claim is the first, and this instance remembers the turns it counted
     * lately, so that a batch redone record by record, or a record Kafka hands over again, is not
     * counted twice. (A turn with nothing to add leaves no claim: one redelivered to another
     * instance is counted there again.)
     */
    void read(UUID turn, FactCount count, int backfills) {
        if (counted.asMap().putIfAbsent(turn, Boolean.TRUE) != null) {
            return;
        }
        boolean whole = count.facts().isEmpty() && backfills > 0;
        sentences.increment();
        facts.increment(whole ? 1 : count.facts().size());
        if (whole) {
            statements.increment();
        }
        abstained.increment(count.abstentions().size());
        backfilled.increment(backfills);
    }

    /** A record given up on: the platform sent it to the dead-letter topic. */
    public void failed() {
        failures.increment();
    }

    /** A model call that failed: the offline rules counted the sentence instead. */
    public void modelFailed() {
        modelFailures.increment();
    }

    private static Counter counter(MeterRegistry registry, String name, String description) {
        return Counter.builder(name).description(description).register(registry);
    }

    private static Counter failures(MeterRegistry registry, String cause) {
        return Counter.builder("souvenir.verifier.failures").tag("cause", cause)
                .description("records given up on (cause=record, dead-lettered) and model calls that failed "
                        + "(cause=model, the offline rules counted instead)")
                .register(registry);
    }
}
