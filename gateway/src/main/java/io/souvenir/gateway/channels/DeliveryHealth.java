package io.souvenir.gateway.channels;

import io.souvenir.contracts.Channel;
import io.souvenir.gateway.operator.ConnectorHealth;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.ProcessingException;
import java.io.IOException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * How the gateway's own deliveries went (replies and notifications to Telegram and by email), for
 * the operator: each try's outcome and, for a failure, its type only. Kept in memory for the last
 * 24 hours (a restart starts afresh); what was sent, and to whom, is never kept.
 */
@ApplicationScoped
public class DeliveryHealth {

    private static final Duration WINDOW = Duration.ofHours(24);
    private static final int AT_MOST = 10_000;

    private record Outcome(OffsetDateTime at, String failure) {
    }

    private final Map<Channel, ConcurrentLinkedDeque<Outcome>> outcomes = new EnumMap<>(Channel.class);

    DeliveryHealth() {
        for (Channel channel : Channel.values()) {
            outcomes.put(channel, new ConcurrentLinkedDeque<>());
        }
    }

    void sent(Channel channel) {
        record(channel, null);
    }

    void failed(Channel channel, Throwable failure) {
        record(channel, typeOf(failure));
    }

    /** {@code configured}: whether the channel can send at all here (a Telegram bot token, an SMTP server). */
    public ConnectorHealth of(String name, Channel channel, boolean configured) {
        ConcurrentLinkedDeque<Outcome> recent = outcomes.get(channel);
        forgetOld(recent);
        Outcome last = recent.peekLast();
        String status = !configured ? "OFF" : last != null && last.failure() != null ? "DOWN" : "UP";
        return new ConnectorHealth(name, status, failures(recent));
    }

    private static List<ConnectorHealth.Failures> failures(ConcurrentLinkedDeque<Outcome> recent) {
        Map<String, List<Outcome>> byType = recent.stream().filter(outcome -> outcome.failure() != null)
                .collect(Collectors.groupingBy(Outcome::failure));
        List<ConnectorHealth.Failures> failures = new ArrayList<>();
        byType.forEach((type, all) -> failures.add(new ConnectorHealth.Failures(type, all.size(),
                all.stream().map(Outcome::at).max(Comparator.naturalOrder()).orElse(null))));
        failures.sort(Comparator.comparingLong(ConnectorHealth.Failures::count).reversed());
        return failures;
    }

    private void record(Channel channel, String failure) {
        ConcurrentLinkedDeque<Outcome> recent = outcomes.get(channel);
        recent.addLast(new Outcome(OffsetDateTime.now(ZoneOffset.UTC), failure));
        while (recent.size() > AT_MOST) {
            recent.pollFirst();
        }
        forgetOld(recent);
    }

    private static void forgetOld(ConcurrentLinkedDeque<Outcome> recent) {
        OffsetDateTime since = OffsetDateTime.now(ZoneOffset.UTC).minus(WINDOW);
        while (!recent.isEmpty() && recent.peekFirst().at().isBefore(since)) {
            recent.pollFirst();
        }
    }

    /** The server did not answer (down, unreachable, too slow), or it answered and refused. */
    static String typeOf(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof IOException || cause instanceof TimeoutException || cause instanceof HttpTimeoutException
                    || cause instanceof ProcessingException) {
                return "unreachable";
            }
        }
        return "refused";
    }
}
