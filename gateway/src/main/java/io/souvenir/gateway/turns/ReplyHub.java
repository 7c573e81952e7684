package io.souvenir.gateway.turns;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.operators.multi.processors.BroadcastProcessor;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where replies and notifications meet the people waiting for them: a request blocked on its
 * turn, and the SSE streams of the user. Kafka delivers at least once, so an event seen before is
 * dropped.
 */
@ApplicationScoped
public class ReplyHub {

    private static final int REMEMBERED_REPLIES = 10_000;
    private static final int BUFFERED_PER_STREAM = 256;

    private final EventCodec codec;
    private final Map<UUID, CompletableFuture<TurnAnswered>> waiting = new ConcurrentHashMap<>();
    private final Set<UUID> seen = Collections.newSetFromMap(Collections.synchronizedMap(
            new LinkedHashMap<>(256, 0.75f, false) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<UUID, Boolean> eldest) {
                    return size() > REMEMBERED_REPLIES;
                }
            }));
    private final BroadcastProcessor<EventEnvelope> broadcast = BroadcastProcessor.create();

    ReplyHub(EventCodec codec) {
        this.codec = codec;
    }

    /** Call before the turn is published, so a fast reply cannot slip past. */
    public Uni<Optional<TurnAnswered>> await(UUID turnId, Duration wait) {
        CompletableFuture<TurnAnswered> reply = waiting.computeIfAbsent(turnId, id -> new CompletableFuture<>());
        return Uni.createFrom().completionStage(reply)
                .map(Optional::of)
                .ifNoItem().after(wait).recoverWithItem(Optional.empty())
                .onTermination().invoke(() -> waiting.remove(turnId));
    }

    public void forget(UUID turnId) {
        waiting.remove(turnId);
    }

    public void deliver(EventEnvelope reply) {
        TurnAnswered answered = codec.payload(reply, Events.TURN_ANSWERED);
        if (!seen.add(reply.eventId())) {
            return;
        }
        Optional.ofNullable(waiting.get(answered.turnId())).ifPresent(waiter -> waiter.complete(answered));
        broadcast.onNext(reply);
    }

    /** A reminder due, an action updated: to the user's open streams, whatever channel it is also sent on. */
    public void notify(EventEnvelope notification) {
        codec.payload(notification, Events.NOTIFY);
        if (seen.add(notification.eventId())) {
            broadcast.onNext(notification);
        }
    }

    /**
     * The replies ({@code turn.answered}) and notifications of one user, as they come, for as long
     * as the subscriber listens. A subscriber slower than the events gets them buffered (up to
     * {@value #BUFFERED_PER_STREAM}) rather than its stream failed by the broadcast.
     */
    public Multi<EventEnvelope> stream(Tenant tenant) {
        return broadcast
                .filter(event -> event.userId().equals(tenant.userId()) && event.workspaceId().equals(tenant.workspaceId()))
                .onOverflow().buffer(BUFFERED_PER_STREAM);
    }
}
