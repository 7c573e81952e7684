package io.souvenir.ledger.activity;

import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Records what every service did for a user and tells it back, one interaction at a time. */
@ApplicationScoped
public class ActivityService {

    static final String CONSUMER = "action-ledger.activity";

    private final LedgerRepository ledger;
    private final IncomingEvents incoming;
    private final TenantSession tenantSession;
    private final EventCodec codec;
    private final Clock clock;

    ActivityService(LedgerRepository ledger, IncomingEvents incoming, TenantSession tenantSession, EventCodec codec) {
        this.ledger = ledger;
        this.incoming = incoming;
        this.tenantSession = tenantSession;
        this.codec = codec;
        this.clock = Clock.systemUTC();
    }

    @Transactional
    public void record(EventEnvelope event) {
        ActivityRecorded activity = codec.payload(event, Events.ACTIVITY_RECORDED);
        if (!incoming.claim(CONSUMER, event)) {
            return;
        }
        note(event.header(), activity.type(), activity.summary(), activity.service());
    }

    /**
     * The lines another event carries for the activity page (the gateway's in {@code turn.received},
     * turn-service's in {@code turn.answered}, memory-service's in {@code memories-created}): each
     * an entry of the event's trace and channel, at the event's time, in the order they were
     * written, recorded once however often the event comes.
     */
    @Transactional
    public void noteCarried(EventEnvelope carrier) {
        List<ActivityRecorded> lines = linesOf(carrier);
        if (lines.isEmpty() || !incoming.claim(CONSUMER, carrier)) {
            return;
        }
        EventHeader header = carrier.header();
        for (int index = 0; index < lines.size(); index++) {
            ActivityRecorded line = lines.get(index);
            UUID id = UUID.nameUUIDFromBytes((header.eventId() + "/activity/" + index).getBytes(StandardCharsets.UTF_8));
            // a microsecond apart (what PostgreSQL keeps): the page lists a trace's entries by time
            OffsetDateTime at = header.occurredAt().plus(index, ChronoUnit.MICROS);
            note(new EventHeader(id, at, header.traceId(), header.workspaceId(), header.userId(), header.channel()),
                    line.type(), line.summary(), line.service());
        }
    }

    private List<ActivityRecorded> linesOf(EventEnvelope event) {
        if (Events.TURN_RECEIVED.name().equals(event.type())) {
            return codec.payload(event, Events.TURN_RECEIVED).activity();
        } else if (Events.TURN_ANSWERED.name().equals(event.type())) {
            return codec.payload(event, Events.TURN_ANSWERED).activity();
        } else if (Events.MEMORIES_CREATED.name().equals(event.type())) {
            return codec.payload(event, Events.MEMORIES_CREATED).activity();
        }
        return List.of();
    }

    /** Records a step under {@code header}'s trace and channel, in the caller's tenant-bound transaction. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void note(EventHeader header, String type, String summary, String service) {
        LedgerEvent entry = new LedgerEvent();
        entry.id = header.eventId();
        entry.userId = header.userId();
        entry.workspaceId = header.workspaceId();
        entry.traceId = header.traceId();
        entry.channel = header.channel().wireName();
        entry.type = type;
        entry.summary = summary;
        entry.service = service;
        entry.occurredAt = header.occurredAt();
        ledger.persist(entry);
    }

    /** The caller's interactions of the last {@code days} days, newest first. */
    @Transactional
    public List<ActivityTrace> traces(Tenant caller, int days) {
        tenantSession.bind(caller);
        Map<String, List<LedgerEvent>> byTrace = new LinkedHashMap<>();
        for (LedgerEvent event : ledger.since(OffsetDateTime.now(clock).minus(Duration.ofDays(days)))) {
            byTrace.computeIfAbsent(event.traceId, trace -> new ArrayList<>()).add(event);
        }
        return byTrace.entrySet().stream()
                .map(trace -> toTrace(trace.getKey(), trace.getValue()))
                .sorted(Comparator.comparing(ActivityTrace::startedAt).reversed())
                .toList();
    }

    private static ActivityTrace toTrace(String traceId, List<LedgerEvent> events) {
        LedgerEvent first = events.get(0);
        return new ActivityTrace(traceId, first.occurredAt, first.channel, events.stream()
                .map(event -> new ActivityTrace.Entry(event.type, event.occurredAt, event.summary, event.service, event.channel))
                .toList());
    }
}
