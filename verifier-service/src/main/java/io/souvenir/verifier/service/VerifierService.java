package io.souvenir.verifier.service;

import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.TurnCompleted;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.verifier.counting.FactCount;
import io.souvenir.verifier.counting.FactCounter;
import io.souvenir.verifier.counting.StatedFact;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.transaction.Transactional;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The second pass over a finished turn: counts what the user's sentence states, and proposes as
 * silent facts, persons and events in passing what none of the turn's creations covers, so that a
 * sentence stating something durable never leaves nothing; a reminder, task or note the user asked
 * for and the turn missed is proposed as that, shown, a reminder due when the sentence says. The command and its activity
 * entry are written to the outbox in the transaction that marks the turn verified, so a
 * redelivered turn is verified once (its sentence may be read again: the reading comes first and
 * holds no transaction). It runs beside the turn, never in its way.
 */
@ApplicationScoped
public class VerifierService {

    static final String CONSUMER = "verifier-service.turns-completed";

    private static final Logger LOG = Logger.getLogger(VerifierService.class);

    private final FactCounter counter;
    private final IncomingEvents incoming;
    private final Outbox outbox;
    private final EventCodec codec;
    private final VerifierMetrics metrics;
    private final TrainedSecondOpinion secondOpinion;
    private final String defaultTimeZone;

    /** The counter {@code souvenir.llm.mode} selects: the offline rules, or the model. */
    VerifierService(Instance<FactCounter> counters, IncomingEvents incoming, Outbox outbox, EventCodec codec,
            VerifierMetrics metrics, TrainedSecondOpinion secondOpinion,
            @ConfigProperty(name = "souvenir.verifier.default-time-zone", defaultValue = "Europe/Paris") String defaultTimeZone) {
        this.defaultTimeZone = defaultTimeZone;
        this.counter = counters.get();
        this.secondOpinion = secondOpinion;
        this.incoming = incoming;
        this.outbox = outbox;
        this.codec = codec;
        this.metrics = metrics;
    }

    /** What a second reading of a finished turn found missing: the memories to backfill, none most often. */
    public record Reading(TurnCompleted turn, FactCount count, List<MemoryDraft> missing) {
    }

    /**
     * Reads a finished turn again, outside any transaction: a model may take its time (two calls, a
     * timeout, a retry), a database connection and a transaction's timeout must not wait on it.
     */
    public Reading read(EventEnvelope event) {
        TurnCompleted turn = codec.payload(event, Events.TURN_COMPLETED);
        if (!turn.extractionEnabled()) {
            return new Reading(turn, null, List.of());
        }
        FactCount count = counter.count(turn.userText());
        count.abstentions().forEach(abstention ->
                LOG.debugf("turn %s: abstained (%s) on \"%s\"", turn.turnId(), abstention.reason(), abstention.clause()));
        List<StatedFact> backfills = secondOpinion.weigh(turn.userText(), turn.creations(),
                Coverage.missing(count, turn.creations()));
        ZonedDateTime now = event.occurredAt().atZoneSameInstant(zoneOf(turn));
        return new Reading(turn, count, backfills.stream()
                .map(fact -> Backfills.draft(turn.turnId(), fact, turn.userText(), now)).toList());
    }

    /**
     * Backfills what the reading found missing, in the caller's transaction, once: the claim skips a
     * turn already backfilled. A reading that found nothing leaves nothing, not even the claim: a
     * redelivery reads the turn again and has nothing to add either, or adds it then, once.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void backfill(EventEnvelope event, Reading reading) {
        List<MemoryDraft> missing = reading.missing();
        if (missing.isEmpty()) {
            counted(event, reading);
            return;
        }
        if (!incoming.claim(CONSUMER, event)) {
            return; // backfilled, and counted, before
        }
        counted(event, reading);
        // only a turn heard with memory on is read (extractionEnabled): its decision travels on, with what it was
        // decided on, for memory-service to check as it did the turn's own memories
        outbox.publish(event.header().next(), Events.CREATE_MEMORIES, new CreateMemories(reading.turn().turnId(),
                reading.turn().messageId(), MemorySource.VERIFIER, missing, MemoryState.ON, null, reading.turn().settingsSeen()));
        outbox.publish(event.header().next(), Events.ACTIVITY_RECORDED,
                new ActivityRecorded("verifier.backfilled", summary(missing), "verifier-service"));
        int stated = Math.max(reading.count().facts().size(), missing.size()); // a sentence kept whole states one thing
        LOG.infof("turn %s: %d stated, %d covered by the turn, %d backfilled", reading.turn().turnId(), stated,
                stated - missing.size(), missing.size());
    }

    private void counted(EventEnvelope event, Reading reading) {
        if (reading.count() != null) {
            metrics.read(event.eventId(), reading.count(), reading.missing().size());
        }
    }

    /** The zone the turn understood its times in: the user's, or the default for a record written before it travelled. */
    private ZoneId zoneOf(TurnCompleted turn) {
        try {
            return ZoneId.of(turn.timeZone() == null ? defaultTimeZone : turn.timeZone());
        } catch (DateTimeException unknown) {
            return ZoneId.of(defaultTimeZone);
        }
    }

    /**
     * Counts by kind; the texts only of what the user is shown anyway (a reminder, a task, a note they
     * asked for), so the activity page says which request was kept after the reply.
     */
    private static String summary(List<MemoryDraft> backfilled) {
        String kinds = "Kept " + backfilled.size() + (backfilled.size() == 1 ? " memory" : " memories") + " the turn missed ("
                + backfilled.stream().collect(Collectors.groupingBy(MemoryDraft::kind, TreeMap::new, Collectors.counting()))
                        .entrySet().stream().map(kind -> kind.getValue() + " " + kind.getKey().wireName())
                        .collect(Collectors.joining(", ")) + ")";
        String shown = backfilled.stream().filter(MemoryDraft::visible).map(MemoryDraft::text).collect(Collectors.joining("; "));
        return shown.isEmpty() ? kinds : kinds + ": " + shown;
    }
}
