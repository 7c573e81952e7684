package io.souvenir.consolidator.ingestion;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.souvenir.consolidator.ingestion.Reading.Material;
import io.souvenir.consolidator.ingestion.Reading.Proposals;
import io.souvenir.consolidator.ingestion.SourceClient.Source;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.context.ContextIngested;
import io.souvenir.contracts.context.IngestContext;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.security.ServiceTokens;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.WebApplicationException;
import java.util.List;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * Runs context ingestion jobs: reads the context's sources no ingestion read yet over
 * memory-service's REST API (as the job's user), lets the reader propose notes, decisions,
 * todos, contradictions, open questions and a synthesis, and publishes them as one command to
 * memory-service through the outbox, in the transaction that marks the job handled. Reading
 * happens before that transaction: a model call holds no connection.
 */
@ApplicationScoped
public class IngestionJobs {

    static final String CONSUMER = "consolidator.context-ingestion";
    private static final Logger LOG = Logger.getLogger(IngestionJobs.class);

    private final SourceClient memory;
    private final ServiceTokens tokens;
    private final IncomingEvents incoming;
    private final Outbox outbox;
    private final EventCodec codec;
    private final Reading.Reader reader;

    @Inject
    IngestionJobs(@RestClient SourceClient memory, ServiceTokens tokens, IncomingEvents incoming, Outbox outbox, EventCodec codec,
            IngestionConfig config, ObjectMapper json) {
        this.memory = memory;
        this.tokens = tokens;
        this.incoming = incoming;
        this.outbox = outbox;
        this.codec = codec;
        OfflineReader offline = new OfflineReader();
        this.reader = config.mode() == IngestionConfig.Mode.OPENAI
                ? new ModelReader(config.model().baseUrl(), config.model().apiKey(), config.model().name(), config.model().timeout(), json,
                        offline)
                : offline;
    }

    public void run(EventEnvelope job) {
        IngestContext ingest = codec.payload(job, Events.INGEST_CONTEXT);
        Tenant user = Tenant.of(job);
        String bearer = tokens.bearer(user);
        Material material;
        try {
            material = new Material(memory.core(bearer, ingest.contextId()), memory.pending(bearer, ingest.contextId(), true).sources(),
                    memory.notes(bearer, ingest.contextId()).atomic());
        } catch (WebApplicationException e) {
            if (e.getResponse().getStatus() != 404) {
                throw e;
            }
            LOG.infof("ingestion %s: context %s is gone", ingest.jobId(), ingest.contextId());
            material = new Material(null, List.of(), List.of());
        }
        long started = System.nanoTime();
        Proposals proposals = material.sources().isEmpty() ? Proposals.NONE : reader.read(material);
        LOG.infof("ingestion %s: %d sources read by %s in %d ms: %d notes, %d decisions, %d todos, %d contradictions, %d questions",
                ingest.jobId(), material.sources().size(), reader.engine(), (System.nanoTime() - started) / 1_000_000,
                proposals.notes().size(), proposals.decisions().size(), proposals.todos().size(), proposals.contradictions().size(),
                proposals.questions().size());
        ContextIngested ingested = new ContextIngested(ingest.jobId(), ingest.contextId(),
                material.sources().stream().map(Source::id).toList(), proposals.notes(), proposals.decisions(), proposals.todos(),
                proposals.contradictions(), proposals.questions(), proposals.synthesis(), reader.engine());
        QuarkusTransaction.requiringNew().run(() -> {
            if (incoming.claim(CONSUMER, job)) {
                outbox.publish(job.header().next(), Events.CONTEXT_INGESTED, ingested);
            }
        });
    }
}
