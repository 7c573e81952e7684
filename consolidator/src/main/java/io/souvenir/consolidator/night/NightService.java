package io.souvenir.consolidator.night;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import io.opentelemetry.api.trace.TraceFlags;
import io.opentelemetry.api.trace.TraceState;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.opentelemetry.instrumentation.annotations.WithSpan;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.Startup;
import io.souvenir.consolidator.config.ConsolidationConfig;
import io.souvenir.consolidator.memory.MemoryServiceClient;
import io.souvenir.consolidator.memory.MemoryServiceClient.NightMemory;
import io.souvenir.consolidator.memory.MemoryServiceClient.NightState;
import io.souvenir.consolidator.review.ReviewQueue;
import io.souvenir.consolidator.runs.Decision;
import io.souvenir.consolidator.runs.Run;
import io.souvenir.consolidator.runs.RunRepository;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.ApplyConsolidation;
import io.souvenir.contracts.memory.ConsolidationApplied;
import io.souvenir.contracts.memory.ConsolidationRolledBack;
import io.souvenir.contracts.memory.RollbackConsolidation;
import io.souvenir.platform.memory.Attributes.Who;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.security.ServiceTokens;
import io.souvenir.platform.telemetry.TraceIds;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.NotFoundException;
import java.time.Duration;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * One user's consolidation: classify their candidates (a run with its decisions and review items,
 * in one transaction), then apply the promotions and supersedes by one command to memory-service,
 * which answers with the rows before and after; and undo a run. Nothing is applied here: memory-service
 * owns every memory row, so an apply is its transaction, all or nothing.
 */
@ApplicationScoped
@Startup
public class NightService {

    private static final Logger LOG = Logger.getLogger(NightService.class);

    private final MemoryServiceClient memory;
    private final ServiceTokens tokens;
    private final RunRepository runs;
    private final ReviewQueue reviews;
    private final TenantSession tenantSession;
    private final Outbox outbox;
    private final NightMetrics metrics;
    private final ConsolidationConfig config;
    /**
     * The night's rules, ready once the learned second opinion is trained (seconds, half a minute on
     * a loaded machine): trained on a thread of its own, so the consolidator starts, consumes and
     * answers without waiting for it; only a classification waits until it is done.
     */
    private final CompletableFuture<Classifier> classifier;
    private final Tracer tracer;

    NightService(@RestClient MemoryServiceClient memory, ServiceTokens tokens, RunRepository runs, ReviewQueue reviews,
            TenantSession tenantSession, Outbox outbox, NightMetrics metrics, ConsolidationConfig config, Tracer tracer) {
        this.tracer = tracer;
        this.memory = memory;
        this.tokens = tokens;
        this.runs = runs;
        this.reviews = reviews;
        this.tenantSession = tenantSession;
        this.outbox = outbox;
        this.metrics = metrics;
        this.config = config;
        this.classifier = CompletableFuture.supplyAsync(
                () -> new Classifier(config.lowConfidence(), config.quiet(), secondOpinion(config)), NightService::trainApart);
        classifier.exceptionally(failure -> {
            LOG.errorf(failure, "the night's rules could not be made ready: every night will fail until the service restarts");
            return null;
        });
    }

    private static void trainApart(Runnable training) {
        Thread thread = new Thread(training, "night-classifier-training");
        thread.setDaemon(true);
        thread.start();
    }

    /** The learned second opinion, trained here (once, as the service starts) when it is enabled. */
    private static Optional<LearnedSensitivity> secondOpinion(ConsolidationConfig config) {
        if (!config.sensitiveModel().enabled()) {
            return Optional.empty();
        }
        long started = System.nanoTime();
        LearnedSensitivity model = LearnedSensitivity.shipped(config.sensitiveModel().threshold());
        LOG.infof("the night's learned second opinion on sensitive candidates trained in %d ms (threshold %.2f)",
                (System.nanoTime() - started) / 1_000_000, model.threshold());
        return Optional.of(model);
    }

    /** Classifies now and applies at once, with the night's rules; waits a little for the apply's answer. */
    @WithSpan("consolidation.run-now")
    public Run runNow(Tenant tenant) {
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        Run run = classify(tenant, "now", null, now).orElseThrow();
        if (Run.CLASSIFIED.equals(run.status())) {
            apply(tenant, run.id());
        }
        return awaitSettled(tenant, run.id());
    }

    /**
     * Reads the user's candidates (over REST, before any transaction opens) and records the run and
     * its decisions. Empty when this night already has its run (another instance or pass took it).
     * A failure to read is a {@code failed} run: nothing classified, nothing applied, visible in the morning.
     */
    @WithSpan("consolidation.classify")
    public Optional<Run> classify(Tenant tenant, String trigger, LocalDate night, OffsetDateTime applyAt) {
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        String traceId = TraceIds.current();
        long started = System.nanoTime();
        List<Decision> decisions;
        String failure = null;
        try {
            decisions = decide(memory.state(tokens.bearer(tenant), config.candidatesPerNight()), now);
        } catch (RuntimeException e) {
            LOG.warnf("the night could not read the candidates: %s", e.getMessage());
            decisions = List.of();
            failure = "the memories could not be read: " + e.getMessage();
        }
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        List<Decision> decided = decisions;
        String failed = failure;
        Optional<Run> run = QuarkusTransaction.requiringNew().call(() -> {
            tenantSession.bind(tenant);
            Run fresh = new Run(UUID.randomUUID(), tenant, night, trigger, failed == null ? Run.CLASSIFIED : Run.FAILED, traceId, now,
                    applyAt, null, failed);
            if (!runs.insert(fresh)) {
                return Optional.<Run>empty();
            }
            decided.forEach(decision -> runs.insert(fresh.id(), tenant, decision));
            reviews.queue(fresh, decided, now);
            if (failed != null) {
                runs.status(fresh.id(), Run.FAILED, now, failed);
            }
            return runs.find(fresh.id(), false);
        });
        run.ifPresent(classified -> {
            metrics.classified(decided, took);
            if (failed != null) {
                metrics.finished(Run.FAILED);
            }
        });
        return run;
    }

    /** The decisions for every candidate of {@code state}, by the night's rules. */
    public List<Decision> decide(NightState state, OffsetDateTime now) {
        List<Situation.Known> active = state.active().stream().map(NightService::known).toList();
        Map<String, NightMemory> byId = state.active().stream().collect(Collectors.toMap(m -> m.id().toString(), Function.identity()));
        Classifier rules = classifier.join();
        return state.candidates().stream().map(candidate -> {
            Verdict verdict = rules.decide(new Situation(active, known(candidate), candidate.lastMentioned(), now));
            UUID supersedes = verdict.supersedes() == null ? null : byId.get(verdict.supersedes()).id();
            // a review shows the domain the night found, not the day's label ("none" for a diagnosis said without the word)
            String domain = verdict.domain() == null ? candidate.domain() : verdict.domain().wireName();
            return Decision.of(candidate.id(), verdict.outcome().wireName(), verdict.rule().wireName(), supersedes, candidate.text(),
                    candidate.kind(), domain);
        }).toList();
    }

    /**
     * Sends the run's promotions and supersedes to memory-service in one command (through the outbox,
     * with the run's transaction); a run with nothing to apply is applied at once. Asked again for a run
     * still waiting for its answer, it sends the same command again: memory-service applies a run once.
     */
    public void apply(Tenant tenant, UUID runId) {
        inTraceOf(tenant, runId, () -> QuarkusTransaction.requiringNew().run(() -> {
            tenantSession.bind(tenant);
            Optional<Run> found = runs.find(runId, true);
            if (found.isEmpty() || !(Run.CLASSIFIED.equals(found.get().status()) || Run.APPLYING.equals(found.get().status()))) {
                return;
            }
            Run run = found.get();
            OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
            List<ApplyConsolidation.Decision> changes = runs.decisions(runId).stream()
                    .filter(decision -> decision.outcome().equals("promoted") || decision.outcome().equals("superseded"))
                    .map(decision -> new ApplyConsolidation.Decision(decision.memoryId(),
                            decision.supersedes() == null ? ApplyConsolidation.Outcome.PROMOTE : ApplyConsolidation.Outcome.SUPERSEDE,
                            decision.supersedes()))
                    .toList();
            if (changes.isEmpty()) {
                runs.status(runId, Run.APPLIED, now, null);
                metrics.finished(Run.APPLIED);
                return;
            }
            outbox.publish(header(run), Events.APPLY_CONSOLIDATION, new ApplyConsolidation(runId, changes));
            runs.sent(runId, Run.APPLYING, now);
        }));
    }

    /**
     * The 03:30 apply (or a resend) continues the run's trace: its command and memory-service's work
     * join the trace the classification started, so a night is one trace in Zipkin.
     */
    private void inTraceOf(Tenant tenant, UUID runId, Runnable work) {
        String traceId = QuarkusTransaction.requiringNew().call(() -> {
            tenantSession.bind(tenant);
            return runs.find(runId, false).map(Run::traceId).orElse(null);
        });
        if (traceId == null || traceId.equals(Span.current().getSpanContext().getTraceId())) {
            work.run();
            return;
        }
        String spanId = String.format("%016x", java.util.concurrent.ThreadLocalRandom.current().nextLong() | 1);
        SpanContext parent = SpanContext.createFromRemoteParent(traceId, spanId, TraceFlags.getSampled(), TraceState.getDefault());
        Span span = tracer.spanBuilder("consolidation.apply").setParent(Context.current().with(Span.wrap(parent))).startSpan();
        try (Scope scope = span.makeCurrent()) {
            work.run();
        } finally {
            span.end();
        }
    }

    /** memory-service applied the run (its rows before and after come with the answer), or refused it whole. */
    public void applied(ConsolidationApplied applied) {
        Optional<Run> found = runs.find(applied.applyId(), true);
        if (found.isEmpty() || !Run.APPLYING.equals(found.get().status())) {
            return;
        }
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        if (applied.failure() != null) {
            runs.status(applied.applyId(), Run.FAILED, now, applied.failure());
            metrics.finished(Run.FAILED);
            return;
        }
        applied.changes().forEach(change -> runs.images(applied.applyId(), change.memoryId(), change.before(), change.after()));
        runs.status(applied.applyId(), Run.APPLIED, now, null);
        metrics.finished(Run.APPLIED);
    }

    /**
     * Undoes an applied run: 404 for a run that is not the caller's, 409 while a later run is still in
     * force ({@link RunConflict} names it) or when the run is not applied. A run that changed nothing is
     * rolled back at once; otherwise memory-service writes its before-image back and answers.
     */
    public Run rollback(Tenant tenant, UUID runId) {
        QuarkusTransaction.requiringNew().run(() -> {
            tenantSession.bind(tenant);
            Run run = runs.find(runId, true).orElseThrow(() -> new NotFoundException("no run " + runId));
            if (Run.ROLLED_BACK.equals(run.status()) || Run.ROLLING_BACK.equals(run.status())) {
                return;
            }
            if (!Run.APPLIED.equals(run.status())) {
                throw new RunConflict("run " + runId + " is " + run.status() + ": only an applied run can be rolled back", null);
            }
            Optional<Run> later = runs.appliedAfter(run);
            if (later.isPresent()) {
                throw new RunConflict("run " + later.get().id() + " came after it: roll that one back first", later.get().id());
            }
            OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
            boolean changedNothing = runs.decisions(runId).stream().allMatch(decision -> decision.after() == null);
            if (changedNothing) {
                runs.rolledBack(runId, now);
                metrics.rolledBack();
                return;
            }
            outbox.publish(header(run), Events.ROLLBACK_CONSOLIDATION, new RollbackConsolidation(runId));
            runs.sent(runId, Run.ROLLING_BACK, now);
        });
        return awaitSettled(tenant, runId);
    }

    /** Asks memory-service again for a rollback still unanswered (it rolls a run back once). */
    public void resendRollback(Tenant tenant, UUID runId) {
        QuarkusTransaction.requiringNew().run(() -> {
            tenantSession.bind(tenant);
            runs.find(runId, true).filter(run -> Run.ROLLING_BACK.equals(run.status())).ifPresent(run -> {
                outbox.publish(header(run), Events.ROLLBACK_CONSOLIDATION, new RollbackConsolidation(runId));
                runs.sent(runId, Run.ROLLING_BACK, OffsetDateTime.now(ZoneOffset.UTC));
            });
        });
    }

    public void rolledBack(ConsolidationRolledBack rolledBack) {
        Optional<Run> found = runs.find(rolledBack.applyId(), true);
        if (found.isEmpty() || !Run.ROLLING_BACK.equals(found.get().status())) {
            return;
        }
        if (rolledBack.failure() != null) {
            LOG.warnf("rollback of run %s refused: %s", rolledBack.applyId(), rolledBack.failure());
            runs.status(rolledBack.applyId(), Run.APPLIED, found.get().finishedAt(), found.get().failure());
            return;
        }
        runs.rolledBack(rolledBack.applyId(), OffsetDateTime.now(ZoneOffset.UTC));
        metrics.rolledBack();
    }

    /** The run once memory-service answered (or as it stands after {@code runNowWait}). */
    public Run awaitSettled(Tenant tenant, UUID runId) {
        long deadline = System.nanoTime() + config.runNowWait().toNanos();
        while (true) {
            Run run = QuarkusTransaction.requiringNew().call(() -> {
                tenantSession.bind(tenant);
                return runs.find(runId, false).orElseThrow(() -> new NotFoundException("no run " + runId));
            });
            boolean waiting = Run.APPLYING.equals(run.status()) || Run.ROLLING_BACK.equals(run.status());
            if (!waiting || System.nanoTime() > deadline) {
                return run;
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return run;
            }
        }
    }

    private static EventHeader header(Run run) {
        return new EventHeader(UUID.randomUUID(), OffsetDateTime.now(ZoneOffset.UTC), run.traceId(), run.tenant().workspaceId(),
                run.tenant().userId(), Channel.WEB);
    }

    private static Situation.Known known(NightMemory memory) {
        return new Situation.Known(memory.id().toString(), memory.kind(), memory.facet(), memory.domain(), memory.text(),
                memory.persons() == null ? List.of()
                        : memory.persons().stream().map(person -> new Who(person.name(), person.relation())).toList(),
                memory.confidence());
    }
}
