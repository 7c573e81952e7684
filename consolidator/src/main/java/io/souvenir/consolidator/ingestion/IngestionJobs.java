package io.souvenir.consolidator.ingestion;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.souvenir.consolidator.ingestion.Reading.Material;
import io.souvenir.consolidator.ingestion.Reading.Proposals;
import io.souvenir.consolidator.ingestion.SourceClient.Core;
import io.souvenir.consolidator.ingestion.SourceClient.Note;
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
import java.util.ArrayList;
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
    /** Sources per reading: the notes of earlier readings are what later ones may contradict. */
    static final int SOURCES_PER_READ = 25;
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
        Core context;
        List<Source> pending;
        List<Note> established = new ArrayList<>();
        try {
            context = memory.core(bearer, ingest.contextId());
            pending = memory.pending(bearer, ingest.contextId(), true).sources();
            established.addAll(memory.notes(bearer, ingest.contextId()).atomic());
        } catch (WebApplicationException e) {
            if (e.getResponse().getStatus() != 404) {
                throw e;
            }
            LOG.infof("ingestion %s: context %s is gone", ingest.jobId(), ingest.contextId());
            context = null;
            pending = List.of();
        }
        long started = System.nanoTime();
        List<ContextIngested> commands = new ArrayList<>();
        String synthesis = context == null ? null : context.synthesis();
        int notes = 0;
        for (int from = 0; from < pending.size(); from += SOURCES_PER_READ) {
            List<Source> chunk = pending.subList(from, Math.min(pending.size(), from + SOURCES_PER_READ));
            Core framed = context == null ? null : new Core(context.id(), context.name(), context.mission(), synthesis);
            Proposals proposals = reader.read(new Material(framed, chunk, established));
            synthesis = proposals.synthesis() != null ? proposals.synthesis() : synthesis;
            proposals.notes().forEach(note -> established.add(new Note(null, note.text(), note.citations().stream()
                    .map(c -> new SourceClient.Citation(c.sourceId(), c.quote())).toList())));
            notes += proposals.notes().size();
            commands.addAll(Commands.split(ingest, chunk.stream().map(Source::id).toList(), proposals, reader.engine()));
        }
        if (commands.isEmpty()) {
            commands.add(Commands.nothing(ingest, reader.engine()));
        }
        List<ContextIngested> publish = Commands.lastOne(commands);
        LOG.infof("ingestion %s: %d sources read by %s in %d ms: %d notes, in %d commands", ingest.jobId(), pending.size(),
                reader.engine(), (System.nanoTime() - started) / 1_000_000, notes, publish.size());
        QuarkusTransaction.requiringNew().run(() -> {
            if (incoming.claim(CONSUMER, job)) {
                publish.forEach(command -> outbox.publish(job.header().next(), Events.CONTEXT_INGESTED, command));
            }
        });
    }
}
