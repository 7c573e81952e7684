package io.souvenir.consolidator.messaging;

import io.souvenir.consolidator.night.NightScheduler;
import io.souvenir.consolidator.night.NightService;
import io.souvenir.consolidator.review.ReviewQueue;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.ConsolidationApplied;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.ZoneId;

/**
 * memory-service's events that concern the night: a user who has memories is looked after, in the
 * time zone of their settings once they have one; the answers to applies and rollbacks settle runs
 * and review items. Each is handled once.
 */
@ApplicationScoped
public class NightEvents {

    static final String CONSUMER = "consolidator.memory-events";

    private final IncomingEvents incoming;
    private final EventCodec codec;
    private final NightService night;
    private final NightScheduler scheduler;
    private final ReviewQueue reviews;

    NightEvents(IncomingEvents incoming, EventCodec codec, NightService night, NightScheduler scheduler, ReviewQueue reviews) {
        this.incoming = incoming;
        this.codec = codec;
        this.night = night;
        this.scheduler = scheduler;
        this.reviews = reviews;
    }

    @Transactional
    public void handle(EventEnvelope event) {
        boolean created = event.type().equals(Events.MEMORIES_CREATED.name());
        boolean applied = event.type().equals(Events.CONSOLIDATION_APPLIED.name());
        boolean rolledBack = event.type().equals(Events.CONSOLIDATION_ROLLED_BACK.name());
        boolean moved = event.type().equals(Events.TIME_ZONE_CHANGED.name());
        if (!(created || applied || rolledBack || moved) || !incoming.claim(CONSUMER, event)) {
            return;
        }
        if (moved) {
            scheduler.moveTo(Tenant.of(event), ZoneId.of(codec.payload(event, Events.TIME_ZONE_CHANGED).timeZone()));
        } else if (created) {
            if (!codec.payload(event, Events.MEMORIES_CREATED).created().isEmpty()) {
                scheduler.lookAfter(Tenant.of(event));
            }
        } else if (applied) {
            ConsolidationApplied answer = codec.payload(event, Events.CONSOLIDATION_APPLIED);
            if (!reviews.applied(answer)) {
                night.applied(answer);
            }
        } else {
            night.rolledBack(codec.payload(event, Events.CONSOLIDATION_ROLLED_BACK));
        }
    }
}
