package io.souvenir.consolidator.ingestion;

import io.souvenir.consolidator.MemoryServiceStandIn;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.matching;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.context.ContextIngested;
import io.souvenir.contracts.context.IngestContext;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(MemoryServiceStandIn.class)
class IngestionJobTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String alice = TestTokens.newUser();

    @Test
    void aJobReadsThePendingSourcesAndPublishesItsProposalsOnceAsOneCommand() throws Exception {
        UUID context = UUID.randomUUID();
        UUID source = UUID.randomUUID();
        stub("/internal/v1/contexts/" + context, Map.of("id", context.toString(), "name", "Salon-Bois", "mission", "Du chêne"));
        stub("/internal/v1/contexts/" + context + "/sources", Map.of("sources", List.of(Map.of("id", source.toString(), "kind", "dictation",
                "text", "Marc dit que le chêne a pris 12 % depuis janvier. Il faut rappeler Marc lundi."))));
        stub("/internal/v1/contexts/" + context + "/atomic", Map.of("atomic", List.of()));

        UUID jobId = UUID.randomUUID();
        String job = TestEvents.record(TestEvents.header(alice, "acme"), Events.INGEST_CONTEXT, new IngestContext(jobId, context));
        messaging.source("context-ingestions").send(job);
        messaging.source("context-ingestions").send(job);

        PublishedEvents published = new PublishedEvents(messaging);
        ContextIngested ingested = published.awaitPayload(Events.CONTEXT_INGESTED, alice);
        assertThat(ingested.jobId()).isEqualTo(jobId);
        assertThat(ingested.sourceIds()).containsExactly(source);
        assertThat(ingested.engine()).isEqualTo("offline");
        assertThat(ingested.notes()).extracting(n -> n.text()).containsExactly("Marc : Le chêne a pris 12 % depuis janvier.");
        assertThat(ingested.todos()).extracting(n -> n.text()).containsExactly("Rappeler Marc lundi");
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3)).untilAsserted(() ->
                assertThat(published.payloads(Events.CONTEXT_INGESTED, alice)).as("a redelivered job is run once").hasSize(1));
        MemoryServiceStandIn.server.verify(getRequestedFor(urlPathEqualTo("/internal/v1/contexts/" + context + "/sources"))
                .withQueryParam("pending", matching("true")).withHeader("Authorization", matching("Bearer .+")));
    }

    @Test
    void aJobForAContextThatIsGoneProposesNothing() {
        UUID context = UUID.randomUUID();
        MemoryServiceStandIn.server.stubFor(get(urlPathEqualTo("/internal/v1/contexts/" + context)).willReturn(aResponse().withStatus(404)));
        UUID jobId = UUID.randomUUID();
        messaging.source("context-ingestions").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.INGEST_CONTEXT,
                new IngestContext(jobId, context)));

        ContextIngested ingested = new PublishedEvents(messaging).awaitPayload(Events.CONTEXT_INGESTED, alice);
        assertThat(ingested.sourceIds()).isEmpty();
        assertThat(ingested.notes()).isEmpty();
    }

    private static void stub(String path, Object body) throws Exception {
        MemoryServiceStandIn.server.stubFor(get(urlPathEqualTo(path)).willReturn(aResponse().withHeader("Content-Type", "application/json")
                .withBody(JSON.writeValueAsString(body))));
    }
}
