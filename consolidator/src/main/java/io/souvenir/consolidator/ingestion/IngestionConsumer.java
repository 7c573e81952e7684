package io.souvenir.consolidator.ingestion;

import io.smallrye.common.annotation.Blocking;
import io.souvenir.platform.messaging.IncomingEvents;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;

@ApplicationScoped
public class IngestionConsumer {

    private final IncomingEvents incoming;
    private final IngestionJobs jobs;

    IngestionConsumer(IncomingEvents incoming, IngestionJobs jobs) {
        this.incoming = incoming;
        this.jobs = jobs;
    }

    @Incoming("context-ingestions")
    @Blocking
    public CompletionStage<Void> onJob(Message<String> record) {
        return incoming.consume(record, jobs::run);
    }
}
