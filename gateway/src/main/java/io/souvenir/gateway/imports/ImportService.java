package io.souvenir.gateway.imports;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.ImportMessages;
import io.souvenir.contracts.memory.ImportedMessage;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.gateway.downstream.MemoryServiceClient;
import io.souvenir.gateway.turns.GatewayConfig;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.telemetry.TraceIds;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/**
 * Accepts a conversation to import and hands it to memory-service through the outbox, in
 * chunks, in the transaction that records the import: either the import exists and every chunk
 * will be delivered, or nothing was written at all.
 */
@ApplicationScoped
public class ImportService {

    /** Envelope and JSON field names around each message's content, generously. */
    private static final int MESSAGE_OVERHEAD_BYTES = 256;

    private final ImportRepository imports;
    private final Outbox outbox;
    private final TenantSession tenantSession;
    private final GatewayConfig.Imports config;
    private final MemoryServiceClient memory;

    ImportService(ImportRepository imports, Outbox outbox, TenantSession tenantSession, GatewayConfig config,
            @RestClient MemoryServiceClient memory) {
        this.imports = imports;
        this.outbox = outbox;
        this.tenantSession = tenantSession;
        this.config = config.imports();
        this.memory = memory;
    }

    /** Accepted only while the caller's memory is on ({@code memory}, read before): checked by the resource. */
    @Transactional
    public UUID accept(Tenant caller, ImportRequest request) {
        List<ImportedMessage> messages = identify(caller, request.messages());
        tenantSession.bind(caller);
        Import accepted = new Import();
        accepted.id = UUID.randomUUID();
        accepted.userId = caller.userId();
        accepted.workspaceId = caller.workspaceId();
        accepted.conversationId = request.conversationId();
        accepted.messageCount = messages.size();
        accepted.extract = request.extract();
        accepted.createdAt = OffsetDateTime.now();
        imports.persist(accepted);

        EventHeader event = EventHeader.start(TraceIds.current(), caller.workspaceId(), caller.userId(), Channel.WEB);
        for (List<ImportedMessage> chunk : chunks(messages)) {
            outbox.publish(event, Events.IMPORT_MESSAGES,
                    new ImportMessages(accepted.id, request.conversationId(), request.extract(), messages.size(), chunk,
                            MemoryState.ON));
            event = event.next();
        }
        outbox.publish(event, Events.ACTIVITY_RECORDED, new ActivityRecorded("import.received",
                "Import of " + messages.size() + " messages received" + (request.extract() ? ", memories to be drawn" : ""),
                "gateway"));
        return accepted.id;
    }

    /** The caller's import and how far it got; another user's import is not found. */
    public ImportStatus status(Tenant caller, UUID importId) {
        Import accepted = QuarkusTransaction.requiringNew().call(() -> {
            tenantSession.bind(caller);
            return imports.find(importId);
        }).orElseThrow(NotFoundException::new);
        return ImportStatus.of(accepted, progress(importId));
    }

    private ImportProgress progress(UUID importId) {
        try (Response answer = memory.importProgress(importId.toString())) {
            return switch (answer.getStatus()) {
                case 200 -> answer.readEntity(ImportProgress.class);
                case 404 -> ImportProgress.NOTHING_YET;
                default -> throw progressUnknown(null);
            };
        } catch (ProcessingException e) {
            throw progressUnknown(e);
        }
    }

    private static WebApplicationException progressUnknown(Throwable cause) {
        return new WebApplicationException("memory-service cannot tell how far the import got; ask again", cause,
                Response.Status.SERVICE_UNAVAILABLE);
    }

    /**
     * Gives each message its Souvenir id, derived from the tenant (workspace and user) and its external
     * id, so importing a message again finds the same message, and the same user id in another
     * workspace never lands on a message id of this one (memory-service would skip it as kept). An
     * external id repeated within the import is refused.
     */
    private static List<ImportedMessage> identify(Tenant caller, List<ImportRequest.Message> messages) {
        Map<String, Integer> firstIndex = new HashMap<>();
        List<ImportedMessage> identified = new ArrayList<>(messages.size());
        for (int index = 0; index < messages.size(); index++) {
            ImportRequest.Message message = messages.get(index);
            Integer first = firstIndex.putIfAbsent(message.externalId(), index);
            if (first != null) {
                throw new InvalidRequestException("messages[" + index + "].externalId",
                        "repeats messages[" + first + "].externalId");
            }
            UUID id = UUID.nameUUIDFromBytes((caller.workspaceId() + "/" + caller.userId() + "/import/" + message.externalId()).getBytes(StandardCharsets.UTF_8));
            identified.add(new ImportedMessage(id, message.externalId(), message.speaker(), message.role(), message.text(),
                    message.at()));
        }
        return identified;
    }

    /** Consecutive slices of at most {@code chunkMessages} messages and about {@code chunkSize} bytes each. */
    private List<List<ImportedMessage>> chunks(List<ImportedMessage> messages) {
        List<List<ImportedMessage>> chunks = new ArrayList<>();
        List<ImportedMessage> chunk = new ArrayList<>();
        long bytes = 0;
        for (ImportedMessage message : messages) {
            long size = sizeOf(message);
            if (!chunk.isEmpty() && (chunk.size() == config.chunkMessages() || bytes + size > config.chunkSize().asLongValue())) {
                chunks.add(chunk);
                chunk = new ArrayList<>();
                bytes = 0;
            }
            chunk.add(message);
            bytes += size;
        }
        chunks.add(chunk);
        return chunks;
    }

    private static long sizeOf(ImportedMessage message) {
        return MESSAGE_OVERHEAD_BYTES + utf8Length(message.text()) + utf8Length(message.externalId())
                + utf8Length(message.speaker());
    }

    private static int utf8Length(String text) {
        return text == null ? 0 : text.getBytes(StandardCharsets.UTF_8).length;
    }
}
